import { mexicoCityMonth, spanishLongDay, spanishMonthYear } from '../../src/lib/dates'

const DAY = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

describe('Spanish dates without Intl match Intl es-MX', () => {
  const longDay = new Intl.DateTimeFormat('es-MX', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const monthYear = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' })

  it('every day from 2024 to 2028 reads as Intl writes it', () => {
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2029, 0, 1); time += DAY) {
      expect(spanishLongDay(isoDay(time))).toBe(longDay.format(new Date(time)))
    }
    expect(spanishLongDay('2026-11-08')).toBe('domingo, 8 de noviembre de 2026')
  })

  it('every month reads as Intl writes it', () => {
    for (let month = 0; month < 12; month += 1)
      expect(spanishMonthYear(2026, month)).toBe(monthYear.format(new Date(Date.UTC(2026, month, 1))))
  })

  it("Mexico City's month of an instant matches the time-zone database, every hour around each month's end", () => {
    const parts = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      timeZone: 'America/Mexico_City',
    })
    for (let year = 2023; year <= 2028; year += 1) {
      for (let month = 0; month < 12; month += 1) {
        const start = Date.UTC(year, month, 1) - DAY
        for (let time = start; time < start + 2 * DAY; time += 3_600_000) {
          const found = parts.formatToParts(new Date(time))
          const value = (type: string) => Number(found.find((part) => part.type === type)?.value)
          expect(mexicoCityMonth(new Date(time))).toEqual({ year: value('year'), month: value('month') - 1 })
        }
      }
    }
  })
})
