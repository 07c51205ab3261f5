import type { Config } from 'payload'

import { isOwnRunner } from './runner'
import { applyScheduledChangeTask } from './task'

/**
 * Adds scheduled publishing to the app's jobs config (the mail queue's, src/email/jobs.ts): the task,
 * and its runner. The `schedule` queue is not in `autoRun`: every instance runs it through its own
 * jobs endpoint on a tick (src/jobs/runner.ts says why), so `access.run` also admits that call. A job
 * whose time passed while no instance was up runs at the first tick after a start. Several instances
 * may run the same job at once: src/jobs/apply.ts makes the change itself happen once.
 */
export const withScheduledPublishing = (jobs: NonNullable<Config['jobs']>): NonNullable<Config['jobs']> => {
  const run = jobs.access?.run
  return {
    ...jobs,
    tasks: [...(jobs.tasks ?? []), applyScheduledChangeTask],
    access: { ...jobs.access, run: async (args) => isOwnRunner(args.req) || Boolean(await run?.(args)) },
  }
}
