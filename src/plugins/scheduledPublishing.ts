import type { Plugin } from 'payload'

import { withScheduledPublishing } from '../jobs/config'

/** Scheduled publishing (issue 14; src/jobs): its task and runner added to the app's jobs config (the mail queue's). */
export const scheduledPublishing = (): Plugin => (config) => ({
  ...config,
  jobs: withScheduledPublishing(config.jobs ?? { tasks: [] }),
})
