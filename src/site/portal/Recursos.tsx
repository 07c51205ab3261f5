'use client'

import { spanishHours, spanishLongDay } from '@/lib/dates'

import { AddToCalendar } from '../calendar/AddToCalendar'
import { Calendar, useCalendarMonth } from './Calendar'
import { CategoryBrowser } from './CategoryBrowser'
import { Bullets, FlipCard, NotFound, Skeleton, ViewHead } from './common'
import { FileRow } from './FileRow'
import { HOME, within } from './nav'
import { useMonthActivities, usePart, usePortal, usePortalItem } from './PortalContext'
import { ART } from './art'
import type { FileItem } from './types'

const S = 'recursos_educativos'

const FLIPS = [
  {
    vista: 'imagenes',
    title: 'Banco de imágenes',
    text: 'Ilustraciones y fondos por tema para tus presentaciones, carteles y periódico mural.',
    art: ART.images,
  },
  {
    vista: 'plantillas',
    title: 'Plantillas',
    text: 'Planeaciones, reconocimientos y listas de asistencia listas para descargar y editar.',
    art: ART.templates,
  },
] as const

export function Recursos() {
  const { view, go } = usePortal()
  const home = () => go(within(S))
  if (view.vista === 'evento') return <EventDetail id={view.id} back={home} />
  if (view.vista === 'imagenes' || view.vista === 'plantillas') return <Bank kind={view.vista} back={home} />
  return (
    <div className="pm-view" data-testid="view-recursos">
      <ViewHead
        back={() => go(HOME)}
        backLabel="Volver a los módulos"
        kicker="Recursos educativos"
        title="Material listo para tu aula"
      />
      <p className="lead pm-intro">
        Consulta el calendario de actividades del mes, descarga imágenes para tus materiales y usa plantillas editables
        para planear, reconocer y organizar a tu grupo.
      </p>
      <Activities open={(id) => go(within(S, 'evento', id))} />
      <div className="grid-2 pm-flips">
        {FLIPS.map((card) => (
          <FlipCard
            key={card.vista}
            testId={`flip-${card.vista}`}
            {...card}
            action="Explorar"
            onAction={() => go(within(S, card.vista))}
          />
        ))}
      </div>
    </div>
  )
}

/** The calendar, a month at a time: the months around the render come with the page, the others from the paged endpoint. */
function Activities({ open }: { open: (id: number) => void }) {
  const { data: portal } = usePortal()
  const [month, setMonth] = useCalendarMonth(portal.renderedAt)
  const { activities, loading } = useMonthActivities(month.year, month.month)
  return (
    <section className="pm-block" aria-labelledby="pm-cal-title">
      <h3 id="pm-cal-title" className="pm-subtitle">
        Calendario de actividades
      </h3>
      <Calendar activities={activities} onOpen={open} month={month} onMonth={setMonth} />
      {loading ? <p className="visually-hidden">Cargando actividades…</p> : null}
    </section>
  )
}

function EventDetail({ id, back }: { id: number | null; back: () => void }) {
  const { item: event, loading } = usePortalItem('activities', id)
  return (
    <div className="pm-view" data-testid="view-evento">
      <ViewHead
        back={back}
        backLabel="Volver al calendario"
        kicker="Calendario de actividades"
        title={event?.title ?? 'Actividad'}
      />
      {loading ? (
        <Skeleton />
      ) : !event ? (
        <NotFound back={back} label="Volver al calendario" />
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

const BANK = {
  imagenes: {
    part: 'imageCategories',
    title: 'Banco de imágenes',
    empty: 'No hay imágenes disponibles.',
    kind: 'image',
  },
  plantillas: {
    part: 'templateCategories',
    title: 'Plantillas',
    empty: 'No hay archivos disponibles.',
    kind: 'template',
  },
} as const

function Bank({ kind, back }: { kind: keyof typeof BANK; back: () => void }) {
  const { view, go } = usePortal()
  const config = BANK[kind]
  const { data, loading } = usePart(config.part)
  return (
    <div className="pm-view" data-testid={`view-${kind}`}>
      <ViewHead
        back={back}
        backLabel="Volver a Recursos educativos"
        kicker="Recursos educativos"
        title={config.title}
      />
      {loading ? (
        <Skeleton rows={4} label="Cargando categorías…" />
      ) : (
        <CategoryBrowser<FileItem>
          part={config.part}
          label={`Categorías de ${config.title.toLowerCase()}`}
          categories={data}
          selectedId={view.categoria}
          onSelect={(categoria) => go({ ...view, categoria }, { replace: true, scroll: false })}
          empty={config.empty}
          itemKey={(item) => item.id}
          renderItem={(item) => <FileRow item={item} kind={config.kind} />}
        />
      )}
    </div>
  )
}
