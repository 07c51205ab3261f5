import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { asCaller, type Ctx } from './context'
import { withRowLock } from './lock'
import { updateVisible } from './resources/toggleDraftable'

/**
 * Moving an item of a content type with a trash (src/content/trash.ts) to 'Papelera' and back:
 * Payload's trash is the `deletedAt` instant, written by an update (as Payload's own admin does), so
 * the collection's hooks run as for any change: the cache expiry (collections/hooks/revalidate.ts), the
 * history's version with who did it, the recommendation guard (an item recommended this month is not
 * moved). A type with drafts (blogs) writes it on what visitors see without publishing pending edits
 * (`updateVisible`). Call these under the row's lock (`withRowLock`), with its `req`.
 */
export type TrashTarget = { collection: CollectionSlug; drafts: boolean; scope?: Where }

const setDeletedAt = async (
  ctx: Ctx,
  { collection, drafts, scope }: TrashTarget,
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

export const moveToTrash = (ctx: Ctx, target: TrashTarget, id: number, req: PayloadRequest, now = new Date()) =>
  setDeletedAt(ctx, target, id, now.toISOString(), req)

export const restoreFromTrash = (ctx: Ctx, target: TrashTarget, id: number, req: PayloadRequest) =>
  setDeletedAt(ctx, target, id, null, req)

/** A single delete of a type with a trash (the spec's `DELETE`, issue 28): to 'Papelera' under the row's lock. */
export const trashOne = (ctx: Ctx, target: TrashTarget, id: number): Promise<void> =>
  withRowLock(ctx, target.collection, id, (req) => moveToTrash(ctx, target, id, req))
