import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'

/** A category that still holds items cannot be deleted, whoever asks and through whichever API. */
export const preventDeleteWhileHolding =
  (itemsCollection: CollectionSlug, message: string): CollectionBeforeDeleteHook =>
  async ({ req, id }) => {
    const { totalDocs } = await req.payload.count({
      collection: itemsCollection,
      where: { category: { equals: id } },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) throw new APIError(message, 409, { code: 'category_not_empty' }, true)
  }
