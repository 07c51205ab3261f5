import { getPayload, type Payload } from 'payload'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import config from '../../payload.config'
import { TEST_USERS } from './users'

export type Role = keyof typeof TEST_USERS | 'anonymous'

let payloadPromise: Promise<Payload> | undefined
export const testPayload = (): Promise<Payload> => (payloadPromise ??= getPayload({ config }))

const tokens = new Map<Role, string>()

/** A JWT for the role's test account, as Payload's own login issues it. */
export const tokenFor = async (role: Role): Promise<string | undefined> => {
  if (role === 'anonymous') return undefined
  const cached = tokens.get(role)
  if (cached) return cached
  const payload = await testPayload()
  const { email, password } = TEST_USERS[role]
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (!totalDocs) await payload.create({ collection: 'users', data: TEST_USERS[role], overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error(`no token for ${role}`)
  tokens.set(role, token)
  return token
}

const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
}

type RestInit = { as?: Role; body?: unknown }

/** Calls Payload's REST API in-process exactly as an HTTP client would reach /api. */
export const rest = async (method: keyof typeof handlers, path: string, { as = 'anonymous', body }: RestInit = {}) => {
  const token = await tokenFor(as)
  const url = new URL(`/api/${path.replace(/^\//, '')}`, 'http://localhost:3000')
  const request = new Request(url, {
    method,
    headers: {
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = text
  }
  return { status: response.status, json: json as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are inspected loosely in assertions
}

const graphqlHandler = GRAPHQL_POST(config)

export const graphql = async (query: string, as: Role = 'anonymous') => {
  const token = await tokenFor(as)
  const request = new Request('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query }),
  })
  const response = await graphqlHandler(request)
  return { status: response.status, json: (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] } } // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL data is inspected loosely in assertions
}

export const CONTENT_COLLECTIONS = [
  'image-categories',
  'images',
  'template-categories',
  'template-files',
  'development-books',
  'courses',
  'tools',
  'music-categories',
  'music-items',
  'recipes',
  'wellbeing-books',
  'podcasts',
  'blogs',
] as const
