import type { Config } from 'payload'

import { SCHEDULE_QUEUE } from './queue'
import { applyScheduledChangeTask } from './task'

/** How often each instance looks for due scheduled changes (SCHEDULE_TICK_SECONDS, default 10). */
const tickSeconds = (): number => {
  const value = Number(process.env.SCHEDULE_TICK_SECONDS ?? 10)
  return Number.isInteger(value) && value >= 1 && value <= 59 ? value : 10
}

/**
 * Adds scheduled publishing to the app's jobs config (the mail queue's, src/email/jobs.ts): the task,
 * and every instance running the `schedule` queue on a tick. A job whose time passed while no
 * instance was up runs at the first tick after a start. Several instances may run the same job at
 * once: src/jobs/apply.ts makes the change itself happen once.
 */
export const withScheduledPublishing = (jobs: NonNullable<Config['jobs']>): NonNullable<Config['jobs']> => {
  const autoRun = Array.isArray(jobs.autoRun) ? jobs.autoRun : []
  return {
    ...jobs,
    tasks: [...(jobs.tasks ?? []), applyScheduledChangeTask],
    autoRun: [...autoRun, { cron: `*/${tickSeconds()} * * * * *`, queue: SCHEDULE_QUEUE, limit: 20, silent: true }],
  }
}
