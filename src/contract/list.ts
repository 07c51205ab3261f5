import type { Payload, Where } from 'payload'
import { poolOf } from '../lib/db-pool'
import { escapeLike, normaliseText } from '../lib/text-search'

export type ListQuery = {
  /** `paginated=true`: answer `{ data, total }`; otherwise a plain array (the pickers). */
  paginated: boolean
  page: number
  pageSize: number
  /** The text filter, normalised (lower case, no accents); '' when none. */
  text: string
  onlyActive: boolean
  /** `sort` as asked ('name', '-createdAt'…), checked by the handler against its allow-list (src/lib/schemas/list-actions.ts); '' when none. */
  sort: string
}

/** The largest page a list answers (`pageSize` above it is read as this). */
export const MAX_PAGE_SIZE = 100

/**
 * A visitor's list asked for without `paginated` (the specs' plain array: public pages send only
 * `only_active=true`) carries at most this many items, the first of the list's order: the answer
 * stays a few hundred KB at any data size (a campaign's 2,000 blogs of one audience were 1.98 MB,
 * past Next's 2 MB cache item), and every list the programme publishes at its usual size (tens of
 * items) is still whole. The answer carries the list's total and, when it has more, the address of
 * the rest in the spec's paged form (`unpagedHeaders`). Staff pickers read the whole list (not cached,
 * not public). docs/contract.md, docs/spec-deviations.md.
 */
export const UNPAGED_LIMIT = 200

/**
 * The headers of a bounded plain array (RFC 8288 `Link`): `X-Total-Count`, the list's total, and when
 * the array stops before it, `Link: <…?paginated=true&page=3&pageSize=100>; rel="next"`: the page of
 * MAX_PAGE_SIZE items right after the array (pages 1 and 2 of that size are the array itself), and
 * from there `page=4`, `5`… up to `ceil(total / 100)`.
 */
export const unpagedHeaders = (url: URL, total: number): Record<string, string> => {
  const headers: Record<string, string> = { 'X-Total-Count': String(total) }
  if (total <= UNPAGED_LIMIT) return headers
  const next = new URLSearchParams(url.searchParams)
  for (const name of ['paginated', 'page', 'pageSize', 'page_size']) next.delete(name)
  next.set('paginated', 'true')
  next.set('page', String(UNPAGED_LIMIT / MAX_PAGE_SIZE + 1))
  next.set('pageSize', String(MAX_PAGE_SIZE))
  headers.Link = `<${url.pathname}?${next.toString()}>; rel="next"`
  return headers
}

const positive = (value: string | null, fallback: number): number => {
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 ? number : fallback
}

/** `filters[text]=...` (how axios sends an object) or `filters={"text":...}` (JSON). */
const filterText = (params: URLSearchParams): string => {
  const bracketed = params.get('filters[text]')
  if (bracketed !== null) return bracketed
  const raw = params.get('filters')
  if (!raw) return ''
  try {
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && typeof (parsed as { text?: unknown }).text === 'string')
      return (parsed as { text: string }).text
    return ''
  } catch {
    return raw
  }
}

export const readListQuery = (url: URL, defaultPageSize = 10): ListQuery => {
  const params = url.searchParams
  return {
    paginated: params.get('paginated') === 'true' || params.get('paginated') === '1',
    page: positive(params.get('page'), 1),
    pageSize: Math.min(MAX_PAGE_SIZE, positive(params.get('pageSize') ?? params.get('page_size'), defaultPageSize)),
    text: normaliseText(filterText(params)),
    onlyActive: params.get('only_active') === 'true' || params.get('only_active') === '1',
    sort: params.get('sort') ?? '',
  }
}

const SQL_NAME = /^[a-z_][a-z0-9_]*$/

/** The plain `{ field: { equals: value } }` parts of a scope, as SQL, so the text search reads one audience and not every one. */
const scopeConditions = (scope: Where | undefined, param: (value: unknown) => number): string[] =>
  Object.entries(scope ?? {}).flatMap(([field, condition]) => {
    const equals =
      condition && typeof condition === 'object' && !Array.isArray(condition)
        ? (condition as { equals?: unknown }).equals
        : undefined
    if (!SQL_NAME.test(field) || !['string', 'number', 'boolean'].includes(typeof equals)) return []
    return [`"${field}"::text = $${param(String(equals))}`]
  })

/**
 * Ids of the table's rows whose stored `search_text` (the searched fields folded: lower case, no
 * accents; migration 20261125_200000_campaign_scale, under a trigram index) contains `text`, within
 * the scope's plain equalities and, when asked, active rows only. Payload's `like` is case- but not
 * accent-insensitive, so this one query is raw SQL (parameterised; the table comes from our own
 * descriptors, never from the request).
 */
export const idsMatching = async (
  payload: Payload,
  table: string,
  text: string,
  { scope, activeOnly = false }: { scope?: Where; activeOnly?: boolean } = {},
): Promise<number[]> => {
  const { sql, values } = matchingQuery(table, text, { scope, activeOnly })
  const { rows } = await poolOf(payload).query<{ id: number }>(sql, values)
  return rows.map((row) => row.id)
}

/** The query of `idsMatching` (named for the tests' `EXPLAIN`). */
export const matchingQuery = (
  table: string,
  text: string,
  { scope, activeOnly = false }: { scope?: Where; activeOnly?: boolean } = {},
): { sql: string; values: unknown[] } => {
  if (!SQL_NAME.test(table)) throw new Error(`idsMatching: not a table name: ${table}`)
  const values: unknown[] = []
  const param = (value: unknown): number => values.push(value)
  const conditions = [
    `search_text LIKE $${param(`%${escapeLike(text)}%`)}`,
    ...scopeConditions(scope, param),
    ...(activeOnly ? ['is_active = true'] : []),
  ]
  return { sql: `SELECT id FROM "${table}" WHERE ${conditions.join(' AND ')}`, values }
}

/** The `where` of a list: the resource's own scope, active-only when asked or anonymous, and the text filter. */
export const listWhere = async (
  payload: Payload,
  { table, scope, activeOnly, text }: { table: string; scope?: Where; activeOnly: boolean; text: string },
): Promise<Where> => {
  const and: Where[] = []
  if (scope) and.push(scope)
  if (activeOnly) and.push({ is_active: { equals: true } })
  if (text) and.push({ id: { in: await idsMatching(payload, table, text, { scope, activeOnly }) } })
  return and.length ? { and } : {}
}
