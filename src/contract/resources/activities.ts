import { activity } from '../../content/activity'
import { inputName } from '../../content/kit'
import { todayIso } from '../../lib/dates'
import { activitySchema } from '../../content/activity-schema'
import type { Activity } from '../../payload-types'
import { idParam, readBody } from '../body'
import { asCaller, type Ctx, type Handler } from '../context'
import { requireExisting, type Doc } from '../find'
import { json, ok, zodFailure } from '../http'
import { poolOf } from '../../lib/db-pool'
import { listWhere, matchingQuery, readListQuery } from '../list'
import { asRecord, asRecords } from '../../lib/doc-record'

const FIELDS = Object.entries(activity.fields)
const select = Object.fromEntries(FIELDS.map(([name]) => [name, true as const]))

/** The activity as the calendar reads it; `activity_date_format` is the plain day (yyyy-mm-dd). */
const row = (doc: Doc) => ({
  id: doc.id,
  ...Object.fromEntries(FIELDS.map(([name]) => [name, doc[name]])),
  activity_date_format: doc.activity_date,
})

/**
 * The admin table's order, in SQL: upcoming activities first (soonest first), then past ones
 * (latest first), newest id first within a day, so page 1 shows what is coming. Only the page's
 * ids are read; the text filter is the stored folded column (`matchingQuery`).
 */
export const upcomingFirstQuery = (
  text: string,
  today: string,
  page: number,
  pageSize: number,
): { sql: string; values: unknown[]; count: string } => {
  const match = text ? matchingQuery('activities', text) : null
  const values = [...(match?.values ?? [])]
  const param = (value: unknown): number => values.push(value)
  const where = match ? `WHERE id IN (${match.sql})` : ''
  const day = param(today)
  return {
    sql: `SELECT id FROM activities ${where}
           ORDER BY (activity_date < $${day}), CASE WHEN activity_date >= $${day} THEN activity_date END ASC, activity_date DESC, id DESC
           LIMIT $${param(pageSize)} OFFSET $${param((page - 1) * pageSize)}`,
    values,
    count: `SELECT count(*)::int AS total FROM activities ${where}`,
  }
}

/** GET actividades/all: the calendar (everyone; activities have no published flag), or the paged admin table upcoming first. */
const list: Handler = async (ctx) => {
  const query = readListQuery(ctx.url, activity.pageSize)
  if (!query.paginated) {
    const where = await listWhere(ctx.payload, { table: 'activities', activeOnly: false, text: query.text })
    const result = await ctx.payload.find({
      collection: 'activities',
      where,
      select,
      depth: 0,
      sort: 'activity_date',
      pagination: false,
      limit: 0,
      ...asCaller(ctx),
    })
    return json(asRecords<Doc>(result.docs).map(row))
  }
  const ordered = upcomingFirstQuery(query.text, todayIso(), query.page, query.pageSize)
  const pool = poolOf(ctx.payload)
  const [page, counted] = await Promise.all([
    pool.query<{ id: number }>(ordered.sql, ordered.values),
    pool.query<{ total: number }>(ordered.count, ordered.values.slice(0, query.text ? 1 : 0)),
  ])
  const pageIds = page.rows.map((doc) => doc.id)
  const found = pageIds.length
    ? await ctx.payload.find({
        collection: 'activities',
        where: { id: { in: pageIds } },
        select,
        depth: 0,
        pagination: false,
        limit: 0,
        ...asCaller(ctx),
      })
    : { docs: [] }
  const byId = new Map(asRecords<Doc>(found.docs).map((doc) => [doc.id, doc]))
  const rows = pageIds.flatMap((id) => {
    const doc = byId.get(id)
    return doc ? [row(doc)] : []
  })
  return json({ data: rows, total: counted.rows[0]?.total ?? 0 })
}

const exists = (ctx: Ctx, id: number): Promise<void> => requireExisting(ctx, 'activities', id)

/** POST (id null: create; an id: update) and PUT /{id}: JSON with the form's camelCase names. */
const save: Handler = async (ctx) => {
  const { fields } = await readBody(ctx.request)
  const parsed = activitySchema.safeParse(fields)
  if (!parsed.success) throw zodFailure(parsed.error)
  const input = parsed.data
  const rawId =
    ctx.params.id ?? (input.id === null || input.id === undefined || input.id === '' ? undefined : String(input.id))
  const id = rawId === undefined ? undefined : idParam(rawId)
  if (id !== undefined) await exists(ctx, id)
  // The body's camelCase names back to the stored ones.
  const data = Object.fromEntries(
    FIELDS.map(([name, def]) => [name, (input as Record<string, unknown>)[inputName(name, def)]]),
  ) as Omit<Activity, 'id' | 'createdAt' | 'updatedAt'>
  const options = { collection: 'activities' as const, data, depth: 0, select, ...asCaller(ctx) }
  const saved = id !== undefined ? await ctx.payload.update({ ...options, id }) : await ctx.payload.create(options)
  return ok(
    id !== undefined ? 'Actividad actualizada correctamente.' : 'Actividad guardada correctamente.',
    { data: row(asRecord<Doc>(saved)) },
    id !== undefined ? 200 : 201,
  )
}

const remove: Handler = async (ctx) => {
  const id = idParam(ctx.params.id)
  await exists(ctx, id)
  await ctx.payload.delete({ collection: 'activities', id, depth: 0, ...asCaller(ctx) })
  return ok('Actividad eliminada correctamente.', { data: { id } })
}

/** /profe-max/recursos-educativos/actividades */
export const activities = { list, create: save, update: save, remove }
