import { activity } from '../../content/activity'
import { inputName } from '../../content/kit'
import { todayIso } from '../../lib/dates'
import { activitySchema } from '../../content/activity-schema'
import type { Activity } from '../../payload-types'
import { idParam, readBody } from '../body'
import { asCaller, isStaff, type Ctx, type Handler } from '../context'
import { withVersions, writeChecked } from '../versions'
import { requireExisting, type Doc } from '../find'
import { json, ok, zodFailure } from '../http'
import { poolOf, type Pool } from '../../lib/db-pool'
import { listWhere, readListQuery, UNPAGED_LIMIT, unpagedHeaders } from '../list'
import { escapeLike } from '../../lib/text-search'
import { asRecord, asRecords } from '../../lib/doc-record'
import { sortableFields } from '../../content/trash'
import { sortParam } from '../../lib/schemas/list-actions'
import { trashOne } from '../trash'
import { sortOf } from './content'
import { listActions, listTargetOf } from './list-actions'

const FIELDS = Object.entries(activity.fields)
const SORTABLE = sortableFields(activity)
const select = Object.fromEntries(FIELDS.map(([name]) => [name, true as const]))

/** The activity as the calendar reads it; `activity_date_format` is the plain day (yyyy-mm-dd). */
const row = (doc: Doc) => ({
  id: doc.id,
  ...Object.fromEntries(FIELDS.map(([name]) => [name, doc[name]])),
  activity_date_format: doc.activity_date,
})

/**
 * The admin table's order, in SQL: upcoming activities first (soonest first), then past ones
 * (latest first), newest id first within a day, so page 1 shows what is coming. The two halves are
 * read apart, each in the order of the `(activity_date, id)` index (no sort of the whole table): the
 * counts say which half a page falls in. The text filter is the stored folded column under its
 * trigram index (migration 20261125_200000_campaign_scale). Named for the tests' `EXPLAIN`.
 */
export const upcomingFirstQueries = (text: string, today: string) => {
  const values: unknown[] = text ? [today, `%${escapeLike(text)}%`] : [today]
  // An activity in 'Papelera' (issue 28) is on no list: neither the calendar nor the admin table.
  const match = ` AND deleted_at IS NULL${text ? ' AND search_text LIKE $2' : ''}`
  const half = (where: string, order: string) => (limit: number, offset: number) => ({
    sql: `SELECT id FROM activities WHERE ${where}${match} ORDER BY ${order} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    values: [...values, limit, offset],
  })
  return {
    counts: {
      sql: `SELECT count(*)::int AS total, (count(*) FILTER (WHERE activity_date >= $1))::int AS upcoming
              FROM activities WHERE true${match}`,
      values,
    },
    upcoming: half('activity_date >= $1', 'activity_date ASC, id DESC'),
    past: half('activity_date < $1', 'activity_date DESC, id DESC'),
  }
}

/** The ids of page `page` (from 1) of the admin table, and the total. */
export const upcomingFirstPage = async (
  pool: Pool,
  text: string,
  today: string,
  page: number,
  pageSize: number,
): Promise<{ ids: number[]; total: number }> => {
  const queries = upcomingFirstQueries(text, today)
  const { total = 0, upcoming = 0 } =
    (await pool.query<{ total: number; upcoming: number }>(queries.counts.sql, queries.counts.values)).rows[0] ?? {}
  const offset = (page - 1) * pageSize
  const fromUpcoming = Math.max(0, Math.min(pageSize, upcoming - offset))
  const reads = [
    ...(fromUpcoming > 0 ? [queries.upcoming(fromUpcoming, offset)] : []),
    ...(pageSize > fromUpcoming && offset + pageSize > upcoming
      ? [queries.past(pageSize - fromUpcoming, Math.max(0, offset - upcoming))]
      : []),
  ]
  const halves = await Promise.all(reads.map((read) => pool.query<{ id: number }>(read.sql, read.values)))
  return { ids: halves.flatMap((half) => half.rows.map((row) => row.id)), total }
}

/** The activities of these ids (a page's), in no particular order. */
const byIds = async (ctx: Ctx, ids: number[]): Promise<Doc[]> =>
  ids.length
    ? asRecords<Doc>(
        (
          await ctx.payload.find({
            collection: 'activities',
            where: { id: { in: ids } },
            select,
            depth: 0,
            pagination: false,
            limit: 0,
            ...asCaller(ctx),
          })
        ).docs,
      )
    : []

/** GET actividades/all: the calendar (everyone; activities have no published flag; a visitor's bounded), or the paged admin table upcoming first. */
const list: Handler = async (ctx) => {
  const query = readListQuery(ctx.url, activity.pageSize)
  if (!query.paginated && !isStaff(ctx)) {
    // A visitor's calendar (the spec's plain array) is bounded: the first UNPAGED_LIMIT activities of
    // the paged order (upcoming soonest first, then past latest first: pages 1 and 2 of 100), shown by
    // date; its total and the next page's address in the headers (src/contract/list.ts).
    const { ids, total } = await upcomingFirstPage(poolOf(ctx.payload), query.text, todayIso(), 1, UNPAGED_LIMIT)
    const docs = await byIds(ctx, ids)
    docs.sort((a, b) => String(a.activity_date).localeCompare(String(b.activity_date)) || Number(a.id) - Number(b.id))
    return json(docs.map(row), 200, unpagedHeaders(ctx.url, total))
  }
  // Staff rows carry their version: the form sends it back, so a save over a newer one is refused (issue 28).
  const page = async (rows: Record<string, unknown>[], total: number) =>
    json({ data: isStaff(ctx) ? await withVersions(ctx.payload, 'activities', rows) : rows, total })
  /** The activities matching the search, in an order of Payload's (no upcoming-first halves). */
  const matching = async (sort: string | string[], paging: { page: number; limit: number } | null) =>
    ctx.payload.find({
      collection: 'activities',
      where: await listWhere(ctx.payload, { table: 'activities', activeOnly: false, text: query.text }),
      select,
      depth: 0,
      sort,
      ...(paging ?? { pagination: false, limit: 0 }),
      ...asCaller(ctx),
    })
  if (!query.paginated) return json(asRecords<Doc>((await matching('activity_date', null)).docs).map(row))
  // A sorted column (issue 28: 'Título', 'Fecha'): the order in SQL with the id after it.
  const order = sortOf(SORTABLE, query.sort)
  if (order) {
    const result = await matching([sortParam(order), order.descending ? '-id' : 'id'], {
      page: query.page,
      limit: query.pageSize,
    })
    return page(asRecords<Doc>(result.docs).map(row), result.totalDocs)
  }
  const { ids: pageIds, total } = await upcomingFirstPage(
    poolOf(ctx.payload),
    query.text,
    todayIso(),
    query.page,
    query.pageSize,
  )
  const byId = new Map((await byIds(ctx, pageIds)).map((doc) => [doc.id, doc]))
  const rows = pageIds.flatMap((id) => {
    const doc = byId.get(id)
    return doc ? [row(doc)] : []
  })
  return page(rows, total)
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
  // No silent overwrite (issue 28): an edit based on an older version than the newest is refused.
  const saved =
    id !== undefined
      ? await writeChecked(ctx, { collection: 'activities', id }, fields, (req) =>
          ctx.payload.update({ ...options, id, ...(req ? { req } : {}) }),
        )
      : await ctx.payload.create(options)
  const [answered] = isStaff(ctx)
    ? await withVersions(ctx.payload, 'activities', [row(asRecord<Doc>(saved))])
    : [row(asRecord<Doc>(saved))]
  return ok(
    id !== undefined ? 'Actividad actualizada correctamente.' : 'Actividad guardada correctamente.',
    { data: answered },
    id !== undefined ? 200 : 201,
  )
}

const TARGET = listTargetOf(activity)

/** DELETE /{id}: the activity goes to 'Papelera' (issue 28), deleted for good there or after 30 days. */
const remove: Handler = async (ctx) => {
  const id = idParam(ctx.params.id)
  await exists(ctx, id)
  await trashOne(ctx, { collection: 'activities', drafts: false }, id)
  return ok('Actividad eliminada correctamente.', { data: { id } })
}

/** /profe-max/recursos-educativos/actividades; its bulk actions and 'Papelera' (issue 28). */
export const activities = { list, create: save, update: save, remove, ...listActions(TARGET) }
