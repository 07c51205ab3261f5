import { activity as activityType } from '@/content/activity'
import { listsOf } from '@/content/kit'
import { isHourMinute, todayIso } from '@/lib/dates'
import { siteUrl } from '@/lib/site-url.mjs'

import { viewHref, within } from '../portal/nav'
import type { PortalActivity } from '../portal/types'
import { buildCalendar, type CalendarEvent } from './ics'

/** What a teacher reads in the calendar entry: the activity's text, its grade and its lists (materials) under their headings. */
const describe = (activity: PortalActivity): string =>
  [
    activity.description,
    activity.school_grade ? `Grado escolar: ${activity.school_grade}` : '',
    ...listsOf(activityType, activity).map((list) =>
      list.items.length ? `${list.heading}: ${list.items.join(', ')}` : '',
    ),
    activity.materials_link ? `Ver materiales: ${activity.materials_link}` : '',
  ]
    .filter(Boolean)
    .join('\n\n')

/**
 * The feed's window: from 30 days before today to 12 months after it (Mexico City days). A subscribed
 * calendar keeps the entries it already holds, so older activities stay with the teachers who had them,
 * and the feed stays the same size whatever the number of activities the programme has published.
 */
export const FEED_WINDOW = { daysBack: 30, monthsAhead: 12 } as const

/** The first and last day (yyyy-mm-dd) the feed carries on `now`'s day. */
export const feedWindow = (now = new Date()): { from: string; to: string } => {
  const [y, m, d] = todayIso(now).split('-').map(Number) as [number, number, number]
  const from = new Date(Date.UTC(y, m - 1, d - FEED_WINDOW.daysBack))
  // The same day 12 months ahead, or that month's last day (31 March + 12 months: 31 March; 29 Feb: 28 Feb).
  const ahead = new Date(Date.UTC(y, m - 1 + FEED_WINDOW.monthsAhead, 1))
  const lastDay = new Date(Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth() + 1, 0)).getUTCDate()
  ahead.setUTCDate(Math.min(d, lastDay))
  return { from: from.toISOString().slice(0, 10), to: ahead.toISOString().slice(0, 10) }
}

/** The published activities of the feed's window as a subscribable calendar; each entry links to its page in the portal. */
export const activitiesCalendar = (activities: PortalActivity[], now = new Date()): string => {
  const origin = siteUrl()
  const host = new URL(origin).hostname
  const { from, to } = feedWindow(now)
  const events: CalendarEvent[] = activities
    .filter((activity) => activity.date >= from && activity.date <= to)
    .map((activity) => ({
      uid: `actividad-${activity.id}@${host}`,
      day: activity.date,
      start: isHourMinute(activity.start_time) ? activity.start_time : null,
      end: isHourMinute(activity.end_time) ? activity.end_time : null,
      summary: activity.title,
      description: describe(activity),
      url: `${origin}${viewHref(within('recursos_educativos', 'evento', activity.id), '/profe-max')}`,
    }))
  return buildCalendar({
    name: 'ProfeMax · Calendario de actividades',
    description: 'Actividades para el aula de ProfeMax: fechas, grado escolar y materiales.',
    events,
    now,
  })
}
