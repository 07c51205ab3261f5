import config from '@payload-config'

import { CONTRACT } from '../../../src/contract/table'
import { contractRoutes, hardeningCorpus, type FuzzRequest } from '../../e2e/security/corpus'
import { call } from '../contract/call'
import type { Role } from '../helpers'
import { guardedApi, guardedGraphql } from './guarded'

/**
 * Issue 27's fuzz entries (deep nesting on every write, GraphQL aliases, multipart logins), sent
 * in-process through the same guards and dispatcher the app serves, anonymously and as an admin:
 * no answer may be a 5xx. The production-build fuzz run (tests/e2e/security/fuzz.spec.ts) sends them too.
 */
const send = async (item: FuzzRequest, as: Role): Promise<number> => {
  const type = item.headers?.['Content-Type']
  const body =
    item.body === undefined ? undefined : typeof item.body === 'string' ? item.body : new Uint8Array(item.body)
  if (item.path === '/api/graphql')
    return (await guardedGraphql(typeof body === 'string' ? body : '', { type, as })).status
  if (item.path.startsWith('/api/'))
    return (await guardedApi(item.method as 'GET' | 'POST' | 'PATCH' | 'DELETE', item.path, { body, type, as })).status
  const headers = { 'x-profemax-peer': '192.0.2.250' }
  return (
    await call(item.method, item.path, {
      as,
      headers,
      ...(typeof body === 'string' && type ? { raw: { body, type } } : {}),
    })
  ).status
}

describe("issue 27's fuzz entries answer 4xx, never 5xx", () => {
  it('deep nesting, GraphQL aliases and multipart logins: 0 × 5xx, anonymous and as an admin', async () => {
    const collections = (await config).collections.map(({ slug }) => slug)
    const corpus = hardeningCorpus(collections)
    expect(corpus.length).toBeGreaterThan(60)
    const failures: string[] = []
    for (const as of ['anonymous', 'admin'] as const) {
      for (const item of corpus) {
        const status = await send(item, as)
        if (status >= 500) failures.push(`${as} ${item.method} ${item.path} (${item.label}) -> ${status}`)
      }
    }
    expect(failures).toEqual([])
  }, 300_000)
})

describe('the fuzz corpus reads the whole contract', () => {
  it('every row of the route table, registered types included, is among the routes the corpus fuzzes', () => {
    const fuzzed = new Set(contractRoutes().map((route) => `${route.method} ${route.path}`))
    expect(CONTRACT.map((route) => `${route.method} ${route.path}`).filter((key) => !fuzzed.has(key))).toEqual([])
  })
})
