import type { Payload } from 'payload'

import { ACCENTED, FOLDED, escapeLike } from '../lib/text-search'
import { poolOf } from '../lib/db-pool'
import { MEXICAN_STATES, type MexicanState } from '../lib/states'
import { postalPrefixes, stateOfPostalCode } from './postal-states'

/**
 * The programme's personal data as the back office lists, exports and erases it: registrations
 * and nominations, each one table with its searchable columns. The queries are raw SQL because
 * the search folds accents (Payload's `like` does not) and the export pages by keyset; every
 * table and column name below is ours, every value a parameter.
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
export type NominationRow = { id: number; userData: Person; professorData: Person; status: ReviewStatus; createdAt: string }

type Spec = {
  table: string
  /** SQL expressions searched (folded); a person's full name is one of them so 'Ana López' matches. */
  search: string[]
  select: string
  state: (index: number, state: MexicanState) => { sql: string; value: unknown }
}

const SPECS: Record<Dataset, Spec> = {
  registrations: {
    table: 'registrations',
    search: [`nombre || ' ' || apellido`, 'email', 'cedula', 'escuela', `coalesce(member_code, '')`],
    select: 'id, nombre, apellido, email, telefono, fecha_nac, cp, cedula, escuela, member_code, created_at',
    // Registrations keep the postal code only: its state is its two-digit prefix.
    state: (index, state) => ({ sql: `left(cp, 2) = ANY($${index}::text[])`, value: postalPrefixes(state) }),
  },
  nominations: {
    table: 'nominations',
    search: [
      `professor_data_nombre || ' ' || professor_data_apellido`,
      'professor_data_correo',
      'professor_data_escuela',
      `user_data_nombre || ' ' || user_data_apellido`,
      'user_data_correo',
      'user_data_escuela',
    ],
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
    const accented = param(ACCENTED)
    const folded = param(FOLDED)
    const pattern = param(`%${escapeLike(filter.text)}%`)
    conditions.push(`(${spec.search.map((expression) => `lower(translate(${expression}, $${accented}, $${folded})) LIKE $${pattern}`).join(' OR ')})`)
  }
  if (filter.from) conditions.push(`created_at >= ($${param(filter.from)}::date::timestamp AT TIME ZONE '${TIME_ZONE}')`)
  if (filter.to) conditions.push(`created_at < (($${param(filter.to)}::date + 1)::timestamp AT TIME ZONE '${TIME_ZONE}')`)
  if (filter.state) {
    const { sql, value } = spec.state(values.length + 1, filter.state)
    values.push(value)
    conditions.push(sql)
  }
  if (filter.status && dataset === 'nominations') conditions.push(`coalesce(status::text, 'pending') = $${param(filter.status)}`)
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values }
}

type Raw = Record<string, unknown> & { id: number; created_at: Date | string }

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString())
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

const mapRow = <D extends Dataset>(dataset: D, raw: Raw): RowOf<D> => (dataset === 'registrations' ? toRegistration(raw) : toNomination(raw)) as RowOf<D>

/** How many rows match. */
export const countPeople = async (payload: Payload, dataset: Dataset, filter: PeopleFilter): Promise<number> => {
  const where = whereOf(dataset, filter)
  const { rows } = await poolOf(payload).query<{ total: number }>(`SELECT count(*)::int AS total FROM "${SPECS[dataset].table}" ${where.sql}`, where.values)
  return rows[0]?.total ?? 0
}

/** One page, newest first. */
export const listPeople = async <D extends Dataset>(payload: Payload, dataset: D, filter: PeopleFilter, page: number, pageSize: number): Promise<{ rows: RowOf<D>[]; total: number }> => {
  const spec = SPECS[dataset]
  const where = whereOf(dataset, filter)
  const limit = where.values.length + 1
  const [{ rows }, total] = await Promise.all([
    poolOf(payload).query<Raw>(`SELECT ${spec.select} FROM "${spec.table}" ${where.sql} ORDER BY created_at DESC, id DESC LIMIT $${limit} OFFSET $${limit + 1}`, [
      ...where.values,
      pageSize,
      (page - 1) * pageSize,
    ]),
    countPeople(payload, dataset, filter),
  ])
  return { rows: rows.map((raw) => mapRow(dataset, raw)), total }
}

/**
 * Every matching row, newest first, `batch` at a time: keyset paging on (created_at, id), so a
 * large export holds one batch in memory and never skips or repeats a row.
 */
export async function* everyPerson<D extends Dataset>(payload: Payload, dataset: D, filter: PeopleFilter, batch = 500): AsyncGenerator<RowOf<D>[]> {
  const spec = SPECS[dataset]
  const where = whereOf(dataset, filter)
  let after: { createdAt: Date | string; id: number } | null = null
  for (;;) {
    const values = [...where.values]
    let sql = where.sql
    if (after) {
      values.push(after.createdAt, after.id)
      sql = `${sql ? `${sql} AND` : 'WHERE'} (created_at, id) < ($${values.length - 1}::timestamptz, $${values.length})`
    }
    values.push(batch)
    const { rows } = await poolOf(payload).query<Raw>(`SELECT ${spec.select} FROM "${spec.table}" ${sql} ORDER BY created_at DESC, id DESC LIMIT $${values.length}`, values)
    if (!rows.length) return
    yield rows.map((raw) => mapRow(dataset, raw))
    const last = rows[rows.length - 1] as Raw
    after = { createdAt: last.created_at, id: last.id }
    if (rows.length < batch) return
  }
}

export const STATE_NAMES = new Map<string, string>(MEXICAN_STATES.map(([value, label]) => [value, label]))
