import type { Payload } from 'payload'

import { SCHEDULE_QUEUE, SCHEDULE_TASK } from './queue'

/**
 * At a server's start: queues a fresh job for every pending change whose time has passed. Its own job
 * normally does it at the first tick; this covers the job Payload 3.90 never picks up again, one left
 * `processing: true` by a process killed in the middle of the task (Payload has no stale-job
 * recovery). Re-queued, not applied here: the tick runs jobs inside a request, where the cache can be
 * revalidated (src/jobs/runner.ts). The extra jobs of a healthy schedule, or of instances starting
 * together, find it already applied (the claim in src/jobs/apply.ts).
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
  for (const { id } of docs)
    await payload.jobs.queue({ task: SCHEDULE_TASK, input: { scheduleId: id }, queue: SCHEDULE_QUEUE })
  return docs.length
}
