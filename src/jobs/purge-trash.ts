import type { Payload, TaskConfig } from 'payload'

import { purgeBefore, trashedCollections } from '../content/trash'
import { SCHEDULE_QUEUE } from './queue'

export const PURGE_TRASH_TASK = 'purgeTrash'

/**
 * Deletes for good every item that has been in a content type's trash more than TRASH_DAYS days
 * (src/content/trash.ts), as 'Eliminar definitivamente' does: Payload's delete, its hooks (cache
 * expiry, the recommendation guard) included. `now` is passed in (the tests move time, never sleep).
 * Answers how many items went, by collection.
 */
export const purgeTrash = async (payload: Payload, now: Date = new Date()): Promise<Record<string, number>> => {
  const before = purgeBefore(now).toISOString()
  const purged: Record<string, number> = {}
  for (const collection of trashedCollections()) {
    const { docs, errors } = await payload.delete({
      collection,
      where: { deletedAt: { less_than: before } },
      trash: true,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    for (const { message } of errors) payload.logger.warn(`Papelera de ${collection}: ${message}`)
    if (docs.length) purged[collection] = docs.length
  }
  return purged
}

/**
 * The daily job: Payload's task `schedule` (cron in the server's clock, UTC in production): the
 * `schedule` queue's tick (src/jobs/runner.ts) queues it once a day and runs it like a scheduled change.
 */
export const purgeTrashTask: TaskConfig<{ input: { now?: string }; output: { purged: number } }> = {
  slug: PURGE_TRASH_TASK,
  label: 'Vaciar la papelera (más de 30 días)',
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [{ name: 'purged', type: 'number' }],
  schedule: [{ cron: '0 4 * * *', queue: SCHEDULE_QUEUE }],
  retries: { attempts: 3 },
  handler: async ({ input, req }) => {
    const purged = await purgeTrash(req.payload, input?.now ? new Date(input.now) : new Date())
    return { output: { purged: Object.values(purged).reduce((sum, count) => sum + count, 0) } }
  },
}
