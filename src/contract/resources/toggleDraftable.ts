import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { idParam } from '../body'
import { asCaller, type Ctx, type Handler } from '../context'
import { findVisible, type Doc } from '../find'
import { notFound, ok } from '../http'
import { withRowLock } from '../lock'
import { versionStamps } from '../versions'

/** Stored fields a save may send back (everything but the ids, timestamps and status Payload sets). */
const content = (doc: Doc): Record<string, unknown> =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !['id', 'createdAt', 'updatedAt', '_status'].includes(key)))

/**
 * Writes `data` (the switch's `is_active`, the trash's `deletedAt`) on what visitors see of an item of
 * a collection with drafts (blogs; docs/editorial.md), never publishing pending edits:
 * - published, no newer draft: the published version gets it;
 * - published with a newer draft: the published version gets it, then the draft is saved again on top
 *   with it too (Payload saves on the newest version, so the draft's text must not ride along; the
 *   draft stays the newest version);
 * - never published: the draft gets it (`unpublished: 'draft'`, the switch: visible once published),
 *   or the main row does (`'main'`, the trash: a never-published item's main row is a draft too, and it
 *   is the row Payload's trash reads).
 * Call it under the row's lock, with its `req`. Items in the trash are found too (restoring one).
 */
export const updateVisible = async (
  ctx: Ctx,
  collection: CollectionSlug,
  id: number,
  data: Record<string, unknown>,
  req: PayloadRequest,
  { scope, unpublished = 'draft' }: { scope?: Where; unpublished?: 'draft' | 'main' } = {},
): Promise<Doc> => {
  const read = (draft: boolean) => findVisible(ctx, collection, id, { scope, depth: 0, req, draft, trash: true })
  const [newest, main] = [await read(true), await read(false)]
  if (!newest || !main) throw notFound()
  const base = {
    collection,
    id,
    depth: 0 as const,
    select: { is_active: true } as Record<string, true>,
    trash: true,
    ...asCaller(ctx),
    req,
  }
  if (main._status !== 'published') {
    await ctx.payload.update({ ...base, data, ...(unpublished === 'draft' ? { draft: true } : {}) })
  } else if (newest._status === 'draft') {
    await ctx.payload.update({ ...base, data: { ...content(main), ...data, _status: 'published' } })
    await ctx.payload.update({ ...base, data: { ...content(newest), ...data }, draft: true })
  } else {
    await ctx.payload.update({ ...base, data })
  }
  return newest
}

/**
 * The list's Activo/Inactivo switch on a collection with drafts (blogs; docs/editorial.md). It is
 * the spec's publish switch, so it acts on what visitors see, never publishing pending edits
 * (`updateVisible`). The table shows the newest version's state, so that is what is flipped.
 */
export const toggleDraftable =
  (collection: CollectionSlug, message: string, scope?: (ctx: Ctx) => Where | undefined): Handler =>
  async (ctx) => {
    const id = idParam(ctx.params.id)
    const { is_active, version } = await withRowLock(ctx, collection, id, async (req) => {
      const newest = await findVisible(ctx, collection, id, { scope: scope?.(ctx), depth: 0, req, draft: true })
      if (!newest) throw notFound()
      const next = !newest.is_active
      await updateVisible(ctx, collection, id, { is_active: next }, req, { scope: scope?.(ctx) })
      // The item's new version, which the list's row keeps (an edit opened after the toggle is not stale).
      return { is_active: next, version: (await versionStamps(ctx.payload, collection, [id], req)).get(id)?.version }
    })
    return ok(message, { data: { id, is_active, ...(version ? { version } : {}) } })
  }
