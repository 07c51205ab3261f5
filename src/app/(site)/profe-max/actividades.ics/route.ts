import { activitiesCalendar } from '@/site/calendar/feed'
import { readPortalPart } from '@/site/portal/data'

/**
 * The activities calendar feed (RFC 5545), to subscribe to in Google or Apple Calendar. Static like the
 * pages: built from the portal's cached read of the activities, whose tag every staff edit expires
 * (src/hooks/revalidate.ts), and served with s-maxage for the caching proxy.
 */
export const revalidate = 300
export const dynamic = 'force-static'

export async function GET(): Promise<Response> {
  const activities = await readPortalPart('activities')
  return new Response(activitiesCalendar(activities), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="profemax-actividades.ics"',
    },
  })
}
