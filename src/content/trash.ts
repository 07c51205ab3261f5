import type { CollectionSlug } from 'payload'

import { REGISTRY, kitContracts, type AnyRegistration } from './registry'

/**
 * The trash of content types (issue 28; docs/back-office.md "Papelera"): deleting an item of these
 * types moves it to 'Papelera' (Payload's `trash: true`, a `deletedAt` instant), where staff restore it
 * or delete it for good; a job deletes for good what has been there TRASH_DAYS days (src/jobs/purge-trash.ts).
 * The types served by the kit's list screen: the kit contract types and the blogs. Browser-safe data.
 */
export const TRASH_DAYS = 30

export const trashedCollections = (registry: readonly AnyRegistration[] = REGISTRY): CollectionSlug[] => [
  ...registry.filter((entry) => entry.key === 'blogs').map((entry) => entry.type.slug),
  ...kitContracts(registry).map((entry) => entry.type.slug),
]

const TRASHED = new Set<string>(trashedCollections())

export const hasTrash = (collection: string): boolean => TRASHED.has(collection)

const TRASH_MS = TRASH_DAYS * 24 * 60 * 60 * 1000

/** The instant before which an item in the trash is deleted for good. */
export const purgeBefore = (now: Date): Date => new Date(now.getTime() - TRASH_MS)

/** When an item moved to the trash at `deletedAt` is deleted for good (at the first daily run after it). */
export const purgeAfter = (deletedAt: Date): Date => new Date(deletedAt.getTime() + TRASH_MS)
