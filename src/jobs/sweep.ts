import type { Payload } from 'payload'

import { applyScheduledChange } from './apply'

/**
 * At a server's start: applies every pending change whose time has passed. Its job normally does it
 * at the first tick; this covers the job Payload 3.90 never picks up again, one left
 * `processing: true` by a process killed in the middle of the task (Payload has no stale-job
 * recovery). The claim in applyScheduledChange keeps it exactly once when the job, or other
 * instances starting at the same time, run it too. Errors are logged, never fatal to the start.
 */
export const sweepOverdueChanges = async (payload: Payload): Promise<number> => {
  const { docs } = await payload.find({
    collection: 'scheduled-changes',
    where: { and: [{ status: { equals: 'pending' } }, { runAt: { less_than_equal: new Date().toISOString() } }] },
    sort: 'runAt',
    limit: 100,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  let applied = 0
  for (const { id } of docs) {
    try {
      if (await applyScheduledChange(payload, id)) applied += 1
    } catch (error) {
      payload.logger.error({ err: error, scheduleId: id }, 'Scheduled change not applied at start; its job retries it')
    }
  }
  return applied
}
