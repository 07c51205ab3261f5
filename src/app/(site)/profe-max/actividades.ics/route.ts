import { activitiesCalendar, feedWindow } from '@/site/calendar/feed'
import { getActivities } from '@/site/portal/data'

/**
 * The activities calendar feed (RFC 5545), to subscribe to in Google or Apple Calendar: the activities
 * of its window (src/site/calendar/feed.ts: 30 days back, 12 months ahead). Static like the pages: built
 * once per change of the activities (their tag, expired by the collection's hooks, src/lib/public-cache.ts)
 * and at most once an hour besides, for the window to move with the days; served with s-maxage for the
 * caching proxy.
 */
export const revalidate = 3600
export const dynamic = 'force-static'

export async function GET(): Promise<Response> {
  const now = new Date()
  const { from, to } = feedWindow(now)
  return new Response(activitiesCalendar(await getActivities(from, to), now), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="profemax-actividades.ics"',
    },
  })
}
