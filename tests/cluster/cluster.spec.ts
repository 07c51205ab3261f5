import { expect, request, test } from '@playwright/test'

import { ADMIN, APP_A, APP_B, PNG, PROXY, msUntil, staffOn, staffToken, text } from './cluster'

// Production's topology: two instances sharing PostgreSQL, Redis (Next's cache) and S3 (uploads),
// Varnish in front. Whatever staff do through instance A must be what B and the proxy answer.

const BLOG = 'Cómo organizar tu mochila'
const PAGE = '/blogs/alumnos'
const LIST = '/admin/blogs/alumnos/all?only_active=true'

/** The three public views of the blogs of students: B's page, B's contract list, the proxy's page. */
const views = [`${APP_B}${PAGE}`, `${APP_B}${LIST}`, `${PROXY}${PAGE}`]

/** Milliseconds until each view shows the change, labelled by view for the failure message. */
const allWithin = async (accept: (body: string) => boolean): Promise<number[]> => {
  const times = await Promise.all(views.map((url) => msUntil(url, accept)))
  test.info().annotations.push({
    type: 'ms until visible',
    description: views
      .map(
        (url, i) =>
          `${url.replace(/^http:\/\/127\.0\.0\.1:\d+/, (origin) => (origin === PROXY ? 'proxy' : 'B'))} ${times[i]}`,
      )
      .join(', '),
  })
  return times
}

test.describe('a staff edit through instance A', () => {
  test('toggle, save and delete show on B (page and list) and through the proxy within 1 s', async () => {
    const staff = await staffOn(APP_A)
    // Warm every view (B's route cache in Redis, the proxy's cache) so a stale copy would be served.
    for (const url of views) expect(await text(url)).toContain(BLOG)
    for (const url of views) await text(url)
    const proxied = await fetch(`${PROXY}${PAGE}`)
    expect(proxied.headers.get('x-cache')).toBe('HIT')

    const found = await staff.get(`/api/blogs?where[name][equals]=${encodeURIComponent(BLOG)}&depth=0`)
    const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id

    // Toggle: inactive, then active again.
    expect((await staff.post(`/admin/blogs/alumnos/toggle-active/${id}`)).ok()).toBeTruthy()
    for (const ms of await allWithin((body) => !body.includes(BLOG))) expect(ms).toBeLessThanOrEqual(1_000)
    expect((await staff.post(`/admin/blogs/alumnos/toggle-active/${id}`)).ok()).toBeTruthy()
    for (const ms of await allWithin((body) => body.includes(BLOG))) expect(ms).toBeLessThanOrEqual(1_000)

    // Save: a new name, then the old one back.
    const renamed = `${BLOG} (editado ${Date.now().toString(36)})`
    const saved = await staff.patch(`/api/blogs/${id}`, { data: { name: renamed } })
    expect(saved.ok(), await saved.text()).toBeTruthy()
    for (const ms of await allWithin((body) => body.includes(renamed))) expect(ms).toBeLessThanOrEqual(1_000)
    expect((await staff.patch(`/api/blogs/${id}`, { data: { name: BLOG } })).ok()).toBeTruthy()
    for (const ms of await allWithin((body) => body.includes(BLOG) && !body.includes(renamed)))
      expect(ms).toBeLessThanOrEqual(1_000)

    // Delete: a blog created for the purpose disappears from every view.
    const upload = await staff.post('/api/media', {
      multipart: {
        file: { name: 'portada.png', mimeType: 'image/png', buffer: PNG },
        _payload: JSON.stringify({ alt: 'Portada' }),
      },
    })
    expect(upload.ok()).toBeTruthy()
    const image = ((await upload.json()) as { doc: { id: number } }).doc.id
    const name = `Blog de paso ${Date.now().toString(36)}`
    const created = await staff.post('/api/blogs', {
      data: {
        audience: 'alumnos',
        name,
        short_description: 'Breve.',
        description: 'Texto del blog.',
        image_path: image,
        is_active: true,
      },
    })
    expect(created.ok()).toBeTruthy()
    const blogId = ((await created.json()) as { doc: { id: number } }).doc.id
    for (const ms of await allWithin((body) => body.includes(name))) expect(ms).toBeLessThanOrEqual(1_000)
    expect((await staff.delete(`/api/blogs/${blogId}`)).ok()).toBeTruthy()
    for (const ms of await allWithin((body) => !body.includes(name))) expect(ms).toBeLessThanOrEqual(1_000)
    await staff.delete(`/api/media/${image}`)
    await staff.dispose()
  })
})

test('an image uploaded through A is served by B, with the upload safety headers', async () => {
  const staff = await staffOn(APP_A)
  const upload = await staff.post('/api/media', {
    multipart: {
      file: { name: 'compartida.png', mimeType: 'image/png', buffer: PNG },
      _payload: JSON.stringify({ alt: 'Compartida' }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const doc = ((await upload.json()) as { doc: { id: number; filename: string } }).doc
  // Read as staff on B: an upload nothing published uses yet is not public (collections/media/visibility.ts).
  const served = await fetch(`${APP_B}/api/media/file/${encodeURIComponent(doc.filename)}`, {
    headers: { Authorization: `JWT ${await staffToken(APP_B)}` },
  })
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/png')
  expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  expect(served.headers.get('content-security-policy')).toContain('sandbox')
  expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
  await staff.delete(`/api/media/${doc.id}`)
  await staff.dispose()
})

test.describe('anonymous requests through the proxy', () => {
  test('never get a staff page or personal data, even right after staff opened the same address', async () => {
    // Staff as a browser would be: the session cookie, through the proxy, with the Origin a browser
    // sends (Payload ignores a session cookie on a request that names no origin once SITE_URL is set).
    const staff = await request.newContext({ baseURL: PROXY, extraHTTPHeaders: { Origin: PROXY } })
    expect((await staff.post('/api/users/login', { data: ADMIN })).ok()).toBeTruthy()
    const addresses = ['/admin', '/api/users/me', '/api/registrations?limit=5', '/api/users?limit=5', '/', PAGE]
    for (const address of addresses) {
      const seen = await staff.get(address, { maxRedirects: 0 })
      expect(seen.status()).toBeLessThan(500)
    }
    expect(await (await staff.get('/api/users/me')).text()).toContain(ADMIN.email)

    for (const address of addresses) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await fetch(`${PROXY}${address}`, { redirect: 'manual' })
        const body = await answer.text()
        expect(body, address).not.toContain(ADMIN.email)
        expect(answer.headers.get('set-cookie') ?? '', address).not.toContain('payload-token')
      }
    }
    const me = await fetch(`${PROXY}/api/users/me`)
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
    expect([401, 403]).toContain((await fetch(`${PROXY}/api/registrations?limit=5`)).status)
    await staff.dispose()
  })
})

test('the proxy refuses a PURGE without the shared secret, from any address (issue 27)', async () => {
  // From 127.0.0.1, which the old address list let purge: the address no longer counts, only X-Purge-Token.
  const variants: Record<string, string>[] = [{}, { 'X-Purge-Token': 'adivinado' }, { 'X-Purge-Token': '' }]
  for (const headers of variants) {
    const answer = await fetch(`${PROXY}/*`, { method: 'PURGE', headers })
    expect(answer.status).toBe(403)
  }
})
