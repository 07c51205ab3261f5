import type { CollectionAfterChangeHook } from 'payload'

/** The queue every instance runs for scheduled changes (src/jobs/config.ts). */
export const SCHEDULE_QUEUE = 'schedule'
export const SCHEDULE_TASK = 'applyScheduledChange'

/**
 * A new schedule queues its job in the same transaction (a schedule that rolls back queues nothing).
 * Only the schedule's id goes into the job: the row is the truth (cancelled, done, its time).
 */
export const queueScheduledChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({
    task: SCHEDULE_TASK,
    input: { scheduleId: doc.id },
    queue: SCHEDULE_QUEUE,
    waitUntil: new Date(doc.runAt),
    req,
  })
  return doc
}
