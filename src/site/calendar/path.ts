/** Where the activities feed is served (src/app/(site)/profe-max/actividades.ics/route.ts) and subscribed to. */
export const ACTIVITIES_FEED_PATH = '/profe-max/actividades.ics'
