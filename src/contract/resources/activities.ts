import { activity } from '../../content/activity'
import { inputName } from '../../content/kit'
import { todayIso } from '../../lib/dates'
import { activitySchema } from '../../content/activity-schema'
import type { Activity } from '../../payload-types'
import { idParam, readBody } from '../body'
import { asCaller, type Ctx, type Handler } from '../context'
import { requireExisting, type Doc } from '../find'
import { json, ok, zodFailure } from '../http'
import { listWhere, readListQuery } from '../list'
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
 * The admin table's order: upcoming activities first (soonest first), then past ones (latest
 * first), so page 1 shows what is coming. Payload's `sort` cannot order by "before today", and
 * activities are few, so the matching ids and days are read once and ordered here.
 */
const upcomingFirst = (rows: { id: number; activity_date: string }[], today: string) =>
  rows.sort((a, b) => {
    const aPast = a.activity_date < today
    const bPast = b.activity_date < today
    if (aPast !== bPast) return aPast ? 1 : -1
    const byDay = aPast ? b.activity_date.localeCompare(a.activity_date) : a.activity_date.localeCompare(b.activity_date)
    return byDay || b.id - a.id
  })

/** GET actividades/all: the calendar (everyone; activities have no published flag), or the paged admin table upcoming first. */
const list: Handler = async (ctx) => {
  const query = readListQuery(ctx.url, activity.pageSize)
  const where = await listWhere(ctx.payload, { table: 'activities', column: activity.search ?? 'title', activeOnly: false, text: query.text })
  if (!query.paginated) {
    const result = await ctx.payload.find({ collection: 'activities', where, select, depth: 0, sort: 'activity_date', pagination: false, limit: 0, ...asCaller(ctx) })
    return json(asRecords<Doc>(result.docs).map(row))
  }
  const days = await ctx.payload.find({ collection: 'activities', where, select: { activity_date: true }, depth: 0, pagination: false, limit: 0, ...asCaller(ctx) })
  const ordered = upcomingFirst(asRecords<{ id: number; activity_date: string }>(days.docs), todayIso())
  const pageIds = ordered.slice((query.page - 1) * query.pageSize, query.page * query.pageSize).map((doc) => doc.id)
  const found = pageIds.length ? await ctx.payload.find({ collection: 'activities', where: { id: { in: pageIds } }, select, depth: 0, pagination: false, limit: 0, ...asCaller(ctx) }) : { docs: [] }
  const byId = new Map(asRecords<Doc>(found.docs).map((doc) => [doc.id, doc]))
  const rows = pageIds.flatMap((id) => {
    const doc = byId.get(id)
    return doc ? [row(doc)] : []
  })
  return json({ data: rows, total: ordered.length })
}

const exists = (ctx: Ctx, id: number): Promise<void> => requireExisting(ctx, 'activities', id)

/** POST (id null: create; an id: update) and PUT /{id}: JSON with the form's camelCase names. */
const save: Handler = async (ctx) => {
  const { fields } = await readBody(ctx.request)
  const parsed = activitySchema.safeParse(fields)
  if (!parsed.success) throw zodFailure(parsed.error)
  const input = parsed.data
  const rawId = ctx.params.id ?? (input.id === null || input.id === undefined || input.id === '' ? undefined : String(input.id))
  const id = rawId === undefined ? undefined : idParam(rawId)
  if (id !== undefined) await exists(ctx, id)
  // The body's camelCase names back to the stored ones.
  const data = Object.fromEntries(FIELDS.map(([name, def]) => [name, (input as Record<string, unknown>)[inputName(name, def)]])) as unknown as Omit<Activity, 'id' | 'createdAt' | 'updatedAt'>
  const options = { collection: 'activities' as const, data, depth: 0, select, ...asCaller(ctx) }
  const saved = id !== undefined ? await ctx.payload.update({ ...options, id }) : await ctx.payload.create(options)
  return ok(id !== undefined ? 'Actividad actualizada correctamente.' : 'Actividad guardada correctamente.', { data: row(asRecord<Doc>(saved)) }, id !== undefined ? 200 : 201)
}

const remove: Handler = async (ctx) => {
  const id = idParam(ctx.params.id)
  await exists(ctx, id)
  await ctx.payload.delete({ collection: 'activities', id, depth: 0, ...asCaller(ctx) })
  return ok('Actividad eliminada correctamente.', { data: { id } })
}

/** /profe-max/recursos-educativos/actividades */
export const activities = { list, create: save, update: save, remove }
