const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar day written yyyy-mm-dd. */
export const isIsoDay = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  const match = ISO_DAY.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/

/** True for a time of day written hh:mm on 24 hours (an activity's start or end, Mexico City). */
export const isHourMinute = (value: unknown): value is string => typeof value === 'string' && HOUR_MINUTE.test(value)

/**
 * An activity's hours as people read them, or null for an all-day one: "De 09:00 a 10:30 h", or
 * "A partir de las 09:00 h" when it has a start only.
 */
export const spanishHours = (start?: string | null, end?: string | null): string | null => {
  if (!isHourMinute(start)) return null
  return isHourMinute(end) ? `De ${start} a ${end} h` : `A partir de las ${start} h`
}

/** Today's day text in Mexico City, the programme's time zone. */
export const todayIso = (now: Date = new Date(), timeZone = 'America/Mexico_City'): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

/** Whole days from `from` to `to`, both yyyy-mm-dd. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** The same day `years` years earlier (29 February falls back to 28). */
export const yearsBefore = (day: string, years: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y - years, m - 1, 1))
  const lastDay = new Date(Date.UTC(y - years, m, 0)).getUTCDate()
  target.setUTCDate(Math.min(d, lastDay))
  return target.toISOString().slice(0, 10)
}

/*
 * Spanish day and month names and Mexico City's month, written out for the public pages' browsers: the
 * first Intl call in a page costs 30-90 ms of main thread (ICU's start-up, measured in Chromium,
 * docs/performance.md), which a calendar drawn on load would pay on every visit. tests/unit/dates.test.ts
 * checks every day of several years against Intl's own 'es-MX' output.
 */
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]
/** Weekday names as `Date.getUTCDay()` numbers them (Sunday first), lower case as Intl writes them. */
export const WEEKDAYS_FROM_SUNDAY = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']

/** "noviembre de 2026": Intl's es-MX { month: 'long', year: 'numeric' }. */
export const spanishMonthYear = (year: number, month: number): string => `${MONTHS[month]} de ${year}`

/** "sábado, 8 de noviembre de 2026" for a yyyy-mm-dd day: Intl's es-MX long weekday, day, month and year. */
export const spanishLongDay = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay()
  return `${WEEKDAYS_FROM_SUNDAY[weekday]}, ${d} de ${MONTHS[m - 1]} de ${y}`
}

/**
 * Mexico City has kept UTC-6 all year since 30 October 2022 (the Ley de los Husos Horarios of 2022 ended
 * its daylight saving time), so its calendar month of an instant needs no time-zone database.
 */
const MEXICO_CITY_OFFSET_MS = -6 * 3_600_000
/** The yyyy-mm-dd day of an instant in Mexico City (what `todayIso` says, without Intl's start-up cost). */
export const mexicoCityDay = (instant: Date): string =>
  new Date(instant.getTime() + MEXICO_CITY_OFFSET_MS).toISOString().slice(0, 10)

export const mexicoCityMonth = (instant: Date): { year: number; month: number } => {
  const local = new Date(instant.getTime() + MEXICO_CITY_OFFSET_MS)
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() }
}

/** "8 de noviembre de 2026" for a yyyy-mm-dd day: Intl's es-MX { day: 'numeric', month: 'long', year: 'numeric' }. */
export const spanishDay = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return `${d} de ${MONTHS[m - 1]} de ${y}`
}
