/**
 * The activities calendar as iCalendar text (RFC 5545), written here rather than with a generator from
 * npm: the maintained one (ical-generator 11) writes DTSTAMP as floating local time once the calendar
 * carries a time zone, and needs a time-zone library for the VTIMEZONE. What this product needs is
 * small: one fixed VTIMEZONE, TZID times, text escaping, CRLF and folding at 75 octets.
 */

export const TIME_ZONE = 'America/Mexico_City'

/**
 * Mexico City keeps UTC-6 all year since 30 October 2022 (daylight saving abolished), so one STANDARD
 * rule describes every date the feed carries.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/**
 * An activity without hours is an all-day event on its day (`yyyy-mm-dd`), DTEND the next day
 * (exclusive, RFC 5545 §3.6.1); issue 31: the 08:00–14:00 hours it carried were made up. With hours
 * (issue 28) it starts and ends at them in Mexico City (TZID, the VTIMEZONE above); with a start only,
 * it has no DTEND (§3.6.1: it ends when it starts; no length is made up).
 */
const nextDay = (day: string): string => {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}
const dateValue = (day: string): string => day.replace(/-/g, '')

/** `day` yyyy-mm-dd; `start` and `end` hh:mm in Mexico City, or none (all day). */
export type CalendarEvent = {
  uid: string
  day: string
  start?: string | null
  end?: string | null
  summary: string
  description: string
  url: string
}

const localTime = (day: string, time: string): string => `${dateValue(day)}T${time.replace(':', '')}00`

/** DTSTART and DTEND of an event: TZID times when it has a start, whole days otherwise. */
const eventTimes = ({ day, start, end }: CalendarEvent): string[] =>
  start
    ? [
        `DTSTART;TZID=${TIME_ZONE}:${localTime(day, start)}`,
        ...(end ? [`DTEND;TZID=${TIME_ZONE}:${localTime(day, end)}`] : []),
      ]
    : [`DTSTART;VALUE=DATE:${dateValue(day)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(day))}`]

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

/** Octets of one code point in UTF-8. */
const utf8Size = (codePoint: number): number =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4

/**
 * Content lines longer than 75 octets are folded (§3.1): CRLF and one space, never inside a UTF-8
 * character. One pass over the line's code points with slices of the original string: linear in its length.
 */
export const foldLine = (line: string): string => {
  // Most lines are short ASCII: nothing to fold.
  if (line.length <= 75 && !/[^\x00-\x7f]/.test(line)) return line
  const parts: string[] = []
  let start = 0
  let octets = 0
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let limit = 75
  for (let i = 0; i < line.length;) {
    const codePoint = line.codePointAt(i) as number
    const units = codePoint > 0xffff ? 2 : 1
    const size = utf8Size(codePoint)
    if (octets + size > limit) {
      parts.push(line.slice(start, i))
      start = i
      octets = 0
      limit = 74
    }
    octets += size
    i += units
  }
  parts.push(line.slice(start))
  return parts.join('\r\n ')
}

const utcStamp = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** The whole calendar: one VEVENT per activity, CRLF line endings, folded lines. */
export const buildCalendar = ({
  name,
  description,
  events,
  now = new Date(),
}: {
  name: string
  description: string
  events: CalendarEvent[]
  now?: Date
}): string => {
  const stamp = utcStamp(now)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ProfeMax//Calendario de actividades//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `X-WR-CALDESC:${escapeText(description)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    // Subscribed calendars look again every few hours (RFC 7986, and the older Apple/Google property).
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...VTIMEZONE,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      ...eventTimes(event),
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
