import config from '@payload-config'
import { GRAPHQL_POST, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import { guardGraphql, guardRest } from '../../../src/lib/request-guard'
import { call } from '../contract/call'
import { enableGraphQL, testPayload, tokenFor } from '../helpers'

// The handlers exactly as src/app/(payload)/api wraps them.
const options = { collections: async () => new Set((await config).collections.map(({ slug }) => slug)) }
const handlers = {
  GET: guardRest(REST_GET(config), options),
  POST: guardRest(REST_POST(config), options),
  PATCH: guardRest(REST_PATCH(config), options),
}
const graphql = guardGraphql(GRAPHQL_POST(config))

const api = async (
  method: keyof typeof handlers,
  path: string,
  init: { body?: string; type?: string; staff?: boolean } = {},
) => {
  const headers = new Headers(init.type ? { 'Content-Type': init.type } : {})
  if (init.staff) headers.set('Authorization', `JWT ${await tokenFor('admin')}`)
  const url = new URL(path, 'http://localhost:3000')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await handlers[method](new Request(url, { method, headers, body: init.body }), {
    params: Promise.resolve({ slug }),
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

describe('malformed requests get a Spanish 4xx, never a 5xx', () => {
  it.each([
    ['/api/activities/NaN', 404],
    ['/api/activities/1.5', 404],
    ['/api/activities/99999999999999999999', 404],
    ['/api/activities/%F0%9F%98%80', 404],
    ['/api/activities?where=notjson', 400],
    ['/api/activities?page=-3', 400],
    ['/api/activities?like=%00', 400],
    ['/api/activities?where[title][equals]=a%00b', 400],
  ])('GET %s -> %i', async (path, status) => {
    for (const staff of [false, true]) {
      const answer = await api('GET', path, { staff })
      expect(answer.status).toBe(status)
      expect(answer.body.errors[0].message).toMatch(/solicitud|elemento/)
    }
  })

  it.each([
    '/api/activities?where[id][in]=1,abc',
    '/api/image-categories?where[is_active][equals]=notabool',
    '/api/activities?where[id][equals]=abc',
  ])('a value the database cannot take (%s) is 400, not 500', async (path) => {
    for (const staff of [false, true]) expect((await api('GET', path, { staff })).status).toBeLessThan(500)
  })

  it('bodies: truncated JSON 400, a NUL byte 400, over the cap 413 — and nothing is stored', async () => {
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'activities' })).totalDocs
    expect(
      (await api('POST', '/api/activities', { body: '{"title": "a', type: 'application/json', staff: true })).status,
    ).toBe(400)
    expect(
      (await api('POST', '/api/activities', { body: '{"title": "a\\u0000"}', type: 'application/json', staff: true }))
        .status,
    ).toBe(400)
    // Payload reads no urlencoded bodies: `_method` abuse in one is refused, not crashed on.
    expect(
      (
        await api('POST', '/api/activities', {
          body: '_method=DELETE&id=abc',
          type: 'application/x-www-form-urlencoded',
          staff: true,
        })
      ).status,
    ).toBe(415)
    expect((await api('POST', '/api/activities', { body: 'null', type: 'application/json', staff: true })).status).toBe(
      400,
    )
    const huge = await api('POST', '/api/activities', {
      body: `{"title":"${'a'.repeat(2 * 1024 * 1024)}"}`,
      type: 'application/json',
      staff: true,
    })
    expect(huge).toEqual({
      status: 413,
      body: expect.objectContaining({ message: 'La solicitud es demasiado grande.' }),
    })
    expect((await payload.count({ collection: 'activities' })).totalDocs).toBe(before)
  })

  it('a relation to an item that does not exist is 409 with a Spanish message, and nothing changes', async () => {
    const payload = await testPayload()
    const [category] = (
      await payload.find({ collection: 'image-categories', limit: 1, depth: 0, overrideAccess: true })
    ).docs
    const answer = await api('PATCH', `/api/image-categories/${category!.id}`, {
      body: JSON.stringify({ image_path: 2_000_000_000 }),
      type: 'application/json',
      staff: true,
    })
    expect(answer.status).toBe(409)
    expect(answer.body.errors[0].message).toMatch(/no concuerda con los datos guardados/)
    const after = await payload.findByID({
      collection: 'image-categories',
      id: category!.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after.image_path).toEqual(category!.image_path)
  })

  it('GraphQL: bad JSON 400, another content type 415', async () => {
    const post = (body: string, type = 'application/json') =>
      graphql(
        new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'Content-Type': type }, body }),
      )
    expect((await post('{"query":')).status).toBe(400)
    expect((await post('query=x', 'application/x-www-form-urlencoded')).status).toBe(415)
    // A well-formed query: 404 while GraphQL is off (the default), answered once GRAPHQL_ENABLED turns it on.
    expect((await post(JSON.stringify({ query: '{ Activities(limit: 1) { docs { id } } }' }))).status).toBe(404)
    await enableGraphQL()
    try {
      expect((await post(JSON.stringify({ query: '{ Activities(limit: 1) { docs { id } } }' }))).status).toBe(200)
    } finally {
      await enableGraphQL(false)
    }
  })

  it('the contract: a NUL byte in a registration field or in filters[text] is 400; a huge nomination 413', async () => {
    const registration = {
      nombre: 'Ana\u0000',
      apellido: 'Ruiz',
      email: 'nul@escuela.mx',
      telefono: '5512345678',
      fecha_nac: '1990-01-01',
      cp: '01000',
      cedula: '7654321',
      escuela: 'Primaria',
    }
    const refused = await call('POST', '/officemax/register', {
      json: registration,
      headers: { 'x-profemax-peer': '192.0.2.77' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('El texto contiene caracteres no permitidos.')
    expect((await call('GET', '/profe-max/recursos-educativos/actividades/all?filters[text]=%00')).status).toBe(400)
    const huge = await call('POST', '/proximamente/mi-profe-max/nominaciones', {
      raw: { body: `{"userData":{"nombre":"${'a'.repeat(3 * 1024 * 1024)}"}}`, type: 'application/json' },
      headers: { 'x-profemax-peer': '192.0.2.78' },
    })
    expect(huge.status).toBe(413)
  })
})

describe('answers with personal data', () => {
  it('are Cache-Control: no-store (registrations, nominations, users)', async () => {
    for (const path of ['/api/registrations?limit=1', '/api/nominations?limit=1', '/api/users/me']) {
      const headers = new Headers({ Authorization: `JWT ${await tokenFor('admin')}` })
      const url = new URL(path, 'http://localhost:3000')
      const response = await handlers.GET(new Request(url, { headers }), {
        params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }),
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })
})
