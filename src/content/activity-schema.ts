import { z } from 'zod'

import { msg } from '../lib/messages'
import { optionalId } from '../lib/schemas/common'
import { activity } from './activity'
import { formShape } from './form-schema'

const { startTime, endTime, ...rest } = formShape(activity, { mode: 'create' })

/**
 * The hours (issue 28), optional: none is an all-day activity; an end needs a start and comes after it
 * (hh:mm texts of one day compare as times). A schema of their own, intersected with the rest, so their
 * message shows while another field is still missing (a required field's refusal aborts its object).
 */
const hours = z.object({ startTime: startTime!, endTime: endTime! }).superRefine((value, context) => {
  const { startTime: start, endTime: end } = value as Record<string, string | null>
  if (end && !start) context.addIssue({ code: 'custom', path: ['startTime'], message: msg.startTimeFirst })
  else if (start && end && end <= start)
    context.addIssue({ code: 'custom', path: ['endTime'], message: msg.endTimeAfterStart })
})

/** Activity form (admin-resources-development section 5), JSON with the spec's camelCase names; the id comes first. */
export const activitySchema = z.intersection(z.object({ id: optionalId, ...rest }), hours)
