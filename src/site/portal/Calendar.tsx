'use client'

import { Fragment, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react'

import { mexicoCityDay, mexicoCityMonth, spanishLongDay, spanishMonthYear, WEEKDAYS_FROM_SUNDAY } from '@/lib/dates'
import { EventHours } from '@/site/calendar/EventHours'

import { ViewLink } from './common'
import type { View } from './nav'
import type { PortalActivity } from './types'

const pad = (n: number) => String(n).padStart(2, '0')
/** The day text of a calendar cell: the very key activities are stored under, no time zone involved. */
export const dayKey = (year: number, month: number, day: number): string => `${year}-${pad(month + 1)}-${pad(day)}`
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
/** The grid's column heads, Monday first. */
const WEEKDAYS = [...WEEKDAYS_FROM_SUNDAY.slice(1), WEEKDAYS_FROM_SUNDAY[0]!].map(capital)

/** `month` from 0; `activities`: that month's (the caller reads them a month at a time). */
type Props = {
  activities: PortalActivity[]
  /** An activity's detail view ('Ver contenido', a link). */
  open: (id: number) => View
  month: { year: number; month: number }
  onMonth: (month: { year: number; month: number }) => void
}

/**
 * The month a calendar opens on: the page's render month (Mexico City), corrected after hydration when the
 * browser's month is another one (a page cached across a month's end): the first render must match the server's HTML.
 */
export const useCalendarMonth = (renderedAt: number) => {
  const [month, setMonth] = useState(() => mexicoCityMonth(new Date(renderedAt)))
  useEffect(() => {
    const now = mexicoCityMonth(new Date())
    setMonth((shown) => (shown.year === now.year && shown.month === now.month ? shown : now))
  }, [])
  return [month, setMonth] as const
}

/**
 * The activity calendar: a month grid where days with events are solid yellow. Hovering, focusing or
 * tapping such a day selects it and shows a popover with its events' titles and 'Ver contenido'.
 * The popover is a full-width line of its own under the selected day's week (placed there by the
 * week's grid, `dense`, though it follows the day in the document: the Tab order goes day, popover,
 * next day), its arrow on the day: it covers no day (issue 31: floating over the grid it hid the
 * neighbouring days, on a phone most of the next week). Only the weeks below move down.
 */
export function Calendar({ activities, open, month, onMonth }: Props) {
  const [selected, setSelected] = useState<string | null>(null)
  // Today is marked once scripts run (the page is cached: the server's 'today' could be another day).
  const [today, setToday] = useState<string | null>(null)
  useEffect(() => setToday(mexicoCityDay(new Date())), [])
  const popoverId = useId()
  const gridRef = useRef<HTMLDivElement>(null)

  const byDay = useMemo(() => {
    const map = new Map<string, PortalActivity[]>()
    for (const activity of activities) map.set(activity.date, [...(map.get(activity.date) ?? []), activity])
    return map
  }, [activities])

  useEffect(() => {
    if (!selected) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSelected(null)
    const onDown = (event: PointerEvent) => {
      if (gridRef.current && !gridRef.current.contains(event.target as Node)) setSelected(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onDown)
    }
  }, [selected])

  const first = new Date(Date.UTC(month.year, month.month, 1))
  const monthName = spanishMonthYear(month.year, month.month)
  const days = new Date(Date.UTC(month.year, month.month + 1, 0)).getUTCDate()
  const lead = (first.getUTCDay() + 6) % 7 // Monday first
  const cells: (number | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)]
  while (cells.length % 7) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))

  const shift = (delta: number) => {
    setSelected(null)
    const d = new Date(Date.UTC(month.year, month.month + delta, 1))
    onMonth({ year: d.getUTCFullYear(), month: d.getUTCMonth() })
  }
  const inMonth = activities.filter((a) => a.date.startsWith(dayKey(month.year, month.month, 1).slice(0, 8))).length

  return (
    <div className="pm-cal" data-testid="calendar">
      <div className="pm-cal__head">
        <button type="button" className="allies__arrow" onClick={() => shift(-1)} aria-label="Mes anterior">
          ‹
        </button>
        <h3 className="pm-cal__month" aria-live="polite" data-testid="calendar-month">
          {capital(monthName)}
        </h3>
        <button type="button" className="allies__arrow" onClick={() => shift(1)} aria-label="Mes siguiente">
          ›
        </button>
      </div>
      <p className="visually-hidden">
        {inMonth === 1 ? 'Hay 1 actividad este mes.' : `Hay ${inMonth} actividades este mes.`} Los días con actividad
        son botones: al enfocarlos se muestra su título.
      </p>
      <div className="pm-cal__grid" role="table" aria-label={`Calendario de actividades, ${monthName}`} ref={gridRef}>
        <div role="row" className="pm-cal__row">
          {WEEKDAYS.map((day) => (
            <span role="columnheader" key={day} className="pm-cal__weekday">
              <abbr title={day}>{day.slice(0, 3)}</abbr>
            </span>
          ))}
        </div>
        {weeks.map((week, w) => (
          <div role="row" className="pm-cal__row" key={w}>
            {week.map((day, col) => {
              if (day === null) return <span role="cell" key={col} className="pm-cal__cell" />
              const key = dayKey(month.year, month.month, day)
              const events = byDay.get(key)
              const isToday = key === today
              const todayMark = isToday ? <span className="visually-hidden"> (hoy)</span> : null
              if (!events) {
                return (
                  <span role="cell" key={col} className="pm-cal__cell">
                    <span className="pm-cal__day" aria-current={isToday ? 'date' : undefined}>
                      {day}
                      {todayMark}
                    </span>
                  </span>
                )
              }
              const isOpen = selected === key
              const select = () => setSelected(key)
              return (
                <Fragment key={col}>
                  <span role="cell" className="pm-cal__cell">
                    <button
                      type="button"
                      className="pm-cal__day pm-cal__day--event"
                      data-day={key}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? popoverId : undefined}
                      aria-current={isToday ? 'date' : undefined}
                      aria-label={`${isToday ? 'Hoy, ' : ''}${spanishLongDay(key)}: ${events.map((e) => e.title).join(', ')}`}
                      onMouseEnter={select}
                      onFocus={select}
                      onClick={select}
                    >
                      {day}
                      {todayMark}
                    </button>
                  </span>
                  {isOpen ? (
                    <span
                      role="cell"
                      aria-colspan={7}
                      className="pm-cal__popover-cell"
                      style={{ '--pm-cal-col': col } as CSSProperties}
                    >
                      <span
                        className="pm-popover"
                        id={popoverId}
                        role="group"
                        aria-label={`Actividades del ${spanishLongDay(key)}`}
                        data-testid="calendar-popover"
                      >
                        {events.map((event) => (
                          <span className="pm-popover__item" key={event.id}>
                            <strong>{event.title}</strong>
                            <EventHours start={event.start_time} end={event.end_time} />
                            <ViewLink
                              to={open(event.id)}
                              className="btn btn--primary btn--small"
                              aria-label={`Ver contenido: ${event.title}`}
                            >
                              Ver contenido
                            </ViewLink>
                          </span>
                        ))}
                      </span>
                    </span>
                  ) : null}
                </Fragment>
              )
            })}
          </div>
        ))}
      </div>
      <p className="pm-cal__legend">
        <span className="pm-cal__swatch" aria-hidden="true" /> Días con actividad
        <span className="pm-cal__swatch pm-cal__swatch--today" aria-hidden="true" /> Hoy
      </p>
    </div>
  )
}
