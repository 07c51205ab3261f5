import { getPayload, type CollectionSlug, type Payload } from 'payload'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import config from '../../payload.config'
import { publishedCollections } from '../../src/content/registry'
import { TEST_USERS } from './users'

export type Role = keyof typeof TEST_USERS | 'anonymous'

let payloadPromise: Promise<Payload> | undefined
export const testPayload = (): Promise<Payload> => (payloadPromise ??= getPayload({ config }))

type Account = { email: string; password: string; name: string; role: 'admin' | 'editor' }

/**
 * Sign-ins for a set of test accounts. One promise per role is shared by every caller from its start,
 * so concurrent first calls sign in once; the account is created unless it exists, and a concurrent
 * creation elsewhere (another Jest worker: the unique e-mail refuses the second) counts as existing.
 */
export const accountTokens = <R extends string>(accounts: Record<R, Account>) => {
  const tokens = new Map<R, Promise<string>>()
  const ensureAccount = async (payload: Payload, account: Account): Promise<void> => {
    const exists = async () =>
      (await payload.count({ collection: 'users', where: { email: { equals: account.email } }, overrideAccess: true }))
        .totalDocs > 0
    if (await exists()) return
    try {
      await payload.create({ collection: 'users', data: account, overrideAccess: true })
    } catch (error) {
      if (!(await exists())) throw error
    }
  }
  const signIn = async (role: R): Promise<string> => {
    const payload = await testPayload()
    const account = accounts[role]
    await ensureAccount(payload, account)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: account.email, password: account.password },
    })
    if (!token) throw new Error(`no token for ${role}`)
    return token
  }
  return (role: R): Promise<string> => {
    let pending = tokens.get(role)
    if (!pending) {
      pending = signIn(role)
      tokens.set(role, pending)
      // A failed sign-in is not kept: the next call tries again.
      pending.catch(() => tokens.delete(role))
    }
    return pending
  }
}

const testAccountToken = accountTokens(TEST_USERS)

/** A JWT for the role's test account, as Payload's own login issues it. */
export const tokenFor = async (role: Role): Promise<string | undefined> =>
  role === 'anonymous' ? undefined : testAccountToken(role)

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

/**
 * GraphQL is off unless GRAPHQL_ENABLED=1 (src/lib/graphql-settings.ts). A test file about its
 * behaviour turns it on for itself (`beforeAll(() => enableGraphQL())`); Payload reads the switch on
 * every request, and each Jest test file has its own Payload instance.
 */
export const enableGraphQL = async (on = true): Promise<void> => {
  const { config: live } = await testPayload()
  live.graphQL = { ...live.graphQL, disable: !on }
}

export const graphql = async (query: string, as: Role = 'anonymous') => {
  const token = await tokenFor(as)
  const request = new Request('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query }),
  })
  const response = await graphqlHandler(request)
  return {
    status: response.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL data is inspected loosely in assertions
    json: (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] },
  }
}

/** Every registered content type whose visitors read published items only (src/content/registry.ts): the access loops' list. */
export const CONTENT_COLLECTIONS = publishedCollections()

let cedulaSequence = Math.floor(Math.random() * 1000)
/**
 * A cédula profesional (8 digits, no leading zero) no other call in this run returns in practice:
 * 5 digits of the millisecond clock and a counter started at random, so two suites calling in the
 * same millisecond differ.
 */
export const uniqueCedula = (): string => {
  cedulaSequence = (cedulaSequence + 1) % 1000
  return `${10_000 + (Date.now() % 90_000)}${String(cedulaSequence).padStart(3, '0')}`
}

/** The member code stored for an address (the registration's answer no longer carries it). */
export const memberCodeOf = async (email: string): Promise<string> => {
  const { docs } = await (
    await testPayload()
  ).find({
    collection: 'registrations',
    where: { email: { equals: email.toLowerCase() } },
    select: { member_code: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const code = docs[0]?.member_code
  if (!code) throw new Error('no registration stored for that address')
  return code
}

/**
 * A test's cleanup of items it created (issue 28): the contract's `DELETE` of a content type moves the
 * item to 'Papelera', which would leave trashed rows behind for the rest of the run; this deletes them
 * for good (trashed or not), as 'Eliminar definitivamente' does, without expiring any cache.
 */
export const deleteForGood = async (collection: CollectionSlug, ...ids: (number | string)[]): Promise<void> => {
  if (!ids.length) return
  const payload = await testPayload()
  await payload.delete({
    collection,
    where: { id: { in: ids.map(Number) } },
    trash: true,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
