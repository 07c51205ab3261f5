import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { asCaller, type Ctx } from './context'
import { updateVisible } from './resources/toggleDraftable'

/**
 * Moving an item of a content type with a trash (src/content/trash.ts) to 'Papelera' and back:
 * Payload's trash is the `deletedAt` instant, written by an update (as Payload's own admin does), so
 * the collection's hooks run as for any change: the cache expiry (collections/hooks/revalidate.ts), the
 * history's version with who did it, the recommendation guard (an item recommended this month is not
 * moved). A type with drafts (blogs) writes it on what visitors see without publishing pending edits
 * (`updateVisible`). Call these under the row's lock (`withRowLock`), with its `req`.
 */
type Target = { collection: CollectionSlug; drafts: boolean; scope?: Where }

const setDeletedAt = async (
  ctx: Ctx,
  { collection, drafts, scope }: Target,
  id: number,
  deletedAt: string | null,
  req: PayloadRequest,
): Promise<void> => {
  if (drafts) {
    await updateVisible(ctx, collection, id, { deletedAt }, req, { scope, unpublished: 'main' })
    return
  }
  await ctx.payload.update({
    collection,
    id,
    data: { deletedAt },
    depth: 0,
    select: {},
    trash: true,
    ...asCaller(ctx),
    req,
  })
}

export const moveToTrash = (ctx: Ctx, target: Target, id: number, req: PayloadRequest, now = new Date()) =>
  setDeletedAt(ctx, target, id, now.toISOString(), req)

export const restoreFromTrash = (ctx: Ctx, target: Target, id: number, req: PayloadRequest) =>
  setDeletedAt(ctx, target, id, null, req)
