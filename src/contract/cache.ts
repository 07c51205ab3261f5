import { collectionTag, globalTag } from '../lib/cache-tags'
import { cachedRead } from '../lib/public-cache'
import { isState, RANKING_FRESHNESS_SECONDS } from '../contest/ranking'
import { MAX_PAGE_SIZE, readListQuery, UNPAGED_LIMIT } from './list'

type Stored = { status: number; body: string; type: string; headers?: Record<string, string> }

/** The headers an answer keeps in the cache besides its type: a bounded list's total and next page (src/contract/list.ts). */
const KEPT_HEADERS = ['x-total-count', 'link']

/** Tags of what a public list shows; the collections' and globals' hooks expire them on every change. */
export const tagsOf = ({
  collections = [],
  globals = [],
}: {
  collections?: readonly string[]
  globals?: readonly string[]
}): string[] => [...collections.map(collectionTag), ...globals.map(globalTag)]

/**
 * The part of a query string an anonymous answer depends on, as a short canonical key, or `null`
 * when the answer is produced without the cache. Each public read names its own (`Route.query`), so
 * the cache holds at most a known number of entries per route: parameters the handler does not read
 * never reach the key, and values the key cannot bound (free text, far pages, unusual page sizes)
 * are answered straight from the database (correct, just uncached; the proxy in front keeps its own
 * size-bounded cache of them).
 */
export type QueryKey = (url: URL) => string | null

/** A read whose answer depends on no parameter (a parameter it checks, like `section`, only refuses). */
export const noQuery: QueryKey = () => ''

const SORT_KEY = /^-?(name|title|createdAt|is_active|activity_date)$/

/** Pages past this one are rare (tables hold a few hundred rows) and are not cached. */
export const MAX_CACHED_PAGE = 20

/**
 * A list (`src/contract/list.ts`): the plain array, or a page (1 to MAX_CACHED_PAGE) of the route's
 * default size, in the default order or one of the sortable columns' (`sort`). An anonymous list shows
 * published items whatever `only_active` says, so it is not part of the key; a text filter is not
 * cached. At most 9 × (1 + 2 × MAX_CACHED_PAGE) entries per route (two page sizes).
 */
export const listQuery =
  (defaultPageSize = 10): QueryKey =>
  (url) => {
    const query = readListQuery(url, defaultPageSize)
    if (query.text) return null
    // An order of the allow-list's shape (the handler refuses a column it does not sort by): a few keys more.
    if (query.sort && !SORT_KEY.test(query.sort)) return null
    const sort = query.sort ? `;sort=${query.sort}` : ''
    // The plain array is bounded (UNPAGED_LIMIT items, with headers): its own key, so no entry cached before the bound is served.
    if (!query.paginated) return `first-${UNPAGED_LIMIT}${sort}`
    // The default size, and the largest: the one a bounded array's `Link` pages by.
    if (query.page > MAX_CACHED_PAGE || (query.pageSize !== defaultPageSize && query.pageSize !== MAX_PAGE_SIZE))
      return null
    const size = query.pageSize === defaultPageSize ? '' : `;size=${query.pageSize}`
    return `page=${query.page}${size}${sort}`
  }

/** The contest's lists: all states, or one of the 32 (an unknown one is refused by the handler, uncached). */
export const stateQuery: QueryKey = (url) => {
  const estado = url.searchParams.get('estado')
  if (!estado) return ''
  return isState(estado) ? `estado=${estado}` : null
}

/**
 * Anonymous reads are the same for every visitor, so their answers are kept in Next's data cache
 * under the path and the query's key, and expired by tag when staff change the content
 * (collections/hooks/revalidate.ts), through the public site's one cache (src/lib/public-cache.ts). Outside a Next server (Jest, scripts)
 * there is no cache: the handler just runs.
 */
export const cachedAnswer = async (
  path: string,
  queryKey: string | null,
  tags: string[],
  produce: () => Promise<Response>,
): Promise<Response> => {
  if (!process.env.NEXT_RUNTIME || tags.length === 0 || queryKey === null) return produce()
  const stored = await cachedRead(
    async (): Promise<Stored> => {
      const response = await produce()
      return {
        status: response.status,
        body: await response.text(),
        type: response.headers.get('content-type') ?? 'application/json',
        headers: Object.fromEntries(
          KEPT_HEADERS.flatMap((name) => {
            const value = response.headers.get(name)
            return value === null ? [] : [[name, value]]
          }),
        ),
      }
    },
    ['contract', path, queryKey],
    // What shows votes lives at most RANKING_FRESHNESS_SECONDS: vote confirmations expire its tag at most once per that window.
    { tags, revalidate: tags.includes(collectionTag('votes')) ? RANKING_FRESHNESS_SECONDS : false },
  )()
  return new Response(stored.body, {
    status: stored.status,
    headers: { ...stored.headers, 'Content-Type': stored.type },
  })
}
