import ICAL from 'ical.js'

import { activitiesCalendar, feedWindow } from '../../src/site/calendar/feed'
import { escapeText, foldLine } from '../../src/site/calendar/ics'
import type { PortalActivity } from '../../src/site/portal/types'

const activity = (
  id: number,
  date: string,
  title: string,
  hours: { start_time?: string; end_time?: string } = {},
): PortalActivity =>
  ({
    start_time: '',
    end_time: '',
    ...hours,
    id,
    date,
    title,
    description: 'Primera línea; con comas, punto y coma\ny una segunda línea \\ con barra. '.repeat(3),
    school_grade: '3° y 4° de primaria',
    materials_list: ['Cartulina', 'Tijeras'],
    materials_link: 'https://materiales.profemax.mx/feria',
    activity_date: date,
  }) as unknown as PortalActivity

describe('activities calendar (RFC 5545)', () => {
  const previous = process.env.SITE_URL
  beforeAll(() => void (process.env.SITE_URL = 'https://profemax.mx/'))
  afterAll(() => void (process.env.SITE_URL = previous))

  it('escapes text and folds at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\r\ne\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf')
    const folded = foldLine(`SUMMARY:${'ñ'.repeat(100)}`)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(2)
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true)
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(`SUMMARY:${'ñ'.repeat(100)}`)
  })

  it('parses back: Mexico City zone, one all-day event per activity on its day, texts intact', () => {
    const now = new Date('2026-11-23T06:00:00Z')
    const text = activitiesCalendar(
      [activity(7, '2026-11-08', 'Feria de ciencias, en el aula'), activity(9, '2027-03-21', 'Día de la primavera')],
      now,
    )
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const calendar = new ICAL.Component(ICAL.parse(text))
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!)
    expect(zone.tzid).toBe('America/Mexico_City')
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(events.map((e) => e.uid)).toEqual(['actividad-7@profemax.mx', 'actividad-9@profemax.mx'])
    expect(events[0]!.summary).toBe('Feria de ciencias, en el aula')
    expect(events[0]!.description).toContain(
      'Primera línea; con comas, punto y coma\ny una segunda línea \\ con barra.',
    )
    expect(events[0]!.description).toContain('Materiales: Cartulina, Tijeras')
    // Issue 31: an activity has a day, not hours: an all-day event on that day (DTEND the next day, exclusive).
    expect(events[0]!.startDate.isDate).toBe(true)
    expect(events[0]!.startDate.toString()).toBe('2026-11-08')
    expect(events[0]!.endDate.toString()).toBe('2026-11-09')
    expect(events[1]!.startDate.toString()).toBe('2027-03-21')
    expect(events[1]!.endDate.toString()).toBe('2027-03-22')
    expect(text).not.toMatch(/T080000|T140000/)
    expect(String(calendar.getAllSubcomponents('vevent')[0]!.getFirstPropertyValue('url'))).toBe(
      'https://profemax.mx/profe-max?seccion=recursos_educativos&vista=evento&id=7',
    )
    expect(String(calendar.getAllSubcomponents('vevent')[0]!.getFirstPropertyValue('dtstamp'))).toBe(
      '2026-11-23T06:00:00Z',
    )
  })

  it('an activity with hours starts and ends at them in Mexico City (TZID); without, it stays all-day (issue 28)', () => {
    const now = new Date('2026-11-23T06:00:00Z')
    const text = activitiesCalendar(
      [
        activity(1, '2026-12-01', 'Taller de lectura', { start_time: '09:30', end_time: '11:00' }),
        activity(2, '2026-12-02', 'Feria', {}),
        activity(3, '2026-12-03', 'Concierto', { start_time: '18:00' }),
      ],
      now,
    )
    const calendar = new ICAL.Component(ICAL.parse(text))
    // Parsed back with the feed's own VTIMEZONE: 09:30–11:00 in Mexico City is 15:30–17:00 UTC.
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!))
    const components = calendar.getAllSubcomponents('vevent')
    const [timed, allDay, startOnly] = components.map((component) => new ICAL.Event(component))
    // The written properties: local times with the zone's TZID, whole days with VALUE=DATE.
    expect(text).toContain('DTSTART;TZID=America/Mexico_City:20261201T093000\r\n')
    expect(text).toContain('DTEND;TZID=America/Mexico_City:20261201T110000\r\n')
    expect(text).toContain('DTSTART;VALUE=DATE:20261202\r\nDTEND;VALUE=DATE:20261203')
    expect(timed!.startDate.isDate).toBe(false)
    expect(timed!.startDate.zone.tzid).toBe('America/Mexico_City')
    expect(timed!.startDate.toJSDate().toISOString()).toBe('2026-12-01T15:30:00.000Z')
    expect(timed!.endDate.toJSDate().toISOString()).toBe('2026-12-01T17:00:00.000Z')
    expect(allDay!.startDate.isDate).toBe(true)
    expect(allDay!.startDate.toString()).toBe('2026-12-02')
    expect(allDay!.endDate.toString()).toBe('2026-12-03')
    // A start only: no made-up end (RFC 5545 §3.6.1, the event ends when it starts).
    expect(startOnly!.startDate.toJSDate().toISOString()).toBe('2026-12-04T00:00:00.000Z')
    expect(components[2]!.hasProperty('dtend')).toBe(false)
    expect(components[2]!.hasProperty('duration')).toBe(false)
  })

  it('carries the window only: 30 days back to 12 months ahead of the day (Mexico City)', () => {
    // 23 Nov 2026 00:30 in Mexico City (06:30 UTC).
    const now = new Date('2026-11-23T06:30:00Z')
    expect(feedWindow(now)).toEqual({ from: '2026-10-24', to: '2027-11-23' })
    const days = ['2020-01-10', '2026-10-23', '2026-10-24', '2026-11-23', '2027-11-23', '2027-11-24', '2030-05-01']
    const text = activitiesCalendar(
      days.map((day, i) => activity(i + 1, day, `Actividad ${day}`)),
      now,
    )
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
    expect(events.map((event) => event.summary)).toEqual([
      'Actividad 2026-10-24',
      'Actividad 2026-11-23',
      'Actividad 2027-11-23',
    ])
  })

  it('folds a long line in one pass (a 2 MB line in well under a second), every piece at most 75 octets', () => {
    const line = `DESCRIPTION:${'añ€😀b'.repeat(300_000)}`
    const started = performance.now()
    const folded = foldLine(line)
    expect(performance.now() - started).toBeLessThan(1_000)
    const pieces = folded.split('\r\n')
    expect(pieces.every((piece) => Buffer.byteLength(piece) <= 75)).toBe(true)
    expect(pieces.map((piece, i) => (i ? piece.slice(1) : piece)).join('')).toBe(line)
  })
})
