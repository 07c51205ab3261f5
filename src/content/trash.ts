import type { CollectionSlug } from 'payload'

import type { SortField } from '../lib/schemas/list-actions'

import type { AnyContent } from './kit'
import { REGISTRY, type AnyRegistration } from './registry'

/**
 * The trash of content types (issue 28; docs/back-office.md "Papelera"): deleting an item of these
 * types moves it to 'Papelera' (Payload's `trash: true`, a `deletedAt` instant), where staff restore it
 * or delete it for good; a job deletes for good what has been there TRASH_DAYS days (src/jobs/purge-trash.ts).
 * Every registered content type (src/content/registry.ts): the kit's types and the blogs, activities,
 * the categories and their items (images, templates, music) and the allies. Browser-safe data.
 */
export const TRASH_DAYS = 30

export const trashedCollections = (registry: readonly AnyRegistration[] = REGISTRY): CollectionSlug[] => {
  // The items of a category before the categories: the purge deletes an item before its category,
  // which is refused while it holds any (collections/categories/preventDeleteWhileHolding.ts).
  const inCategory = (entry: AnyRegistration) => Object.values(entry.type.fields).some((def) => def.kind === 'category')
  return [...registry.filter(inCategory), ...registry.filter((entry) => !inCategory(entry))].map(
    (entry) => entry.type.slug,
  )
}

const TRASHED = new Set<string>(trashedCollections())

export const hasTrash = (collection: string): boolean => TRASHED.has(collection)

const TRASH_MS = TRASH_DAYS * 24 * 60 * 60 * 1000

/** The instant before which an item in the trash is deleted for good. */
export const purgeBefore = (now: Date): Date => new Date(now.getTime() - TRASH_MS)

/** When an item moved to the trash at `deletedAt` is deleted for good (at the first daily run after it). */
export const purgeAfter = (deletedAt: Date): Date => new Date(deletedAt.getTime() + TRASH_MS)

/**
 * The columns a list of this type sorts by (issue 28; the contract's allow-list and the screen's
 * sortable headers): its name, its date of creation, its status (`is_active`) and its day (an activity's
 * date). None for a type with a manual order (allies: staff set it, no column may reorder the list).
 */
export const sortableFields = (type: Pick<AnyContent, 'titleField' | 'fields'>): SortField[] => {
  const fields = Object.entries(type.fields)
  if (fields.some(([, def]) => def.kind === 'order')) return []
  return [
    type.titleField,
    'createdAt',
    ...fields.flatMap(([name, def]): SortField[] =>
      def.kind === 'active' && name === 'is_active'
        ? ['is_active']
        : def.kind === 'day' && name === 'activity_date'
          ? ['activity_date']
          : [],
    ),
  ]
}
