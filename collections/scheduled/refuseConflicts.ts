import { APIError, type CollectionBeforeChangeHook, type Where } from 'payload'

import type { ScheduledChange } from '../../src/payload-types'

export const PAST_MESSAGE = 'La fecha y hora deben ser posteriores a este momento.'
export const SAME_MINUTE_MESSAGE =
  'Ya hay un cambio programado para este elemento en ese mismo minuto. Elige otra hora o cancela el que existe.'

/**
 * Set on `context` by what creates a schedule whose time already passed on purpose (a test of the
 * missed-run recovery); no staff path sets it.
 */
export const ALLOW_PAST_RUN_AT = 'allowPastRunAt'

const MINUTE = 60_000

/**
 * A new schedule (issue 28) is refused, on every path (contract, Local API), when its time is not
 * in the future, or when the same thing (the same blog, or the same recommendation) already has a
 * pending change in the same minute: two changes at one minute run in an order nobody chose, so the
 * outcome would be a coin toss. Only creation is checked: the job's own updates (done, failed) and
 * cancelling must go through whatever the time is.
 */
export const refuseScheduleConflicts: CollectionBeforeChangeHook<ScheduledChange> = async ({
  data,
  operation,
  req,
  context,
}) => {
  if (operation !== 'create') return data
  const runAt = data.runAt ? new Date(data.runAt) : null
  if (!runAt || Number.isNaN(runAt.getTime())) return data // the field's own `required` answers
  if (!context[ALLOW_PAST_RUN_AT] && runAt.getTime() <= Date.now())
    throw new APIError(PAST_MESSAGE, 400, { field: 'run_at' }, true)
  if ((data.status ?? 'pending') !== 'pending') return data

  const minuteStart = Math.floor(runAt.getTime() / MINUTE) * MINUTE
  const where: Where[] = [
    { target: { equals: data.target } },
    { status: { equals: 'pending' } },
    { runAt: { greater_than_equal: new Date(minuteStart).toISOString() } },
    { runAt: { less_than: new Date(minuteStart + MINUTE).toISOString() } },
  ]
  if (data.target === 'blog') {
    const blog = typeof data.blog === 'object' && data.blog ? data.blog.id : data.blog
    where.push({ blog: { equals: blog ?? null } })
  }
  const { totalDocs } = await req.payload.count({
    collection: 'scheduled-changes',
    where: { and: where },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw new APIError(SAME_MINUTE_MESSAGE, 409, { field: 'run_at' }, true)
  return data
}
