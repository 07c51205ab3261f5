import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'

const holds = async (req: PayloadRequest, itemsCollection: CollectionSlug, id: unknown, trash: boolean) => {
  const { totalDocs } = await req.payload.count({
    collection: itemsCollection,
    where: { category: { equals: id } },
    overrideAccess: true,
    trash,
    req,
  })
  return totalDocs > 0
}

/**
 * A category that still holds items cannot be deleted, whoever asks and through whichever API. Deleted
 * for good, its items in 'Papelera' count too (issue 28): a restored item must find its category.
 */
export const preventDeleteWhileHolding =
  (itemsCollection: CollectionSlug, message: string): CollectionBeforeDeleteHook =>
  async ({ req, id }) => {
    if (await holds(req, itemsCollection, id, true))
      throw new APIError(message, 409, { code: 'category_not_empty' }, true)
  }

/** Nor moved to 'Papelera' (issue 28) while it holds items that are not there. */
export const preventTrashWhileHolding =
  (itemsCollection: CollectionSlug, message: string): CollectionBeforeChangeHook =>
  async ({ req, data, originalDoc, operation }) => {
    if (operation === 'update' && data?.deletedAt && !originalDoc?.deletedAt)
      if (await holds(req, itemsCollection, originalDoc?.id, false))
        throw new APIError(message, 409, { code: 'category_not_empty' }, true)
    return data
  }
