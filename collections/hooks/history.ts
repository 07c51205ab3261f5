import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  FieldHook,
  GlobalConfig,
  RelationshipField,
} from 'payload'

import { isStaffUser, staffOnly } from '../../src/access'
import {
  EDITOR_FIELD,
  HISTORY_COLLECTIONS,
  HISTORY_GLOBALS,
  HISTORY_STORED_VERSIONS,
  RESTORING_FROM_HISTORY,
} from '../../src/content/history'

/*
 * Editorial history (issue 14), added to every content collection and both recommendation globals
 * in one place (the `history` plugin, src/plugins/history.ts) rather than by each builder, so no collection
 * can drift: Payload's own versions, bounded, readable by staff only, and who saved each one.
 * Shared by many collections, so it lives in collections/hooks (src/README.md, "Hooks").
 */

/** Whoever saves: the signed-in staff member; nobody (null) for the seed, jobs and other system writes. Never taken from the request body. */
const setEditor: FieldHook = ({ req }) => (req.user && isStaffUser(req.user) ? req.user.id : null)

const editorField: RelationshipField = {
  name: EDITOR_FIELD,
  label: 'Modificado por',
  type: 'relationship',
  relationTo: 'users',
  admin: { readOnly: true, position: 'sidebar' },
  // Staff ids are nobody else's business (the public /api and GraphQL read published items).
  access: { read: ({ req }) => isStaffUser(req.user) },
  hooks: { beforeChange: [setEditor] },
}

const mediaUploadFields = (fields: Field[]): string[] =>
  fields.flatMap((field) =>
    'name' in field && field.type === 'upload' && field.relationTo === 'media' ? [field.name] : [],
  )

/**
 * A restored version whose picture was replaced since has lost it (collections/media/visibility.ts
 * deletes a file nothing uses; the version's reference is then emptied): the current picture stays
 * rather than leaving the item without one.
 */
const keepCurrentImagesOnRestore =
  (fields: string[]): CollectionBeforeChangeHook =>
  ({ data, originalDoc, req }) => {
    if (!req.context[RESTORING_FROM_HISTORY] || !originalDoc) return data
    for (const field of fields) if (data[field] == null && originalDoc[field] != null) data[field] = originalDoc[field]
    return data
  }

/** Versions (at most HISTORY_STORED_VERSIONS per item, the oldest dropped) and the editor field, for the content collections of src/content/history.ts. */
export const withHistory = (
  collection: CollectionConfig,
  collections: ReadonlySet<string> = HISTORY_COLLECTIONS,
): CollectionConfig => {
  if (!collections.has(collection.slug)) return collection
  const own = typeof collection.versions === 'object' ? collection.versions : {}
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    // A collection with versions of its own (blogs' drafts) keeps them, bounded alike.
    versions: { ...own, maxPerDoc: HISTORY_STORED_VERSIONS },
    access: { ...collection.access, readVersions: staffOnly },
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), keepCurrentImagesOnRestore(mediaUploadFields(collection.fields))],
    },
    fields: [...collection.fields, editorField],
  }
}

/** The same for both monthly recommendations. */
export const withGlobalHistory = (global: GlobalConfig): GlobalConfig => {
  if (!HISTORY_GLOBALS.has(global.slug)) return global
  const own = typeof global.versions === 'object' ? global.versions : {}
  return {
    ...global,
    versions: { ...own, max: HISTORY_STORED_VERSIONS },
    access: { ...global.access, readVersions: staffOnly },
    fields: [...global.fields, editorField],
  }
}
