import { sql } from '@payloadcms/db-postgres'
import {
  APIError,
  ValidationError,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { transactionDb } from '../lib/db-pool'
import { publishBlog } from './publish-blog'
import { RECOMMENDATION_OPTIONS, type RecommendationTarget, type ScheduleTarget } from './targets'

type Claimed = { target: ScheduleTarget; blog_id: number | null; type: string | null; item: number | null }

/** A refusal of the change itself (the item was unpublished, a field no longer validates): retrying cannot help. */
class Refused extends Error {}

const isRefusal = (error: unknown): boolean =>
  error instanceof Refused ||
  error instanceof ValidationError ||
  (error instanceof APIError && error.status < 500) ||
  (error as { isPublic?: unknown })?.isPublic === true

/** The recommendation's new choice; the item must still exist and be published. */
const switchRecommendation = async (
  payload: Payload,
  target: RecommendationTarget,
  row: Claimed,
  req: PayloadRequest,
): Promise<void> => {
  const option = RECOMMENDATION_OPTIONS[target].find((candidate) => candidate.type === row.type)
  if (!option || !row.item) throw new Refused('El tipo de recomendación no es válido.')
  const item = await payload.findByID({
    collection: option.collection,
    id: row.item,
    depth: 0,
    select: { is_active: true } as never,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  if (!item || (item as { is_active?: boolean }).is_active === false)
    throw new Refused('El elemento ya no está publicado.')
  await payload.updateGlobal({
    slug: target,
    data: { type: row.type, item: { relationTo: option.collection, value: row.item } } as never,
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/**
 * Applies one scheduled change, exactly once. Payload's runner claims a job with a read and then a
 * write (@payloadcms/drizzle updateJobs), so two runners can both start the same job; the change is
 * therefore claimed here with one conditional UPDATE in the same transaction as the change itself:
 * a second runner's UPDATE waits for the first's row lock and then matches nothing (the row is no
 * longer 'pending'); if the first rolls back (crash, error), the row is still pending for a retry.
 * The change goes through payload.update / updateGlobal, so the collection's or global's own hooks
 * revalidate the page cache. Answers whether this call applied it.
 */
/** The staff member who scheduled the change becomes the request's user (a deleted account: the system). */
const actAsScheduler = async (payload: Payload, req: PayloadRequest, id: unknown): Promise<void> => {
  if (id === null || id === undefined) return
  const user = await payload.findByID({
    collection: 'users',
    id: Number(id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (user) req.user = { ...user, collection: 'users' } as PayloadRequest['user']
}

export const applyScheduledChange = async (payload: Payload, scheduleId: number): Promise<boolean> => {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const db = await transactionDb(payload, req)
    if (!db) throw new Error('No database transaction for the scheduled change')
    const { rows } = await db.execute(
      sql`UPDATE scheduled_changes SET status = 'done', done_at = now() WHERE id = ${scheduleId} AND status = 'pending' RETURNING target, blog_id, type, item, scheduled_by_id`,
    )
    const claimed = rows[0] as Claimed | undefined
    // `item` is a numeric column: node-postgres answers it as text.
    const row = claimed && { ...claimed, item: claimed.item === null ? null : Number(claimed.item) }
    if (row) {
      // The change is the scheduler's (issue 28): 'Historial' names who scheduled it, not 'Sistema'.
      await actAsScheduler(payload, req, (claimed as { scheduled_by_id?: unknown }).scheduled_by_id)
      if (row.target === 'blog') {
        // A deleted blog leaves nothing to publish (the relation was set to null).
        if (row.blog_id !== null) await publishBlog(payload, row.blog_id, req)
      } else {
        await switchRecommendation(payload, row.target, row, req)
      }
    }
    await commitTransaction(req)
    return Boolean(row)
  } catch (error) {
    await killTransaction(req)
    // A refused change is recorded (staff see why) and not retried; anything else (database down)
    // leaves the row pending, and the job's retries or a later tick apply it.
    if (!isRefusal(error)) throw error
    const failure = error instanceof Error && error.message ? error.message.slice(0, 300) : 'No se pudo aplicar.'
    await payload.update({
      collection: 'scheduled-changes',
      where: { id: { equals: scheduleId }, status: { equals: 'pending' } },
      data: { status: 'failed', failure },
      depth: 0,
      overrideAccess: true,
    })
    return false
  }
}
