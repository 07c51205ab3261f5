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

/** Today's day text in Mexico City, the programme's time zone. */
export const todayIso = (now: Date = new Date(), timeZone = 'America/Mexico_City'): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

/** Whole days from `from` to `to`, both yyyy-mm-dd. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** The same day `years` years earlier (29 February falls back to 28). */
export const yearsBefore = (day: string, years: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y - years, m - 1, 1))
  const lastDay = new Date(Date.UTC(y - years, m, 0)).getUTCDate()
  target.setUTCDate(Math.min(d, lastDay))
  return target.toISOString().slice(0, 10)
}
