import { CONTEST_API, NOMINATION_PATH } from '../../../src/lib/site-config'
import { MAX_JSON_DEPTH } from '../../../src/lib/json-limits'
import { call } from '../contract/call'
import { deeplyNested, guardedApi, guardedGraphql } from './guarded'

/**
 * Issue 27: 12k-level nested JSON (~24 KB) answered 500 (a recursive walk over the body overflowed the
 * stack). Every JSON body is now refused past MAX_JSON_DEPTH levels with a 400 and a Spanish message,
 * checked without recursion, before anything walks it.
 */
const DEEP = deeplyNested(12_000)
const TOO_DEEP = /niveles/

describe('over-deep JSON bodies are refused with 400, never a 500', () => {
  it('the limit is documented and sane', () => {
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(32)
    expect(MAX_JSON_DEPTH).toBeLessThanOrEqual(128)
  })

  it.each([
    ['votos', `${CONTEST_API}/votos`, 'email'],
    ['nominaciones', NOMINATION_PATH, 'userData'],
  ])('the contract: %s with 12,000 levels -> 400', async (_name, path, key) => {
    const answer = await call('POST', path, {
      raw: { body: deeplyNested(12_000, key), type: 'application/json' },
      headers: { 'x-profemax-peer': '192.0.2.201' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ error: true, message: expect.stringMatching(TOO_DEEP) })
  })

  it('the contract: one level past the limit is refused, the limit itself is read', async () => {
    const path = `${CONTEST_API}/votos`
    const over = await call('POST', path, {
      raw: { body: deeplyNested(MAX_JSON_DEPTH, 'email'), type: 'application/json' },
      headers: { 'x-profemax-peer': '192.0.2.202' },
    })
    expect(over.status).toBe(400)
    expect(over.body.message).toMatch(TOO_DEEP)
    // The top object is one level: MAX_JSON_DEPTH - 1 more fit. The vote itself is refused for its fields, not its depth.
    const at = await call('POST', path, {
      raw: { body: deeplyNested(MAX_JSON_DEPTH - 1, 'email'), type: 'application/json' },
      headers: { 'x-profemax-peer': '192.0.2.203' },
    })
    expect(at.status).toBeLessThan(500)
    expect(at.body?.message ?? '').not.toMatch(TOO_DEEP)
  })

  it('staff POST /api/blogs with 12,000 levels, as JSON and as a multipart `_payload` -> 400', async () => {
    const json = await guardedApi('POST', '/api/blogs', { body: DEEP, type: 'application/json', as: 'admin' })
    expect(json.status).toBe(400)
    expect(json.body.errors[0].message).toMatch(TOO_DEEP)
    const form = new FormData()
    form.append('_payload', DEEP)
    const multipart = await guardedApi('POST', '/api/blogs', { body: form, as: 'admin' })
    expect(multipart.status).toBe(400)
    expect(multipart.body.errors[0].message).toMatch(TOO_DEEP)
  })

  it('a deep rich-text body inside a normal-sized request is refused too (the editor nests lists a few levels)', async () => {
    let node: Record<string, unknown> = { type: 'text', text: 'x', version: 1 }
    for (let i = 0; i < 200; i += 1) node = { type: 'paragraph', version: 1, children: [node] }
    const body = JSON.stringify({
      audience: 'alumnos',
      name: 'Profundo',
      body: { root: { type: 'root', version: 1, children: [node] } },
    })
    const answer = await guardedApi('POST', '/api/blogs', { body, type: 'application/json', as: 'admin' })
    expect(answer.status).toBe(400)
  })

  it('GraphQL variables 12,000 levels deep -> 400', async () => {
    const answer = await guardedGraphql(`{"query":"{ __typename }","variables":${deeplyNested(12_000)}}`)
    expect(answer.status).toBe(400)
  })
})

describe('a `where` operator the field cannot take answers 4xx', () => {
  it.each([
    'where[portions][near]=1,2',
    'where[portions][near]=1,2,3,4',
    'where[title][within]=x',
    'where[title][intersects]=x',
    'where[or][0][portions][near]=1,2',
  ])('GET /api/recipes?%s -> 4xx, anonymous and as staff', async (query) => {
    for (const as of ['anonymous', 'admin'] as const) {
      const answer = await guardedApi('GET', `/api/recipes?${query}`, { as })
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
  })
})
