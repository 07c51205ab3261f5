import { expect, request, type APIRequestContext } from '@playwright/test'

/** Endpoints of the cluster started by scripts/test.mjs (scripts/lib/cluster.mjs). */
export const PROXY = process.env.CLUSTER_PROXY_URL ?? ''
export const [APP_A = '', APP_B = ''] = (process.env.CLUSTER_APP_URLS ?? '').split(',')

// Not the development account: production servers refuse it (collections/users/refuseDevLogin.ts).
export const ADMIN = { email: 'operaciones@profemax.mx', password: 'Operaciones-Cluster-2026!' }

/** Stops or starts one part of the cluster (the runner's control server). */
export const control = async (action: string): Promise<void> => {
  const response = await fetch(`${process.env.CLUSTER_CONTROL_URL}/${action}`, { method: 'POST' })
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`)
}

/** A control action that answers with data (e.g. the URLs of instances it started). */
export const controlJson = async <T>(action: string): Promise<T> => {
  const response = await fetch(`${process.env.CLUSTER_CONTROL_URL}/${action}`, { method: 'POST' })
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Payload's JWT of the admin, signed in on one instance (valid on all: one PAYLOAD_SECRET). */
export const staffToken = async (origin: string): Promise<string> => {
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
    signal: AbortSignal.timeout(20_000),
  })
  expect(login.status).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** A staff session on one instance, the token sent as a header (no cookie to confuse the proxy). */
export const staffOn = async (origin: string): Promise<APIRequestContext> =>
  request.newContext({ baseURL: origin, extraHTTPHeaders: { Authorization: `JWT ${await staffToken(origin)}` } })

/** GETs `url` anonymously (no cookie) until `accept(body)` holds; returns the milliseconds it took. */
export const msUntil = async (url: string, accept: (body: string) => boolean, limitMs = 5_000): Promise<number> => {
  const started = Date.now()
  for (;;) {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(limitMs) })
    if (response.status === 200 && accept(await response.text())) return Date.now() - started
    if (Date.now() - started > limitMs) throw new Error(`${url} did not change within ${limitMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const text = async (url: string, init?: RequestInit): Promise<string> => (await fetch(url, init)).text()

/** A real 1x1 PNG (uploads are checked by content). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

let registrationSequence = 0
/** A teacher's registration no other test uses (e-mail and cédula are unique); `tag` names the test that sent it. */
export const registration = (tag: string) => {
  registrationSequence += 1
  const unique = `${Date.now().toString(36)}${registrationSequence}`
  return {
    nombre: 'María',
    apellido: 'López',
    email: `${tag}.${unique}@escuela.mx`,
    telefono: '5512345678',
    fecha_nac: '1990-05-10',
    cp: '06700',
    // Digits only (a cédula profesional): the clock's last 5 digits of ms and this process's counter.
    cedula: `${String(Date.now()).slice(-5)}${String(registrationSequence % 1000).padStart(3, '0')}`,
    escuela: 'Primaria Benito Juárez',
  }
}
