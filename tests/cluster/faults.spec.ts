import { expect, test } from '@playwright/test'
import pg from 'pg'

import { APP_A, APP_B, PNG, PROXY, control, registration, staffOn, staffToken } from './cluster'

// Faults on production's topology. Each test restores what it stopped, also when it fails.
// A fault test may stop an instance (up to 30 s of draining) and start it again (up to 90 s on a busy
// machine, scripts/lib/cluster.mjs): more than the default 2 min together.
test.describe.configure({ timeout: 240_000 })

const PUBLIC = ['/', '/blogs/alumnos', '/profe-max', '/blogs', '/admin/blogs/alumnos/all?only_active=true']
// No request of a fault test waits longer than this: a wedged part fails the test with the address
// that hung, instead of the whole test timing out with nothing to read.
const REQUEST_LIMIT_MS = 20_000
const STORAGE_UNAVAILABLE =
  'El almacenamiento de archivos no está disponible en este momento. Intenta de nuevo en unos minutos.'

/** `count` GETs of public addresses, `concurrency` at a time; a fresh query string makes each one reach an instance. */
const getStream = async (base: string, count: number, concurrency: number, onProgress?: (done: number) => void) => {
  const failures: string[] = []
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < count) {
      const n = next++
      const address = PUBLIC[n % PUBLIC.length]!
      const url = `${base}${address}${address.includes('?') ? '&' : '?'}n=${n}-${Date.now()}`
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_LIMIT_MS) })
        await response.arrayBuffer()
        if (response.status !== 200) failures.push(`${response.status} ${address}`)
      } catch (error) {
        failures.push(`${String(error)} ${address}`)
      }
      onProgress?.(++done)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return failures
}

test('kill -9 of one instance during a stream of public GETs through the proxy: no failed answer', async () => {
  let killed: Promise<void> | null = null
  try {
    const failures = await getStream(PROXY, 400, 8, (done) => {
      if (done === 80) killed = control('kill-app/0')
    })
    await killed
    expect(killed).not.toBeNull()
    expect(failures).toEqual([])
  } finally {
    await control('start-app/0')
  }
})

test('kill -9 of an instance during 500 registrations through the proxy: every acknowledged one stored once, none twice', async () => {
  const sent = Array.from({ length: 500 }, () => registration('cluster'))
  const acknowledged: string[] = []
  let next = 0
  let done = 0
  let killed: Promise<void> | null = null
  const worker = async () => {
    while (next < sent.length) {
      const data = sent[next++]!
      try {
        const response = await fetch(`${PROXY}/officemax/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(data),
          signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
        })
        const body = (await response.json().catch(() => null)) as { error?: boolean } | null
        if (response.status === 201 && body?.error === false) acknowledged.push(data.email)
      } catch {
        // not acknowledged: may or may not be stored, never twice (checked below)
      }
      if (++done === 100) killed = control('kill-app/1')
    }
  }
  try {
    await Promise.all(Array.from({ length: 10 }, worker))
    await killed
  } finally {
    await control('start-app/1')
  }
  expect(acknowledged.length).toBeGreaterThan(250)
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const { rows } = await db.query<{ email: string; n: string }>(
      'select email, count(*) as n from registrations where email = any($1) group by email',
      [sent.map((data) => data.email)],
    )
    const stored = new Map(rows.map((row) => [row.email, Number(row.n)]))
    for (const email of acknowledged) expect(stored.get(email), email).toBe(1)
    expect(rows.filter((row) => Number(row.n) > 1)).toEqual([])
  } finally {
    await db.end()
  }
})

test('Redis stopped: pages are still served and /readyz says Redis is the failing part', async () => {
  await control('stop-redis')
  try {
    expect(await getStream(PROXY, 20, 4)).toEqual([])
    expect(await getStream(APP_A, 10, 2)).toEqual([])
    expect(await getStream(APP_B, 10, 2)).toEqual([])
    const ready = await fetch(`${APP_A}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({
      status: 'unavailable',
      failing: ['redis'],
      checks: { database: 'ok', s3: 'ok' },
    })
  } finally {
    await control('start-redis')
  }
  await expect.poll(async () => (await fetch(`${APP_A}/readyz`)).status, { timeout: 15_000 }).toBe(200)
})

test('S3 stopped: public pages are still served; an upload gets a clear Spanish 503', async () => {
  const staff = await staffOn(APP_A)
  await control('stop-s3')
  try {
    expect(await getStream(PROXY, 20, 4)).toEqual([])
    const upload = await staff.post('/api/media', {
      multipart: {
        file: { name: 'sin-almacen.png', mimeType: 'image/png', buffer: PNG },
        _payload: JSON.stringify({ alt: 'x' }),
      },
    })
    expect(upload.status(), await upload.text()).toBe(503)
    expect(JSON.stringify(await upload.json())).toContain(STORAGE_UNAVAILABLE)
    const ready = await fetch(`${APP_B}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ failing: ['s3'] })
  } finally {
    await control('start-s3')
    await staff.dispose()
  }
})

test('SIGTERM drains: an upload still being sent when the instance is told to stop is stored and answered', async () => {
  const token = await staffToken(APP_A)
  const boundary = `----profemax${Date.now()}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"Drenada"}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="drenada.png"\r\nContent-Type: image/png\r\n\r\n`,
  )
  const tail = Buffer.concat([PNG, Buffer.from(`\r\n--${boundary}--\r\n`)])
  let stopped: Promise<void> | null = null
  let parts = 0
  // The body arrives in two parts 1.5 s apart; SIGTERM reaches the instance between them. `pull` (not
  // `start`, which runs before fetch has even connected): the first part is read by fetch once the
  // connection is open, so on a slow machine the signal cannot overtake the request's head.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      parts += 1
      if (parts === 1) return controller.enqueue(new Uint8Array(head))
      await new Promise((resolve) => setTimeout(resolve, 300))
      stopped = control('term-app/0')
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      controller.enqueue(new Uint8Array(tail))
      controller.close()
    },
  })
  try {
    const response = await fetch(`${APP_A}/api/media`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
      signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
    } as RequestInit)
    expect(response.status, await response.clone().text()).toBe(201)
    const doc = ((await response.json()) as { doc: { filename: string } }).doc
    await stopped
    // The instance is gone; the file is in the shared storage, served by the other one.
    await expect(fetch(`${APP_A}/healthz`)).rejects.toThrow()
    // As staff: an upload nothing published uses yet is not public (collections/media/visibility.ts).
    expect(
      (
        await fetch(`${APP_B}/api/media/file/${encodeURIComponent(doc.filename)}`, {
          headers: { Authorization: `JWT ${await staffToken(APP_B)}` },
        })
      ).status,
    ).toBe(200)
  } finally {
    await stopped
    await control('start-app/0')
  }
})

test('every instance down: the proxy keeps serving the pages it has', async () => {
  const pages = ['/', '/blogs/alumnos', '/profe-max']
  for (const page of pages) for (let i = 0; i < 2; i += 1) expect((await fetch(`${PROXY}${page}`)).status).toBe(200)
  await Promise.all([control('kill-app/0'), control('kill-app/1')])
  try {
    await expect(fetch(`${APP_A}/healthz`)).rejects.toThrow()
    for (const page of pages) {
      const response = await fetch(`${PROXY}${page}`)
      expect(response.status, page).toBe(200)
      expect(await response.text(), page).toContain('ProfeMax')
    }
  } finally {
    await Promise.all([control('start-app/0'), control('start-app/1')])
  }
})
