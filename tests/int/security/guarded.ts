import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import { guardGraphql, guardRest } from '../../../src/lib/request-guard'
import { tokenFor, type Role } from '../helpers'

// Payload's handlers exactly as src/app/(payload)/api wraps them, for the security tests.
const options = {
  collections: async () => new Set((await config).collections.map(({ slug }) => slug)),
  accountExists: async () => true,
}
const handlers = {
  GET: guardRest(REST_GET(config), options),
  POST: guardRest(REST_POST(config), options),
  PATCH: guardRest(REST_PATCH(config), options),
  DELETE: guardRest(REST_DELETE(config), options),
}
const graphqlHandler = guardGraphql(GRAPHQL_POST(config))

export type GuardedInit = { body?: BodyInit; type?: string; as?: Role }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are inspected loosely in assertions
export type GuardedAnswer = { status: number; body: any; headers: Headers }

const read = async (response: Response): Promise<GuardedAnswer> => {
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers }
}

/** A request to /api through the request guard, as the app serves it. */
export const guardedApi = async (
  method: keyof typeof handlers,
  path: string,
  init: GuardedInit = {},
): Promise<GuardedAnswer> => {
  const headers = new Headers(init.type ? { 'Content-Type': init.type } : {})
  const token = await tokenFor(init.as ?? 'anonymous')
  if (token) headers.set('Authorization', `JWT ${token}`)
  const url = new URL(path, 'http://localhost:3000')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return read(
    await handlers[method](new Request(url, { method, headers, body: init.body }), {
      params: Promise.resolve({ slug }),
    }),
  )
}

/** A POST to /api/graphql through its guard. */
export const guardedGraphql = async (body: string, init: { type?: string; as?: Role } = {}): Promise<GuardedAnswer> => {
  const headers = new Headers({ 'Content-Type': init.type ?? 'application/json' })
  const token = await tokenFor(init.as ?? 'anonymous')
  if (token) headers.set('Authorization', `JWT ${token}`)
  return read(await graphqlHandler(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers, body })))
}

/** JSON nested `levels` deep: `{"a":[[[…]]]}`, ~2 bytes a level. */
export const deeplyNested = (levels: number, key = 'a'): string =>
  `{"${key}":${'['.repeat(levels)}${']'.repeat(levels)}}`
