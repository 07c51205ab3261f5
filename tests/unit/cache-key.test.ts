import { listQuery, MAX_CACHED_PAGE, noQuery, stateQuery } from '../../src/contract/cache'
import { MAX_PAGE_SIZE, UNPAGED_LIMIT } from '../../src/contract/list'

const url = (query: string) => new URL(`http://localhost/api/recursos-educativos/actividades/all${query}`)
const list = listQuery(5)

describe('the cache key of a public read', () => {
  it('ignores parameters the answer does not depend on', () => {
    const keys = new Set(
      ['', '?x=1', '?x=2&y=3', '?only_active=true', '?page=7', '?pageSize=40', '?utm_source=mail'].map((query) =>
        list(url(query)),
      ),
    )
    // The bounded plain array (src/contract/list.ts) under its own key: no entry cached before the bound is served.
    expect([...keys]).toEqual([`first-${UNPAGED_LIMIT}`])
    expect(noQuery(url('?section=1&x=9'))).toBe('')
  })

  it('keys a page by its number only, in one spelling', () => {
    expect(list(url('?paginated=true&page=2'))).toBe('page=2')
    expect(list(url('?paginated=1&page=2&pageSize=5&junk=1'))).toBe('page=2')
    expect(list(url('?paginated=true&page=-3'))).toBe('page=1')
    expect(list(url('?paginated=true&page=abc'))).toBe('page=1')
  })

  it("keys the largest page size too: the one a bounded array's Link pages by", () => {
    expect(list(url(`?paginated=true&page=3&pageSize=${MAX_PAGE_SIZE}`))).toBe(`page=3;size=${MAX_PAGE_SIZE}`)
    expect(list(url(`?paginated=true&page=3&pageSize=${MAX_PAGE_SIZE * 5}`))).toBe(`page=3;size=${MAX_PAGE_SIZE}`)
    expect(list(url(`?paginated=true&page=${MAX_CACHED_PAGE + 1}&pageSize=${MAX_PAGE_SIZE}`))).toBeNull()
  })

  it('is bounded: far pages, other page sizes and free text are answered without the cache', () => {
    expect(list(url(`?paginated=true&page=${MAX_CACHED_PAGE}`))).toBe(`page=${MAX_CACHED_PAGE}`)
    expect(list(url(`?paginated=true&page=${MAX_CACHED_PAGE + 1}`))).toBeNull()
    expect(list(url('?paginated=true&pageSize=7'))).toBeNull()
    expect(list(url('?filters[text]=hola'))).toBeNull()
    expect(list(url('?filters={"text":"hola"}'))).toBeNull()
  })

  it('keys the contest by a known state only', () => {
    expect(stateQuery(url(''))).toBe('')
    expect(stateQuery(url('?estado=jalisco&x=1'))).toBe('estado=jalisco')
    expect(stateQuery(url('?estado=nowhere'))).toBeNull()
  })
})
