import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { NextRequest } from 'next/server'

import { dispatch } from '../../../src/contract/dispatch'
import { CONTRACT } from '../../../src/contract/table'
import { proxy } from '../../../src/proxy'
import { testPayload, tokenFor } from '../helpers'

const SITE = 'http://localhost:3000'
const FOREIGN = 'https://evil.example'

type Write = { method: string; path: string; body?: string; type?: string }

/** Every state-changing path: the contract table, each /api collection and global, GraphQL, logout. */
const writePaths = async (): Promise<Write[]> => {
  const payload = await testPayload()
  const contract = CONTRACT.filter((route) => route.method !== 'GET').map((route) => ({
    method: route.method,
    path: route.path.replace('{id}', '999999').replace('{audience}', 'docentes'),
    body: '{}',
    type: 'application/json',
  }))
  const json = { body: '{}', type: 'application/json' }
  const api = payload.config.collections.flatMap(({ slug }) => [
    { method: 'POST', path: `/api/${slug}`, ...json },
    { method: 'PATCH', path: `/api/${slug}/999999`, ...json },
    { method: 'DELETE', path: `/api/${slug}/999999` },
  ])
  const globals = payload.config.globals.map(({ slug }) => ({ method: 'POST', path: `/api/globals/${slug}`, ...json }))
  const graphql = {
    method: 'POST',
    path: '/api/graphql',
    body: JSON.stringify({ query: 'mutation { deleteActivity(id: 999999) { id } }' }),
    type: 'application/json',
  }
  return [...contract, ...api, ...globals, graphql, { method: 'POST', path: '/api/users/logout' }]
}

const request = (write: Write, cookie: string, origin: string) =>
  new Request(new URL(write.path, SITE), {
    method: write.method,
    headers: { Cookie: cookie, Origin: origin, ...(write.type ? { 'Content-Type': write.type } : {}) },
    body: write.body,
  })

const rest = { POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }
const graphql = GRAPHQL_POST(config)

/** What the app answers behind the proxy: the contract's dispatcher, GraphQL, or Payload's REST handlers. */
const app = (req: Request): Promise<Response> => {
  const { pathname } = new URL(req.url)
  if (pathname === '/api/graphql') return graphql(req)
  if (pathname.startsWith('/api/')) {
    const slug = pathname.replace(/^\/api\//, '').split('/')
    return rest[req.method as keyof typeof rest](req, { params: Promise.resolve({ slug }) })
  }
  return dispatch(req)
}

describe('cookie-authenticated writes from another origin', () => {
  let cookie = ''
  beforeAll(async () => {
    cookie = `payload-token=${await tokenFor('admin')}`
  })

  it('are refused by the proxy on every write path (contract, /api collections and globals, GraphQL, logout)', async () => {
    const writes = await writePaths()
    expect(writes.length).toBeGreaterThan(100)
    const accepted: string[] = []
    for (const write of writes) {
      const response = await proxy(new NextRequest(request(write, cookie, FOREIGN)))
      if (response.status !== 403) accepted.push(`${write.method} ${write.path} -> ${response.status}`)
      else expect((await response.json()).message).toBe('Solicitud rechazada: el origen no es este sitio.')
    }
    expect(accepted).toEqual([])
  })

  it('also by the contract itself, and by a browser that sends only Sec-Fetch-Site: cross-site', async () => {
    const write = (await writePaths())[0]!
    expect((await dispatch(request(write, cookie, FOREIGN))).status).toBe(403)
    const noOrigin = new Request(new URL('/api/activities', SITE), {
      method: 'POST',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
      body: '{}',
    })
    expect((await proxy(new NextRequest(noOrigin))).status).toBe(403)
  })

  it('from the site itself pass the proxy and reach the handler signed in (refused only for their content)', async () => {
    const writes = (await writePaths()).filter((write) => write.path !== '/api/users/logout')
    const refused: string[] = []
    for (const write of writes) {
      const passed = await proxy(new NextRequest(request(write, cookie, SITE)))
      if (passed.status === 403) refused.push(`proxy ${write.method} ${write.path}`)
      const answer = await app(request(write, cookie, SITE))
      // Signed in as admin: unknown ids are 404, empty bodies 400 — never "sign in" or "wrong origin".
      if (answer.status === 401 || (answer.status === 403 && /origen|origin/i.test(await answer.text())))
        refused.push(`${write.method} ${write.path} -> ${answer.status}`)
    }
    expect(refused).toEqual([])
  })

  it('a real edit from the site origin is saved; the same edit from another origin changes nothing', async () => {
    const payload = await testPayload()
    const item = await payload.create({
      collection: 'activities',
      data: {
        title: 'Origen prueba',
        description: 'Prueba',
        activity_date: '2026-12-01',
        school_grade: '1',
        materials_link: 'https://example.com',
        materials_list: ['x'],
      },
      overrideAccess: true,
    })
    try {
      const patch = (origin: string, name: string) =>
        request(
          {
            method: 'PATCH',
            path: `/api/activities/${item.id}`,
            body: JSON.stringify({ title: name }),
            type: 'application/json',
          },
          cookie,
          origin,
        )
      const foreign = await proxy(new NextRequest(patch(FOREIGN, 'Cambiado por otro sitio')))
      expect(foreign.status).toBe(403)
      expect((await payload.findByID({ collection: 'activities', id: item.id })).title).toBe('Origen prueba')
      expect((await proxy(new NextRequest(patch(SITE, 'Cambiado aquí')))).status).not.toBe(403)
      expect((await app(patch(SITE, 'Cambiado aquí'))).status).toBe(200)
      expect((await payload.findByID({ collection: 'activities', id: item.id })).title).toBe('Cambiado aquí')
    } finally {
      await payload.delete({ collection: 'activities', id: item.id, overrideAccess: true })
    }
  })
})
