'use client'

import { spanishHours, spanishLongDay } from '@/lib/dates'

import { AddToCalendar } from '../calendar/AddToCalendar'
import { Calendar, useCalendarMonth } from './Calendar'
import { Bullets, NotFound, Skeleton, ViewHead } from './common'
import { within, type Seccion } from './nav'
import { useMonthActivities, usePortal, usePortalItem } from './PortalContext'
import { customViewOf } from './shape'
import type { PortalActivity } from './types'

type ViewProps = { module: Seccion; vista: string }

/** The calendar on its module's menu, a month at a time: the months around the render come with the page, the others from the paged endpoint. */
export function CalendarBlock({ module, vista }: ViewProps) {
  const { data: portal, shape } = usePortal()
  const custom = customViewOf(shape, module, vista)
  const [month, setMonth] = useCalendarMonth(portal.renderedAt)
  const { activities, loading } = useMonthActivities(month.year, month.month)
  return (
    <section className="pm-block" aria-labelledby="pm-cal-title">
      <h3 id="pm-cal-title" className="pm-subtitle">
        {custom.title}
      </h3>
      <Calendar
        activities={activities}
        open={(id) => within(module, custom.vista, id)}
        month={month}
        onMonth={setMonth}
      />
      {loading ? <p className="visually-hidden">Cargando actividades…</p> : null}
    </section>
  )
}

/** One activity: date, hours, grade, description, materials and 'Agregar a mi calendario'. */
export function EventDetail({ module, vista }: ViewProps) {
  const { view, shape } = usePortal()
  const custom = customViewOf(shape, module, vista)
  const { item, loading } = usePortalItem(custom.part as 'activities', view.id)
  const event = item as PortalActivity | undefined
  const back = within(module)
  const backLabel = 'Volver al calendario'
  return (
    <div className="pm-view" data-testid="view-evento">
      <ViewHead back={back} backLabel={backLabel} kicker={custom.title} title={event?.title ?? 'Actividad'} />
      {loading ? (
        <Skeleton />
      ) : !event ? (
        <NotFound back={back} label={backLabel} />
      ) : (
        <article className="pm-event" data-testid="event-detail">
          <dl className="pm-meta">
            <div>
              <dt>Fecha</dt>
              <dd data-testid="event-date">{spanishLongDay(event.date)}</dd>
            </div>
            <div>
              <dt>Horario</dt>
              <dd data-testid="event-hours">{spanishHours(event.start_time, event.end_time) ?? 'Todo el día'}</dd>
            </div>
            <div>
              <dt>Grado escolar</dt>
              <dd>{event.school_grade}</dd>
            </div>
          </dl>
          <p className="pm-detail__text">{event.description}</p>
          <Bullets heading="Materiales" items={event.materials_list} />
          {event.materials_link ? (
            <a
              className="btn btn--blue btn--small"
              href={event.materials_link}
              target="_blank"
              rel="noopener noreferrer"
            >
              Ver materiales<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          ) : null}
          <AddToCalendar />
        </article>
      )}
    </div>
  )
}
