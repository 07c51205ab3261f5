import { blogsPath, PROGRAM_PATHS } from '../../../src/contract/paths'
import { CONTEST_API } from '../../../src/lib/site-config'
import { call } from '../contract/call'
import { guardedApi, guardedGraphql } from './guarded'

/**
 * Issue 27: `Cache-Control: no-store` was missing on /api/votes, /api/mail-outbox (unsent reset links
 * and member codes), /api/audit-log and the staff contract reads (the full ranking, blog lists with
 * signed preview links). Set in one place for each door: the /api guard and the contract dispatcher.
 */
describe('no-store on every answer with personal data or staff-only links (issue 27)', () => {
  it.each([
    '/api/votes?limit=0',
    '/api/mail-outbox?limit=0',
    '/api/audit-log?limit=0',
    '/api/registrations?limit=1',
    '/api/nominations?limit=1',
    '/api/users/me',
    '/api/blogs?draft=true&limit=1',
    '/api/scheduled-changes?limit=1',
  ])('GET %s as an admin', async (path) => {
    const answer = await guardedApi('GET', path, { as: 'admin' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('the personal collections say no-store to a refused anonymous caller too', async () => {
    for (const path of ['/api/votes', '/api/mail-outbox', '/api/audit-log'])
      expect((await guardedApi('GET', path)).headers.get('cache-control')).toBe('no-store')
  })

  it('GraphQL answers to a signed-in caller', async () => {
    const answer = await guardedGraphql(JSON.stringify({ query: '{ Blogs(limit: 1) { docs { id } } }' }), {
      as: 'editor',
    })
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it.each([
    ['the full ranking', `${CONTEST_API}/ranking/completo`, 'editor'],
    ['a blog list with preview links', `${blogsPath('alumnos')}/all?paginated=true`, 'editor'],
    ['the registrations screen', PROGRAM_PATHS.registrations, 'admin'],
  ] as const)('the contract: %s (%s) as staff', async (_name, path, as) => {
    const answer = await call('GET', path, { as })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it("an anonymous public read keeps its cacheable answer (the proxy's and the site's cache)", async () => {
    const answer = await call('GET', `${blogsPath('alumnos')}/all?paginated=true`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control') ?? '').not.toContain('no-store')
    expect((await guardedApi('GET', '/api/blogs?limit=1')).headers.get('cache-control') ?? '').not.toContain('no-store')
  })
})
