import type { Config } from 'payload'

import { isAdminUser } from '../access'
import { EMAIL_QUEUE } from './queue'
import { sendEmailTask } from './task'

/**
 * Payload's jobs queue for mail. Jobs live in PostgreSQL (`payload_jobs`); every instance runs the
 * `email` queue every 5 s (src/instrumentation.ts starts the runner), and the task's row claim keeps
 * two instances from sending one message twice. Tests run the queue themselves (`payload.jobs.run`).
 * Queueing, running and cancelling over HTTP: admins only.
 */
export const emailJobs: NonNullable<Config['jobs']> = {
  tasks: [sendEmailTask],
  deleteJobOnComplete: true,
  autoRun: [{ cron: '*/5 * * * * *', queue: EMAIL_QUEUE, limit: 20, silent: true }],
  shouldAutoRun: () => process.env.NODE_ENV !== 'test',
  access: {
    run: ({ req }) => isAdminUser(req.user),
    queue: ({ req }) => isAdminUser(req.user),
    cancel: ({ req }) => isAdminUser(req.user),
  },
}
