import { activity } from '../../content/activity'
import { inputName } from '../../content/kit'
import { activitySchema } from '../../lib/schemas/activity'
import type { Activity } from '../../payload-types'
import { idParam, readBody } from '../body'
import { asCaller, type Ctx, type Handler } from '../context'
import { requireExisting, type Doc } from '../find'
import { json, ok, zodFailure } from '../http'
import { listWhere, readListQuery } from '../list'

const FIELDS = Object.entries(activity.fields)
const select = Object.fromEntries(FIELDS.map(([name]) => [name, true as const]))

/** The activity as the calendar reads it; `activity_date_format` is the plain day (yyyy-mm-dd). */
const row = (doc: Doc) => ({
  id: doc.id,
  ...Object.fromEntries(FIELDS.map(([name]) => [name, doc[name]])),
  activity_date_format: doc.activity_date,
})

/** GET actividades/all: the calendar (everyone; activities have no published flag) or the paged admin table. */
const list: Handler = async (ctx) => {
  const query = readListQuery(ctx.url, activity.pageSize)
  const where = await listWhere(ctx.payload, { table: 'activities', column: 'title', activeOnly: false, text: query.text })
  const result = await ctx.payload.find({
    collection: 'activities',
    where,
    select,
    depth: 0,
    sort: 'activity_date',
    ...(query.paginated ? { page: query.page, limit: query.pageSize } : { pagination: false, limit: 0 }),
    ...asCaller(ctx),
  })
  const rows = (result.docs as unknown as Doc[]).map(row)
  return json(query.paginated ? { data: rows, total: result.totalDocs } : rows)
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
  return ok(id !== undefined ? 'Actividad actualizada correctamente.' : 'Actividad guardada correctamente.', { data: row(saved as unknown as Doc) }, id !== undefined ? 200 : 201)
}

const remove: Handler = async (ctx) => {
  const id = idParam(ctx.params.id)
  await exists(ctx, id)
  await ctx.payload.delete({ collection: 'activities', id, depth: 0, ...asCaller(ctx) })
  return ok('Actividad eliminada correctamente.', { data: { id } })
}

/** /profe-max/recursos-educativos/actividades */
export const activities = { list, create: save, update: save, remove }
