import config from '@payload-config'
import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import { passLoginDelays, resetLoginThrottle } from '../../../src/lib/login-throttle'
import { guardRest } from '../../../src/lib/request-guard'
import { testPayload } from '../helpers'

const options = { collections: async () => new Set((await config).collections.map(({ slug }) => slug)) }
const handlers = {
  GET: guardRest(REST_GET(config), options),
  POST: guardRest(REST_POST(config), options),
  PATCH: guardRest(REST_PATCH(config), options),
}

const api = async (
  method: keyof typeof handlers,
  path: string,
  { body, address = '192.0.2.1', token }: { body?: unknown; address?: string; token?: string } = {},
) => {
  const url = new URL(path, 'http://localhost:3000')
  const headers = new Headers({ 'x-profemax-peer': address })
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  if (token) headers.set('Authorization', `JWT ${token}`)
  const response = await handlers[method](
    new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    {
      params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }),
    },
  )
  return { status: response.status, headers: response.headers, body: await response.json().catch(() => null) }
}

const PASSWORD = 'Lluvia-sobre-Oaxaca-1987'
let stamp = ''
const account = () => ({
  email: `seguridad.${stamp}@profemax.mx`,
  password: PASSWORD,
  name: 'Cuenta Seguridad',
  role: 'editor' as const,
})
const login = (password: string, address: string, email = account().email) =>
  api('POST', '/api/users/login', { body: { email, password }, address })

beforeEach(async () => {
  resetLoginThrottle()
  stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  await (await testPayload()).create({ collection: 'users', data: account(), overrideAccess: true })
})

afterEach(async () => {
  await (
    await testPayload()
  ).delete({ collection: 'users', where: { email: { equals: account().email } }, overrideAccess: true })
  resetLoginThrottle()
})

describe('login throttling', () => {
  it('slows an address down with growing delays (429 + Retry-After), without locking the account for anyone else', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login('incorrecta', '198.51.100.1')).status).toBe(401)
    const first = await login(PASSWORD, '198.51.100.1')
    expect(first.status).toBe(429)
    // Payload's error shape, as for every refusal of its REST API.
    expect(first.body.errors[0].message).toMatch(/^Demasiados intentos de inicio de sesión/)
    expect(Number(first.headers.get('retry-after'))).toBe(1)
    // The owner, from elsewhere, still signs in.
    expect((await login(PASSWORD, '198.51.100.2')).status).toBe(200)
    // After the delay (let pass at once) another guess is allowed, and the next delay is longer.
    passLoginDelays()
    expect((await login('incorrecta', '198.51.100.1')).status).toBe(401)
    expect(Number((await login(PASSWORD, '198.51.100.1')).headers.get('retry-after'))).toBe(2)
    // No hard lock-out: once the delay has passed the right password works from there too.
    passLoginDelays()
    expect((await login(PASSWORD, '198.51.100.1')).status).toBe(200)
  }, 30_000)

  it('answers an unknown e-mail and a wrong password the same way, in similar time', async () => {
    const timed = async (email: string, address: string) => {
      const started = performance.now()
      const answer = await login('incorrecta-123', address, email)
      return { ms: performance.now() - started, status: answer.status, message: answer.body?.errors?.[0]?.message }
    }
    const known = []
    const unknown = []
    for (let i = 0; i < 3; i += 1) {
      known.push(await timed(account().email, `203.0.113.${10 + i}`))
      unknown.push(await timed(`nadie.${stamp}.${i}@profemax.mx`, `203.0.113.${20 + i}`))
    }
    expect(new Set([...known, ...unknown].map(({ status, message }) => `${status} ${message}`)).size).toBe(1)
    expect(known[0]!.status).toBe(401)
    const median = (list: { ms: number }[]) => list.map(({ ms }) => ms).sort((a, b) => a - b)[1]!
    const ratio = median(unknown) / median(known)
    // Without the equal hashing time an unknown e-mail answered 20-60 times faster (issue 11); the bounds
    // are loose because the test machine is shared and loaded.
    expect(ratio).toBeGreaterThan(0.33)
    expect(ratio).toBeLessThan(3)
  }, 60_000)
})

describe('password rules', () => {
  it.each([
    ['abc', 'La contraseña debe tener al menos 12 caracteres.'],
    ['password1234', 'La contraseña es demasiado común'],
    ['Qwerty123456', 'La contraseña es demasiado común'],
  ])('refuses %s', async (password, message) => {
    const payload = await testPayload()
    const email = `debil.${stamp}@profemax.mx`
    await expect(
      payload.create({
        collection: 'users',
        data: { email, password, name: 'Débil', role: 'editor' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    try {
      await payload.create({
        collection: 'users',
        data: { email, password, name: 'Débil', role: 'editor' },
        overrideAccess: true,
      })
    } catch (error) {
      expect(JSON.stringify((error as { data?: unknown }).data)).toContain(message)
    }
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it("changing one's own password needs the current one and ends the other sessions", async () => {
    const first = await login(PASSWORD, '192.0.2.50')
    const second = await login(PASSWORD, '192.0.2.51')
    expect([first.status, second.status]).toEqual([200, 200])
    const id = first.body.user.id
    const NEW = 'Otra-frase-larga-de-Puebla-2031'
    const change = (body: Record<string, string>) =>
      api('PATCH', `/api/users/${id}`, { body, token: first.body.token, address: '192.0.2.50' })
    const missing = await change({ password: NEW })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body)).toContain('Escribe tu contraseña actual para cambiarla.')
    const wrong = await change({ password: NEW, currentPassword: 'no-es-la-actual-123' })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toContain('La contraseña actual no es correcta.')
    expect((await login(NEW, '192.0.2.52')).status).toBe(401)
    const changed = await change({ password: NEW, currentPassword: PASSWORD })
    expect(changed.status).toBe(200)
    // The other session is over; the one that made the change goes on.
    expect((await api('GET', '/api/users/me', { token: second.body.token })).body.user).toBeNull()
    expect((await api('GET', '/api/users/me', { token: first.body.token })).body.user?.id).toBe(id)
    expect((await login(NEW, '192.0.2.53')).status).toBe(200)
  }, 60_000)
})
