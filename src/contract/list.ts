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

const MAX_PAGE_SIZE = 100

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
