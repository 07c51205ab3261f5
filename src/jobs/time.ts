import { TZDate } from '@date-fns/tz'

/** Staff write and read schedules in Mexico City time, whatever the server's or browser's zone. */
export const SCHEDULE_TIME_ZONE = 'America/Mexico_City'

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * The instant of a wall-clock time in Mexico City, written as a `datetime-local` input gives it
 * ('2026-12-01T00:00'); null when it is not a real date and time. @date-fns/tz knows the zone's
 * rules (no hand-written offsets).
 */
export const mexicoCityInstant = (local: unknown): Date | null => {
  if (typeof local !== 'string') return null
  const match = LOCAL.exec(local)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null
  const date = new TZDate(year, month - 1, day, hour, minute, SCHEDULE_TIME_ZONE)
  // 31 February rolls over into March: refused rather than silently moved.
  if (date.getDate() !== day || date.getMonth() !== month - 1) return null
  return new Date(date.getTime())
}

/** The `datetime-local` value of an instant in Mexico City ('2026-12-01T00:00'). */
export const mexicoCityLocal = (instant: Date): string => {
  const date = new TZDate(instant.getTime(), SCHEDULE_TIME_ZONE)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

const spoken = new Intl.DateTimeFormat('es-MX', {
  timeZone: SCHEDULE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '1 de diciembre de 2026, 00:00' (Mexico City), as staff read a schedule. */
export const spokenDateTime = (instant: Date | string): string => spoken.format(new Date(instant))
