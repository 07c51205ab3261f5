import type { Payload, Where } from 'payload'
import { poolOf } from '../lib/db-pool'
import { ACCENTED, FOLDED, escapeLike, normaliseText } from '../lib/text-search'

export type ListQuery = {
  /** `paginated=true`: answer `{ data, total }`; otherwise a plain array (the pickers). */
  paginated: boolean
  page: number
  pageSize: number
  /** The text filter, normalised (lower case, no accents); '' when none. */
  text: string
  onlyActive: boolean
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
    if (parsed && typeof parsed === 'object' && typeof (parsed as { text?: unknown }).text === 'string') return (parsed as { text: string }).text
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
  }
}

const SQL_NAME = /^[a-z_][a-z0-9_]*$/

/**
 * Ids of the collection's rows where any of `columns` contains `text`, case- and accent-insensitively.
 * Payload's `like` is case-insensitive but not accent-insensitive, so this one query is raw SQL
 * (parameterised; the table and columns come from our own descriptors, never from the request).
 */
export const idsMatching = async (payload: Payload, table: string, columns: string | readonly string[], text: string): Promise<number[]> => {
  const names = typeof columns === 'string' ? [columns] : columns
  if (![table, ...names].every((name) => SQL_NAME.test(name))) throw new Error(`idsMatching: not a column name in ${table}`)
  const matches = names.map((column) => `lower(translate(coalesce("${column}", ''), $1, $2)) LIKE $3`).join(' OR ')
  const { rows } = await poolOf(payload).query<{ id: number }>(`SELECT id FROM "${table}" WHERE ${matches}`, [ACCENTED, FOLDED, `%${escapeLike(text)}%`])
  return rows.map((row) => row.id)
}

/** The `where` of a list: the resource's own scope, active-only when asked or anonymous, and the text filter. */
export const listWhere = async (
  payload: Payload,
  { table, column, scope, activeOnly, text }: { table: string; column: string | readonly string[]; scope?: Where; activeOnly: boolean; text: string },
): Promise<Where> => {
  const and: Where[] = []
  if (scope) and.push(scope)
  if (activeOnly) and.push({ is_active: { equals: true } })
  if (text) and.push({ id: { in: await idsMatching(payload, table, column, text) } })
  return and.length ? { and } : {}
}
