import type { Payload } from 'payload'

import { escapeLike } from '../lib/text-search'
import { mailboxKey } from '../lib/identity-keys'
import { poolOf } from '../lib/db-pool'
import { MEXICAN_STATES, type MexicanState } from '../lib/states'
import { postalPrefixes, stateOfPostalCode } from './postal-states'

/**
 * The programme's personal data as the back office lists, exports and erases it: registrations
 * and nominations, each one table with its stored search column. The queries are raw SQL because
 * the search folds accents (Payload's `like` does not), pages read ids from the order's index and
 * the export streams one cursor; every table and column name below is ours, every value a parameter.
 */
export type Dataset = 'registrations' | 'nominations'

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export type PeopleFilter = {
  /** Normalised (lower case, no accents); '' for none. */
  text: string
  /** yyyy-mm-dd, Mexico City days, both included. */
  from: string | null
  to: string | null
  state: MexicanState | null
  /** Nominations only. */
  status: ReviewStatus | null
}

export const TIME_ZONE = 'America/Mexico_City'

export type RegistrationRow = {
  id: number
  nombre: string
  apellido: string
  email: string
  telefono: string
  fecha_nac: string
  cp: string
  estado: MexicanState | null
  cedula: string
  escuela: string
  member_code: string | null
  createdAt: string
}

type Person = { nombre: string; apellido: string; correo: string; escuela: string; estado: string }
export type NominationRow = {
  id: number
  userData: Person
  professorData: Person
  status: ReviewStatus
  createdAt: string
}

type Spec = {
  table: string
  select: string
  state: (index: number, state: MexicanState) => { sql: string; value: unknown }
}

/**
 * Each table's text search reads its stored `search_text` (migration 20261125_200000_campaign_scale):
 * the searched fields folded (lower case, no accents) by PostgreSQL on every write, under a
 * trigram index, so `LIKE '%…%'` answers from the index at any size. Registrations: name and
 * surname, e-mail and its mailbox (without `+tag`), cédula, school, member code; nominations: both
 * people's name, e-mail and school.
 */
const SPECS: Record<Dataset, Spec> = {
  registrations: {
    table: 'registrations',
    select: 'id, nombre, apellido, email, telefono, fecha_nac, cp, cedula, escuela, member_code, created_at',
    // Registrations keep the postal code only: its state is its two-digit prefix (stored: `cp_prefix`, indexed).
    state: (index, state) => ({ sql: `cp_prefix = ANY($${index}::text[])`, value: postalPrefixes(state) }),
  },
  nominations: {
    table: 'nominations',
    select:
      'id, status, created_at, user_data_nombre, user_data_apellido, user_data_correo, user_data_escuela, user_data_estado, professor_data_nombre, professor_data_apellido, professor_data_correo, professor_data_escuela, professor_data_estado',
    state: (index, state) => ({ sql: `professor_data_estado::text = $${index}`, value: state }),
  },
}

/** The WHERE clause and its values for a filter (values numbered from 1). */
const whereOf = (dataset: Dataset, filter: PeopleFilter): { sql: string; values: unknown[] } => {
  const spec = SPECS[dataset]
  const conditions: string[] = []
  const values: unknown[] = []
  const param = (value: unknown): number => values.push(value)
  if (filter.text) {
    // An address typed with a `+tag` also finds the mailbox it delivers to (stored untagged).
    const texts = [...new Set([filter.text, filter.text.includes('@') ? mailboxKey(filter.text) : filter.text])]
    conditions.push(`(${texts.map((text) => `search_text LIKE $${param(`%${escapeLike(text)}%`)}`).join(' OR ')})`)
  }
  if (filter.from)
    conditions.push(`created_at >= ($${param(filter.from)}::date::timestamp AT TIME ZONE '${TIME_ZONE}')`)
  if (filter.to)
    conditions.push(`created_at < (($${param(filter.to)}::date + 1)::timestamp AT TIME ZONE '${TIME_ZONE}')`)
  if (filter.state) {
    const { sql, value } = spec.state(values.length + 1, filter.state)
    values.push(value)
    conditions.push(sql)
  }
  if (filter.status && dataset === 'nominations')
    conditions.push(`coalesce(status::text, 'pending') = $${param(filter.status)}`)
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values }
}

type Raw = Record<string, unknown> & { id: number; created_at: Date | string }

const iso = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString()
const str = (value: unknown): string => (typeof value === 'string' ? value : '')

const toRegistration = (raw: Raw): RegistrationRow => ({
  id: raw.id,
  nombre: str(raw.nombre),
  apellido: str(raw.apellido),
  email: str(raw.email),
  telefono: str(raw.telefono),
  fecha_nac: str(raw.fecha_nac),
  cp: str(raw.cp),
  estado: stateOfPostalCode(str(raw.cp)),
  cedula: str(raw.cedula),
  escuela: str(raw.escuela),
  member_code: typeof raw.member_code === 'string' ? raw.member_code : null,
  createdAt: iso(raw.created_at),
})

const person = (raw: Raw, prefix: string): Person => ({
  nombre: str(raw[`${prefix}_nombre`]),
  apellido: str(raw[`${prefix}_apellido`]),
  correo: str(raw[`${prefix}_correo`]),
  escuela: str(raw[`${prefix}_escuela`]),
  estado: str(raw[`${prefix}_estado`]),
})

const toNomination = (raw: Raw): NominationRow => ({
  id: raw.id,
  userData: person(raw, 'user_data'),
  professorData: person(raw, 'professor_data'),
  status: (REVIEW_STATUSES as readonly string[]).includes(str(raw.status)) ? (raw.status as ReviewStatus) : 'pending',
  createdAt: iso(raw.created_at),
})

type RowOf<D extends Dataset> = D extends 'registrations' ? RegistrationRow : NominationRow

const mapRow = <D extends Dataset>(dataset: D, raw: Raw): RowOf<D> =>
  (dataset === 'registrations' ? toRegistration(raw) : toNomination(raw)) as RowOf<D>

/** A text search counts at most this many matches on a list page (the export counts them all). */
export const SEARCH_COUNT_CAP = 10_000

/** How many rows match, exactly (the export's audit line). */
export const countPeople = async (payload: Payload, dataset: Dataset, filter: PeopleFilter): Promise<number> => {
  const where = whereOf(dataset, filter)
  const { rows } = await poolOf(payload).query<{ total: number }>(
    `SELECT count(*)::int AS total FROM "${SPECS[dataset].table}" ${where.sql}`,
    where.values,
  )
  return rows[0]?.total ?? 0
}

type Sql = { sql: string; values: unknown[] }

/** A position in the list's order (newest first): the row a page continues after. */
export type PeopleCursor = { createdAt: string; id: number }

export const encodeCursor = (cursor: PeopleCursor): string => `${new Date(cursor.createdAt).getTime()}_${cursor.id}`

/** `after` as the list's answer gives it, or null when absent or malformed. */
export const decodeCursor = (value: string | null): PeopleCursor | null => {
  const match = /^(\d{1,15})_(\d{1,10})$/.exec(value ?? '')
  return match ? { createdAt: new Date(Number(match[1])).toISOString(), id: Number(match[2]) } : null
}

/**
 * The list's named queries, as the tests `EXPLAIN` them (tests/int/campaign-scale-staff.test.ts).
 * `count`: a text search's count stops at SEARCH_COUNT_CAP + 1 rows; any other filter counts
 * from the indexes. `pageIds`: the ids of one page, newest first, read from the (created_at, id)
 * index only: after a cursor (keyset: any page at the cost of the first), or at an offset, from
 * the nearer end of the list when the total is exact (the last page costs what the first does).
 */
export const peopleQueries = (
  dataset: Dataset,
  filter: PeopleFilter,
  { page, pageSize, after, total }: { page: number; pageSize: number; after?: PeopleCursor | null; total?: number },
): { count: Sql; pageIds: Sql & { reversed: boolean } } => {
  const table = SPECS[dataset].table
  const where = whereOf(dataset, filter)
  const count: Sql = filter.text
    ? {
        sql: `SELECT count(*)::int AS total FROM (SELECT 1 FROM "${table}" ${where.sql} LIMIT ${SEARCH_COUNT_CAP + 1}) matches`,
        values: where.values,
      }
    : { sql: `SELECT count(*)::int AS total FROM "${table}" ${where.sql}`, values: where.values }
  const values = [...where.values]
  const param = (value: unknown): number => values.push(value)
  if (after) {
    const keyset = `(created_at, id) < ($${param(after.createdAt)}::timestamptz, $${param(after.id)}::int)`
    const sql = `SELECT id FROM "${table}" ${where.sql ? `${where.sql} AND ${keyset}` : `WHERE ${keyset}`} ORDER BY created_at DESC, id DESC LIMIT $${param(pageSize)}`
    return { count, pageIds: { sql, values, reversed: false } }
  }
  const offset = (page - 1) * pageSize
  if (total !== undefined && offset >= total / 2 && offset < total) {
    // From the oldest end: the rows total-offset-pageSize … total-offset-1 counted from there.
    const fromEnd = Math.max(0, total - offset - pageSize)
    const limit = total - offset - fromEnd
    const sql = `SELECT id FROM "${table}" ${where.sql} ORDER BY created_at ASC, id ASC LIMIT $${param(limit)} OFFSET $${param(fromEnd)}`
    return { count, pageIds: { sql, values, reversed: true } }
  }
  const sql = `SELECT id FROM "${table}" ${where.sql} ORDER BY created_at DESC, id DESC LIMIT $${param(pageSize)} OFFSET $${param(offset)}`
  return { count, pageIds: { sql, values, reversed: false } }
}

/**
 * One page, newest first, with the total (`capped` when a text search matched more than
 * SEARCH_COUNT_CAP rows: `total` is then the cap) and the cursor of the next page. The page's ids
 * come from the order's index, then its rows by id: no page reads more rows than it shows.
 */
export const listPeople = async <D extends Dataset>(
  payload: Payload,
  dataset: D,
  filter: PeopleFilter,
  page: number,
  pageSize: number,
  after: PeopleCursor | null = null,
): Promise<{ rows: RowOf<D>[]; total: number; capped: boolean; next: string | null }> => {
  const spec = SPECS[dataset]
  const pool = poolOf(payload)
  const counted = await pool.query<{ total: number }>(
    peopleQueries(dataset, filter, { page, pageSize }).count.sql,
    whereOf(dataset, filter).values,
  )
  const found = counted.rows[0]?.total ?? 0
  const capped = Boolean(filter.text) && found > SEARCH_COUNT_CAP
  const total = capped ? SEARCH_COUNT_CAP : found
  const { pageIds } = peopleQueries(dataset, filter, { page, pageSize, after, total: capped ? undefined : total })
  const ids = (await pool.query<{ id: number }>(pageIds.sql, pageIds.values)).rows.map((row) => row.id)
  if (pageIds.reversed) ids.reverse()
  if (!ids.length) return { rows: [], total, capped, next: null }
  const { rows } = await pool.query<Raw>(`SELECT ${spec.select} FROM "${spec.table}" WHERE id = ANY($1::int[])`, [ids])
  const byId = new Map(rows.map((raw) => [raw.id, raw]))
  const ordered = ids.flatMap((id) => {
    const raw = byId.get(id)
    return raw ? [raw] : []
  })
  const last = ordered[ordered.length - 1]
  const next =
    last && ordered.length === pageSize ? encodeCursor({ createdAt: iso(last.created_at), id: last.id }) : null
  return { rows: ordered.map((raw) => mapRow(dataset, raw)), total, capped, next }
}

/**
 * Every matching row, newest first, `batch` at a time, from ONE query: a server-side cursor in a
 * read-only transaction on a connection of its own, so the filter is evaluated once whatever the
 * size, and the export holds one batch in memory. Returning early (the download cancelled) closes
 * the cursor and gives the connection back.
 */
export async function* everyPerson<D extends Dataset>(
  payload: Payload,
  dataset: D,
  filter: PeopleFilter,
  batch = 1000,
): AsyncGenerator<RowOf<D>[]> {
  const spec = SPECS[dataset]
  const where = whereOf(dataset, filter)
  const client = await poolOf(payload).connect()
  try {
    await client.query('BEGIN READ ONLY')
    await client.query(
      `DECLARE people_export NO SCROLL CURSOR FOR SELECT ${spec.select} FROM "${spec.table}" ${where.sql} ORDER BY created_at DESC, id DESC`,
      where.values,
    )
    for (;;) {
      const { rows } = await client.query<Raw>(`FETCH ${Math.max(1, Math.floor(batch))} FROM people_export`)
      if (rows.length) yield rows.map((raw) => mapRow(dataset, raw))
      if (rows.length < batch) break
    }
  } finally {
    try {
      await client.query('ROLLBACK')
      client.release()
    } catch {
      client.release(true)
    }
  }
}

export const STATE_NAMES = new Map<string, string>(MEXICAN_STATES.map(([value, label]) => [value, label]))
