import type { Config } from 'payload'

import { isAdminUser } from '../access'
import { sendEmailTask } from './task'

/**
 * Payload's jobs queue for mail. Jobs live in PostgreSQL (`payload_jobs`); the instances take turns
 * at the `email` queue every 5 s (src/jobs/runner.ts, started by src/instrumentation.ts; no `autoRun`,
 * whose cron cannot take turns), and the task's row claim keeps a repeated job from sending one
 * message twice. Tests run the queue themselves (`payload.jobs.run`).
 * Queueing, running and cancelling over HTTP: admins only.
 */
export const emailJobs: NonNullable<Config['jobs']> = {
  tasks: [sendEmailTask],
  deleteJobOnComplete: true,
  access: {
    run: ({ req }) => isAdminUser(req.user),
    queue: ({ req }) => isAdminUser(req.user),
    cancel: ({ req }) => isAdminUser(req.user),
  },
}
