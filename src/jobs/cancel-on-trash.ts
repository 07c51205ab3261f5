import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest, Where } from 'payload'

import { RECOMMENDATION_OPTIONS } from './targets'

/** What a schedule cancelled this way records as its reason (the row's `failure`). */
export const TRASH_CANCELLED = 'Se canceló porque el elemento se movió a la papelera o se eliminó.'

/**
 * The pending scheduled changes of an item (src/jobs/targets.ts): a blog's publication, and any
 * recommendation of it (the types the two monthly recommendations choose from). Null: none can exist.
 */
export const pendingSchedulesOf = (collection: string, id: number | string): Where | null => {
  const targets: Where[] = []
  if (collection === 'blogs') targets.push({ and: [{ target: { equals: 'blog' } }, { blog: { equals: id } }] })
  for (const [target, options] of Object.entries(RECOMMENDATION_OPTIONS))
    for (const option of options)
      if (option.collection === collection)
        targets.push({
          and: [{ target: { equals: target } }, { type: { equals: option.type } }, { item: { equals: Number(id) } }],
        })
  return targets.length ? { and: [{ status: { equals: 'pending' } }, { or: targets }] } : null
}

/**
 * An item moved to 'Papelera' (or deleted for good) has its pending scheduled changes cancelled
 * (issue 28): left pending, a blog's publication would be refused at its time (the blog is not there)
 * and a recommendation of it would fail. Restoring the item does not bring them back: staff schedule
 * again what they still want (docs/back-office.md "Papelera"). Answers how many were cancelled.
 */
export const cancelSchedulesOf = async (
  payload: Payload,
  collection: string,
  id: number | string,
  req?: PayloadRequest,
): Promise<number> => {
  const where = pendingSchedulesOf(collection, id)
  if (!where) return 0
  const { docs } = await payload.update({
    collection: 'scheduled-changes',
    where,
    data: { status: 'cancelled', failure: TRASH_CANCELLED },
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs.length
}

/** The trash plugin's hooks (src/plugins/trash.ts): on the move to the trash, and on the delete for good. */
export const cancelSchedulesOnTrash =
  (collection: string): CollectionAfterChangeHook =>
  async ({ data, doc, previousDoc, operation, req }) => {
    // `data`, not `doc`: an update that selects a few fields answers a `doc` without `deletedAt`.
    if (operation === 'update' && data?.deletedAt && !previousDoc?.deletedAt)
      await cancelSchedulesOf(req.payload, collection, previousDoc.id, req)
    return doc
  }

export const cancelSchedulesOnDelete =
  (collection: string): CollectionAfterDeleteHook =>
  async ({ id, req }) => {
    await cancelSchedulesOf(req.payload, collection, id, req)
  }
