import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { asCaller, type Ctx } from './context'
import { notFound } from './http'
import { MEDIA_POPULATE } from './media'
import { asRecord } from '../lib/doc-record'

export type Doc = Record<string, unknown> & { id: number }

/** `draft`: the newest version (drafts collections, staff only: visitors' access never shows a draft). */
type FindOptions = {
  select?: Record<string, true>
  scope?: Where
  depth?: 0 | 1
  req?: PayloadRequest
  draft?: boolean
  /** Items in the trash too (Payload's `trash: true`; src/content/trash.ts): restoring one, deleting it for good. */
  trash?: boolean
}

/** One item by id as the caller may see it (staff: any; visitors: active only), its images populated. */
export const findVisible = async (
  ctx: Ctx,
  collection: CollectionSlug,
  id: number,
  { select, scope, depth = 1, req, draft, trash }: FindOptions,
): Promise<Doc | undefined> => {
  const { docs } = await ctx.payload.find({
    collection,
    where: scope ? { and: [{ id: { equals: id } }, scope] } : { id: { equals: id } },
    ...(select ? { select } : {}),
    ...(depth ? { populate: MEDIA_POPULATE } : {}),
    depth,
    limit: 1,
    pagination: false,
    ...(draft ? { draft: true } : {}),
    ...(trash ? { trash: true } : {}),
    ...asCaller(ctx),
    ...(req ? { req } : {}),
  })
  const [doc] = docs
  return doc && asRecord<Doc>(doc)
}

/** The same, or a 404. */
export const findOr404 = async (
  ctx: Ctx,
  collection: CollectionSlug,
  id: number,
  options: FindOptions,
): Promise<Doc> => {
  const doc = await findVisible(ctx, collection, id, options)
  if (!doc) throw notFound()
  return doc
}

/** A 404 unless the item exists for this caller. */
export const requireExisting = async (ctx: Ctx, collection: CollectionSlug, id: number): Promise<void> => {
  const { totalDocs } = await ctx.payload.count({ collection, where: { id: { equals: id } }, ...asCaller(ctx) })
  if (!totalDocs) throw notFound()
}
