import type { TaskConfig } from 'payload'

import { applyScheduledChange } from './apply'
import { SCHEDULE_TASK } from './queue'

/** The job of one scheduled change: it runs at `waitUntil` (or the first tick after, when no instance was up). */
export const applyScheduledChangeTask: TaskConfig<{ input: { scheduleId: number }; output: { applied: boolean } }> = {
  slug: SCHEDULE_TASK,
  label: 'Aplicar cambio programado',
  inputSchema: [{ name: 'scheduleId', type: 'number', required: true }],
  outputSchema: [{ name: 'applied', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => ({
    output: { applied: await applyScheduledChange(req.payload, input.scheduleId) },
  }),
}
