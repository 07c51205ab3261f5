import type { Payload } from 'payload'

import { DEVELOPMENT_OPTIONS, WELLBEING_OPTIONS } from '../../../globals/recommendations'
import { EDITOR_FIELD, HISTORY_COLLECTIONS } from '../../content/history'
import { REGISTRY, screenOf, type AnyRegistration } from '../../content/registry'
import { hasTrash } from '../../content/trash'
import { poolOf } from '../../lib/db-pool'
import { TIME_ZONE } from '../../program/people'
import { screenHref } from '../../content/admin-routes'

/**
 * What 'Inicio' shows, read with a handful of aggregate queries (counts, never documents): the
 * programme's figures, each module's published and unpublished items, the two recommendations
 * and the latest edits. Table and column names are ours; nothing here comes from the request.
 */

/**
 * A module of the back office: its table, the column it is named by, and its screen. `published`
 * is the SQL saying an item is shown on the site: `is_active`, except activities, which have no
 * publish switch (every activity is on the calendar). `screen` is the key of its screen in
 * src/content/admin-routes.ts, so the link follows the screen wherever it moves.
 */
export type Module = {
  key: string
  label: string
  table: string
  title: string
  scope?: string
  screen: string
  query?: string
  published?: string
}

/** The rows of 'Inicio', from each registration's `admin.home` (src/content/registry.ts). */
export const homeModules = (registry: readonly AnyRegistration[] = REGISTRY): Module[] =>
  registry.flatMap((entry) =>
    entry.admin.home.map(({ screen, ...row }) => ({
      ...row,
      // Named as its screen when the row is one of several (a blog audience's), else as its type.
      key: screen ?? entry.key,
      // An item in the trash (src/content/trash.ts) is neither published nor unpublished: it is not counted or listed.
      scope: hasTrash(entry.type.slug) ? [row.scope, 'deleted_at IS NULL'].filter(Boolean).join(' AND ') : row.scope,
      table: entry.type.slug.replace(/-/g, '_'),
      title: entry.type.titleField,
      screen: screen ?? screenOf(entry),
    })),
  )

const MODULES: readonly Module[] = homeModules()

export type ModuleCount = { key: string; label: string; href: string; published: number; unpublished: number }
export type Figures = { today: number; week: number; total: number }
/** `editor`: who saved it last (null where the module keeps no history yet). */
export type Change = { module: string; href: string; title: string; updatedAt: string; editor: string | null }
export type RecommendationState = {
  label: string
  href: string
  type: string | null
  title: string | null
  /** False when something is chosen but the site does not show it (unpublished or deleted). */
  visible: boolean
  problem: string | null
}

const where = (module: Module): string => (module.scope ? `WHERE ${module.scope}` : '')

/** Today and this week (from Monday) in Mexico City, and in total, for a table's rows. */
const figures = async (
  payload: Payload,
  table: 'registrations' | 'nominations',
  extra = '',
): Promise<Figures & { pending: number }> => {
  const day = `(date_trunc('day', now() AT TIME ZONE '${TIME_ZONE}') AT TIME ZONE '${TIME_ZONE}')`
  const week = `(date_trunc('week', now() AT TIME ZONE '${TIME_ZONE}') AT TIME ZONE '${TIME_ZONE}')`
  const { rows } = await poolOf(payload).query<Figures & { pending: number }>(
    `SELECT count(*) FILTER (WHERE created_at >= ${day})::int AS today, count(*) FILTER (WHERE created_at >= ${week})::int AS week, count(*)::int AS total, ${extra || '0'}::int AS pending FROM "${table}"`,
  )
  return rows[0] ?? { today: 0, week: 0, total: 0, pending: 0 }
}

const moduleCounts = async (payload: Payload): Promise<ModuleCount[]> => {
  const sql = MODULES.map(
    (module) =>
      `SELECT '${module.key}' AS key, count(*) FILTER (WHERE ${module.published ?? 'is_active'})::int AS published, count(*) FILTER (WHERE (${module.published ?? 'is_active'}) IS NOT TRUE)::int AS unpublished FROM "${module.table}" ${where(module)}`,
  ).join(' UNION ALL ')
  const { rows } = await poolOf(payload).query<{ key: string; published: number; unpublished: number }>(sql)
  return MODULES.map((module) => {
    const row = rows.find((candidate) => candidate.key === module.key)
    return {
      key: module.key,
      label: module.label,
      href: screenHref(module.screen, module.query),
      published: row?.published ?? 0,
      unpublished: row?.unpublished ?? 0,
    }
  })
}

/** Who saved a row last, for a module that records it (src/content/history.ts): the staff member's name, 'Sistema' for the seed and jobs. */
const editorSql = (module: Module): string =>
  HISTORY_COLLECTIONS.has(module.table.replace(/_/g, '-'))
    ? `CASE WHEN t."${EDITOR_FIELD}_id" IS NULL THEN 'Sistema' ELSE (SELECT u.name FROM users u WHERE u.id = t."${EDITOR_FIELD}_id") END`
    : 'NULL::varchar'

const latestChanges = async (payload: Payload, limit = 8): Promise<Change[]> => {
  const sql = MODULES.map(
    (module) =>
      `(SELECT '${module.key}' AS key, t."${module.title}" AS title, t.updated_at, ${editorSql(module)} AS editor FROM "${module.table}" t ${where(module)} ORDER BY t.updated_at DESC LIMIT ${limit})`,
  ).join(' UNION ALL ')
  const { rows } = await poolOf(payload).query<{
    key: string
    title: string
    updated_at: Date | string
    editor: string | null
  }>(`${sql} ORDER BY updated_at DESC LIMIT ${limit}`)
  return rows.map((row) => {
    const found = MODULES.find((candidate) => candidate.key === row.key) as Module
    return {
      module: found.label,
      href: screenHref(found.screen, found.query),
      title: row.title,
      updatedAt: new Date(row.updated_at).toISOString(),
      editor: row.editor,
    }
  })
}

type Stored = { type?: string | null; item?: { relationTo: string; value: number | { id: number } } | null }

const recommendation = async (
  payload: Payload,
  slug: 'development-recommendation' | 'wellbeing-recommendation',
  label: string,
  screen: string,
  options: readonly { type: string; label: string; collection: string }[],
): Promise<RecommendationState> => {
  const stored = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true })) as Stored
  const option = options.find((candidate) => candidate.type === stored.type)
  const value = stored.item?.value
  const id = typeof value === 'object' && value ? value.id : value
  const base = { label, href: screenHref(screen), type: option?.label ?? null }
  if (!option || typeof id !== 'number')
    return { ...base, title: null, visible: false, problem: 'No hay recomendación elegida.' }
  // Only the item's title (its collection's own `useAsTitle`) and its published state.
  const titleField = payload.collections[option.collection as 'recipes'].config.admin.useAsTitle ?? 'id'
  const doc = (await payload.findByID({
    collection: option.collection as 'recipes',
    id,
    depth: 0,
    select: { [titleField]: true, is_active: true } as Record<string, true>,
    overrideAccess: true,
    disableErrors: true,
  })) as Record<string, unknown> | null
  if (!doc)
    return {
      ...base,
      title: null,
      visible: false,
      problem: 'El elemento recomendado ya no existe: el sitio no muestra ninguna recomendación.',
    }
  const title = typeof doc[titleField] === 'string' ? (doc[titleField] as string) : null
  if (!doc.is_active)
    return {
      ...base,
      title,
      visible: false,
      problem: 'El elemento recomendado no está publicado: el sitio no muestra la recomendación.',
    }
  return { ...base, title, visible: true, problem: null }
}

export type HomeSummary = {
  registrations: Figures
  nominations: Figures & { pending: number }
  modules: ModuleCount[]
  recommendations: RecommendationState[]
  changes: Change[]
}

/** Counts only (no personal data), so editors see the figures too; the screens behind them are admins'. */
export const homeSummary = async (payload: Payload): Promise<HomeSummary> => {
  const [registrations, nominations, modules, development, wellbeing, changes] = await Promise.all([
    figures(payload, 'registrations'),
    figures(payload, 'nominations', `count(*) FILTER (WHERE coalesce(status::text, 'pending') = 'pending')`),
    moduleCounts(payload),
    recommendation(
      payload,
      'development-recommendation',
      'Recomendación del mes · Desarrollo',
      'desarrolloRecomendacion',
      DEVELOPMENT_OPTIONS,
    ),
    recommendation(
      payload,
      'wellbeing-recommendation',
      'Recomendación del mes · Bienestar',
      'bienestarRecomendacion',
      WELLBEING_OPTIONS,
    ),
    latestChanges(payload),
  ])
  return { registrations, nominations, modules, recommendations: [development, wellbeing], changes }
}
