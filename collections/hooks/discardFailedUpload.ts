import { unlink } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionAfterErrorHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

/**
 * Shared by the three upload collections (media, images, template-files; src/README.md, "Hooks").
 *
 * An upload and its document are saved all or nothing. Payload writes an upload's files to disk
 * after validation but before the row is inserted, and when the insert (or anything after it) fails,
 * it rolls the row back and leaves the files: an unknown category, a lost race on a unique value or
 * a database outage left an orphan file. `beforeChange` notes the files this request is about to
 * write (their final names, sizes included); `afterError`, which Payload runs when the request fails,
 * deletes those that no stored document names. With S3 the storage adapter uploads in `afterChange`,
 * the last step before the commit, so a failed save there stores nothing to clean.
 */
type Pending = { collection: string; staticDir: string; filenames: string[] }

const PENDING = 'pendingUploadFiles'

const pendingOf = (context: Record<string, unknown>): Pending[] => (context[PENDING] as Pending[] | undefined) ?? []

const noteFiles: CollectionBeforeChangeHook = ({ collection, data, req }) => {
  const upload = collection.upload
  if (
    !req.file ||
    !upload ||
    typeof upload !== 'object' ||
    upload.disableLocalStorage ||
    !upload.staticDir ||
    typeof data.filename !== 'string'
  )
    return data
  const sizes = Object.values((data.sizes ?? {}) as Record<string, { filename?: unknown } | undefined>)
  const filenames = [
    data.filename,
    ...sizes.flatMap((size) => (typeof size?.filename === 'string' ? [size.filename] : [])),
  ]
  req.context[PENDING] = [
    ...pendingOf(req.context),
    { collection: collection.slug, staticDir: upload.staticDir, filenames },
  ]
  return data
}

const removeOrphans: CollectionAfterErrorHook = async ({ collection, req }) => {
  const pending = pendingOf(req.context).filter((entry) => entry.collection === collection.slug)
  if (!pending.length) return
  req.context[PENDING] = pendingOf(req.context).filter((entry) => entry.collection !== collection.slug)
  for (const { staticDir, filenames } of pending) {
    // Outside the failed request's (rolled back) transaction: is the file a stored document's after all?
    const stored = await req.payload
      .count({
        collection: collection.slug as 'media',
        where: { filename: { equals: filenames[0] } },
        overrideAccess: true,
      })
      .then(
        ({ totalDocs }) => totalDocs,
        () => 1, // the database cannot say (it may be what failed): keep the files rather than risk a stored one
      )
    if (stored) continue
    const dir = path.resolve(staticDir)
    for (const filename of filenames) {
      const file = path.resolve(dir, filename)
      if (path.dirname(file) !== dir) continue // a name is a plain file name in staticDir, nothing else
      await unlink(file).catch(() => undefined) // not written yet (the save failed before Payload wrote it)
    }
  }
}

/** The hooks, added by each upload collection. */
export const discardFailedUpload: Pick<NonNullable<CollectionConfig['hooks']>, 'beforeChange' | 'afterError'> = {
  beforeChange: [noteFiles],
  afterError: [removeOrphans],
}
