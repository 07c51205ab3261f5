'use client'

import { useEffect, type ReactNode } from 'react'

import { spanishHours, spanishLongDay } from '@/lib/dates'

import { AddToCalendar } from '../calendar/AddToCalendar'
import { shareKindOfView } from '../share/items'
import { Calendar, useCalendarMonth } from './Calendar'
import { CategoryBrowser } from './CategoryBrowser'
import { Bullets, NotFound, Skeleton, ViewHead } from './common'
import { FileRow, TrackRow } from './FileRow'
import { MODULE_TEXT } from './modules'
import { within, type Seccion, type View } from './nav'
import { useMonthActivities, usePart, usePortal, usePortalItem } from './PortalContext'
import type { CustomView } from './sections'
import type { Category, FileItem, MusicTrack, PortalActivity } from './types'

/**
 * The named components of the registrations whose portal rendering is their own (src/content/registry.ts
 * `portal.view.component`): `categories` draws its view (the category browser); `calendar` a block on its
 * module's menu and an item's detail. A module draws every registered view with these (Sections.tsx).
 */

/** A starred item (a shared or recommended track) is scrolled to after 300 ms (spec §9). */
export const HIGHLIGHT_SCROLL_MS = 300

type ViewProps = { module: Seccion; view: CustomView }

/** The category browser of a category type: images, templates, music. */
function CategoryView({ module, view: custom }: ViewProps) {
  const { view } = usePortal()
  const { data, loading } = usePart(custom.part)
  const categories = data as Category<FileItem | MusicTrack>[]
  const highlighted = view.destacado
  const shareKind = shareKindOfView(module, custom.vista)

  useEffect(() => {
    if (!highlighted || loading) return
    const timer = window.setTimeout(
      () => document.getElementById(`track-${highlighted}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
      HIGHLIGHT_SCROLL_MS,
    )
    return () => window.clearTimeout(timer)
  }, [highlighted, loading])

  const name = MODULE_TEXT[module].title
  const row = (item: FileItem | MusicTrack): ReactNode =>
    custom.row === 'track' ? (
      <TrackRow track={item as MusicTrack} highlighted={item.id === highlighted} shareKind={shareKind} />
    ) : (
      <FileRow item={item as FileItem} kind={custom.row === 'template' ? 'template' : 'image'} />
    )
  return (
    <div className="pm-view" data-testid={`view-${custom.vista}`}>
      <ViewHead back={within(module)} backLabel={`Volver a ${name}`} kicker={name} title={custom.title} />
      {loading ? (
        <Skeleton rows={4} label="Cargando categorías…" />
      ) : (
        <CategoryBrowser<FileItem | MusicTrack>
          part={custom.part}
          label={`Categorías de ${custom.title.toLowerCase()}`}
          categories={categories}
          selectedId={view.categoria}
          select={(categoria) => ({ ...view, categoria, destacado: null })}
          empty={custom.empty ?? ''}
          itemKey={(item) => item.id}
          renderItem={row}
        />
      )}
    </div>
  )
}

/** The calendar on its module's menu, a month at a time: the months around the render come with the page, the others from the paged endpoint. */
function CalendarBlock({ module, view: custom }: ViewProps) {
  const { data: portal } = usePortal()
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
function EventDetail({ module, view: custom }: ViewProps) {
  const { view } = usePortal()
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

type Named = {
  /** The view at its `vista`. */
  View: (props: ViewProps) => ReactNode
  /** Drawn on the module's menu, for a view without a flip card. */
  Menu?: (props: ViewProps) => ReactNode
}

export const PORTAL_VIEWS: Record<CustomView['component'], Named> = {
  categories: { View: CategoryView },
  calendar: { View: EventDetail, Menu: CalendarBlock },
}

/** The registered view a module's `vista` names, drawn by its component, or null. */
export const customViewOf = (module: Seccion, views: readonly CustomView[], view: View): ReactNode | null => {
  const custom = views.find((candidate) => candidate.vista === view.vista)
  if (!custom) return null
  const { View: Component } = PORTAL_VIEWS[custom.component]
  return <Component key={custom.vista} module={module} view={custom} />
}
