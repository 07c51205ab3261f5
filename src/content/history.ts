import type { AnyContent, FieldDef } from './kit'
import { REGISTRY } from './registry'

/**
 * Editorial history (issue 14): which content keeps versions, how many, and the Spanish name of
 * each field a version changed. Browser-safe data, read by the collections
 * (collections/hooks/history.ts), the history routes (src/contract/resources/history.ts) and the
 * admin kit's 'Historial' panel (src/admin/kit/History.tsx). See docs/editorial.md.
 */

/**
 * Versions kept per item (and per recommendation): Payload deletes the oldest beyond this on every
 * save. 25 covers weeks of daily edits of one item while keeping the version tables small
 * (≈ items × 25 rows).
 */
export const HISTORY_MAX_VERSIONS = 25

/**
 * Versions Payload keeps per item: one more than the panel shows, so that the oldest shown one can
 * say what it changed, and so that an item with at most HISTORY_MAX_VERSIONS stored has never lost
 * any: its oldest stored version is the first it ever had (src/contract/resources/history.ts).
 */
export const HISTORY_STORED_VERSIONS = HISTORY_MAX_VERSIONS + 1

/** Every registered content type (src/content/registry.ts). */
export const CONTENT_TYPES: readonly AnyContent[] = REGISTRY.map((entry) => entry.type)

/** The content collections that keep a history: every content type (blogs' versions are also their drafts). */
export const HISTORY_COLLECTIONS: ReadonlySet<string> = new Set(CONTENT_TYPES.map((type) => type.slug))

/** What a list screen needs to offer 'Historial' in its edit form: the collection, when its type keeps a history. */
export const historyOf = (type: AnyContent): { collection: string } | undefined =>
  HISTORY_COLLECTIONS.has(type.slug) ? { collection: type.slug } : undefined

/** Both monthly recommendations keep a history too. */
export const HISTORY_GLOBALS: ReadonlySet<string> = new Set(['development-recommendation', 'wellbeing-recommendation'])

/** The request context flag of a 'Restaurar' save (collections/hooks/history.ts keeps the current pictures on it). */
export const RESTORING_FROM_HISTORY = 'restoringFromHistory'

/** The field every versioned document carries: who saved it (a user id; null for the system: seed, jobs). */
export const EDITOR_FIELD = 'updated_by'

/** A recommendation's fields, as its screen names them (globals/recommendations.ts). */
const RECOMMENDATION_LABELS: Record<string, string> = { type: 'Tipo', item: 'Elemento recomendado' }

/**
 * Fields a screen edits through another stored field: a blog's 'Descripción principal' is its rich
 * body (src/admin/screens/Blogs.tsx; the plain description follows it, collections/Blogs/body.ts),
 * so a version is compared and restored on the body, formatting included.
 */
const EDITED_AS: Record<string, Record<string, string>> = { blogs: { description: 'body' } }

/** The stored name of a descriptor field in a version: an upload's own file is its `filename`. */
const storedName = (slug: string, name: string, def: FieldDef): string =>
  def.kind === 'file' ? 'filename' : (EDITED_AS[slug]?.[name] ?? name)

/**
 * The fields a version is compared on, as `[stored name, Spanish label]` in the form's order: the
 * descriptor's for a content type, the recommendation's for a global.
 */
export const historyFields = (slug: string, types: readonly AnyContent[] = CONTENT_TYPES): [string, string][] => {
  if (HISTORY_GLOBALS.has(slug)) return Object.entries(RECOMMENDATION_LABELS)
  const type = types.find((candidate) => candidate.slug === slug)
  if (!type) return []
  return Object.entries(type.fields).map(([name, def]) => [storedName(slug, name, def), def.label])
}

/**
 * One line of the 'Historial' panel (the history route's answer): who saved the version and when,
 * `changes` the Spanish labels of the fields it changed (null when nothing older is kept to compare
 * with), `created` when it is the item's creation, `current` for the newest (the item as it is).
 */
/** One field that differs between two versions ('Comparar', issue 28): its label and both values as text. */
export type HistoryDifference = { field: string; before: string; after: string }

export type HistoryEntry = {
  id: number
  at: string
  author: string
  changes: string[] | null
  created: boolean
  current: boolean
}
