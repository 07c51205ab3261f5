import type { Access, CollectionConfig, Plugin, Where } from 'payload'

import { isStaffUser } from '../access'
import { trashedCollections } from '../content/trash'
import { cancelSchedulesOnDelete, cancelSchedulesOnTrash } from '../jobs/cancel-on-trash'
import { purgeTrashTask } from '../jobs/purge-trash'

/** What no visitor reads, whatever the request asks (`?trash=true` included): an item in the trash. */
const notTrashed: Where = { deletedAt: { exists: false } }

/** Visitors' read access of a collection with a trash: their own rule and never a trashed item. */
export const withoutTrashed =
  (read: Access | undefined): Access =>
  async (args) => {
    const result = read ? await read(args) : true
    if (isStaffUser(args.req.user) || result === false) return result
    return result === true ? notTrashed : { and: [result, notTrashed] }
  }

/**
 * Payload's trash (`trash: true`: a `deletedAt` field, finds leave trashed items out unless asked)
 * on the content types of src/content/trash.ts; visitors never read a trashed item, even asking for it.
 * The daily job that empties what is older than 30 days (src/jobs/purge-trash.ts) joins the jobs config.
 * An item moved to the trash or deleted for good has its pending scheduled changes cancelled
 * (src/jobs/cancel-on-trash.ts).
 */
export const trash =
  (slugs: readonly string[] = trashedCollections()): Plugin =>
  (config) => ({
    ...config,
    collections: config.collections?.map((collection): CollectionConfig =>
      slugs.includes(collection.slug)
        ? {
            ...collection,
            trash: true,
            access: { ...collection.access, read: withoutTrashed(collection.access?.read) },
            hooks: {
              ...collection.hooks,
              afterChange: [...(collection.hooks?.afterChange ?? []), cancelSchedulesOnTrash(collection.slug)],
              afterDelete: [...(collection.hooks?.afterDelete ?? []), cancelSchedulesOnDelete(collection.slug)],
            },
          }
        : collection,
    ),
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), purgeTrashTask] },
  })
