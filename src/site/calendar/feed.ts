import { activity as activityType } from '@/content/activity'
import { listsOf } from '@/content/kit'
import { siteUrl } from '@/lib/site-url.mjs'

import { viewHref, within } from '../portal/nav'
import type { PortalActivity } from '../portal/types'
import { buildCalendar, type CalendarEvent } from './ics'

/** What a teacher reads in the calendar entry: the activity's text, its grade and its lists (materials) under their headings. */
const describe = (activity: PortalActivity): string =>
  [
    activity.description,
    activity.school_grade ? `Grado escolar: ${activity.school_grade}` : '',
    ...listsOf(activityType, activity).map((list) => (list.items.length ? `${list.heading}: ${list.items.join(', ')}` : '')),
    activity.materials_link ? `Ver materiales: ${activity.materials_link}` : '',
  ]
    .filter(Boolean)
    .join('\n\n')

/** The published activities as a subscribable calendar; each entry links to its page in the portal. */
export const activitiesCalendar = (activities: PortalActivity[], now = new Date()): string => {
  const origin = siteUrl()
  const host = new URL(origin).hostname
  const events: CalendarEvent[] = activities.map((activity) => ({
    uid: `actividad-${activity.id}@${host}`,
    day: activity.date,
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
