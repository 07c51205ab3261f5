'use client'

import { useEffect, useState } from 'react'

import { Breadcrumb } from './Breadcrumb'
import { ConflictNotice } from './Form'
import { HistoryButton } from './History'
import { staleVersion } from './payload'
import { api, reasonOf, RequestFailed } from './api'
import { useList } from './hooks'
import { nextMonthStart, PendingList, schedule, ScheduleInput, usePendingChanges } from './Schedule'
import type { RecommendationTarget } from '../../jobs/targets'
import { notify } from '../../site/toast'

/** A picker card as the contract's plain lists answer it. */
export type PickerItem = {
  id: number
  name?: string
  title?: string
  image?: string | null
  description?: string | null
  short_description?: string | null
  author?: string | null
  url?: string | null
  /** The other fields of the content type's row. */
  [field: string]: unknown
}
/** What 'Ver detalles' shows: a text ('-' when empty) and a 'Ver enlace' link when there is one. */
type Details = { text?: string | null; link?: string | null }
/** `version`: the recommendation's newest version, sent back with a choice (issue 28). */
type Current = { type: string | null; item: PickerItem | null; version?: string }

export type RecommendationConfig = {
  breadcrumb: string[]
  /** '/profe-max/desarrollo/recomendacion' */
  endpoint: string
  section: number
  /** Its global, whose versions 'Historial' lists (src/admin/kit/History.tsx). */
  global?: string
  /** The global a scheduled change switches (issue 14: 'a partir del 1 de diciembre'). */
  scheduleTarget: RecommendationTarget
  /** `details` picks the detail text and link of a card (default: `description` and `url`). */
  options: { type: string; label: string; list: string; listTitle: string; details?: (item: PickerItem) => Details }[]
}

const defaultDetails = (item: PickerItem): Details => ({ text: item.description, link: item.url })
const nameOf = (item: PickerItem | null | undefined) => item?.name ?? item?.title ?? ''

/**
 * The monthly recommendation: a type radio, the cards of that type ('Elegir', 'Ver detalles') and the
 * 'SELECCIÓN DE RECOMENDACIÓN' summary. A choice shows at once, is saved, and is undone on failure.
 */
export const RecommendationScreen = ({ config }: { config: RecommendationConfig }) => {
  const [type, setType] = useState(config.options[0]?.type ?? '')
  const [selection, setSelection] = useState<Current>({ type: null, item: null })
  const [saving, setSaving] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [open, setOpen] = useState<number | null>(null)
  // Bumped after a restore from 'Historial' (or 'Recargar'): the current recommendation is read again.
  const [restored, setRestored] = useState(0)
  // A choice refused because someone changed the recommendation in between (issue 28).
  const [conflict, setConflict] = useState<string | null>(null)
  const option = config.options.find((candidate) => candidate.type === type) ?? config.options[0]
  const list = useList<PickerItem>(option ? `${option.list}?only_active=true` : null, 'Error al cargar los elementos')
  // Scheduling: 'Programar' on a card switches to it at `when` (Mexico City), by the jobs queue.
  const pending = usePendingChanges(config.scheduleTarget)
  const [when, setWhen] = useState(() => nextMonthStart())
  const [scheduling, setScheduling] = useState(false)
  const scheduleItem = (item: PickerItem) => {
    if (scheduling) return
    if (!when) return notify.warning('Elige la fecha y hora del cambio.')
    setScheduling(true)
    void schedule({ target: config.scheduleTarget, type, item_id: item.id, run_at: when })
      .then(async (ok) => {
        if (ok) await pending.reload()
      })
      .finally(() => setScheduling(false))
  }

  useEffect(() => {
    let live = true
    api
      .get<Current>(`${config.endpoint}/actual?section=${config.section}`)
      .then((current) => {
        if (!live) return
        setSelection({ type: current.type ?? null, item: current.item ?? null, version: current.version })
        if (current.type) setType(current.type)
      })
      .catch((error: unknown) => live && notify.error(`Error al cargar la recomendación actual: ${reasonOf(error)}`))
      .finally(() => live && setLoaded(true))
    return () => {
      live = false
    }
  }, [config.endpoint, config.section, restored])

  const choose = async (item: PickerItem) => {
    if (saving || !loaded) return
    const previous = selection
    setSelection({ type, item })
    setSaving(true)
    try {
      const answer = await api.json(`${config.endpoint}/save`, 'POST', {
        type,
        item_id: item.id,
        ...(previous.version ? { version: previous.version } : {}),
      })
      const stale = staleVersion(answer)
      setConflict(stale)
      if (stale) {
        setSelection(previous)
        return
      }
      if (answer.error) throw new RequestFailed(answer.message ?? '')
      setSelection({ type, item, version: (answer as { version?: string }).version })
      notify.success(answer.message || 'Recomendación guardada exitosamente')
    } catch (error) {
      setSelection(previous)
      notify.error(`Error al guardar la recomendación: ${reasonOf(error)}`)
    } finally {
      setSaving(false)
    }
  }

  /** Another type shows other cards: ids repeat across collections, so no card stays open. */
  const chooseType = (next: string) => {
    setType(next)
    setOpen(null)
  }

  const typeLabel = config.options.find((candidate) => candidate.type === selection.type)?.label
  return (
    <div className="pm-screen">
      <Breadcrumb items={config.breadcrumb} />
      <div className="pm-head">
        <h1>{config.breadcrumb[config.breadcrumb.length - 1]}</h1>
        {config.global && (
          <HistoryButton target={{ global: config.global }} onRestored={() => setRestored((count) => count + 1)} />
        )}
      </div>
      <ConflictNotice
        message={conflict}
        onReload={() => {
          setConflict(null)
          setRestored((count) => count + 1)
        }}
      />
      <div className="pm-reco">
        <div>
          <fieldset className="pm-card pm-radio-row" aria-label="Tipo de recomendación">
            {config.options.map((candidate) => (
              <label key={candidate.type}>
                <input
                  type="radio"
                  name="pm-reco-type"
                  value={candidate.type}
                  checked={type === candidate.type}
                  onChange={() => chooseType(candidate.type)}
                />
                {candidate.label}
              </label>
            ))}
          </fieldset>
          <h2 className="pm-card__title">{option?.listTitle}</h2>
          {!list.loading && list.rows.length === 0 && <p className="pm-empty">No hay elementos publicados.</p>}
          <div className="pm-reco__cards">
            {list.rows.map((item) => {
              const chosen = selection.type === type && selection.item?.id === item.id
              const details = (option?.details ?? defaultDetails)(item)
              return (
                <article
                  key={item.id}
                  className={`pm-reco__card${chosen ? ' pm-reco__card--selected' : ''}`}
                  aria-label={nameOf(item)}
                >
                  {item.image && <img src={item.image} alt="" />}
                  <div className="pm-reco__card-body">
                    <h3>{nameOf(item)}</h3>
                    {item.author && <span className="pm-muted">{item.author}</span>}
                    {open === item.id && (
                      <div className="pm-reco__details">
                        <p>{details.text || '-'}</p>
                        {details.link && (
                          <a href={details.link} target="_blank" rel="noopener noreferrer">
                            Ver enlace
                          </a>
                        )}
                      </div>
                    )}
                    <div className="pm-reco__card-actions">
                      <button
                        type="button"
                        className="pm-btn pm-btn--small"
                        disabled={chosen || saving || !loaded}
                        onClick={() => void choose(item)}
                      >
                        {chosen ? 'Elegido' : 'Elegir'}
                      </button>
                      <button
                        type="button"
                        className="pm-btn pm-btn--secondary pm-btn--small"
                        aria-expanded={open === item.id}
                        onClick={() => setOpen(open === item.id ? null : item.id)}
                      >
                        {open === item.id ? 'Ocultar detalles' : 'Ver detalles'}
                      </button>
                      <button
                        type="button"
                        className="pm-btn pm-btn--secondary pm-btn--small"
                        aria-label={`Programar ${nameOf(item)}`}
                        disabled={scheduling}
                        onClick={() => scheduleItem(item)}
                      >
                        Programar
                      </button>
                    </div>
                  </div>
                </article>
              )
            })}
          </div>
        </div>
        <aside className="pm-card pm-reco__summary" aria-live="polite" aria-label="SELECCIÓN DE RECOMENDACIÓN">
          <h2>SELECCIÓN DE RECOMENDACIÓN</h2>
          {!loaded ? (
            <p className="pm-muted">Cargando...</p>
          ) : saving ? (
            <p>Guardando...</p>
          ) : selection.item ? (
            <>
              <span className="pm-badge pm-badge--info">{typeLabel}</span>
              <p className="pm-reco__chosen">{nameOf(selection.item)}</p>
              {/* The item's own state: an unpublished one is not shown on the site. */}
              {selection.item.is_active === false ? (
                <p className="pm-reco__state">
                  <span className="pm-badge pm-badge--warning">No publicado</span> No se muestra en el sitio.
                </p>
              ) : (
                <p className="pm-reco__state">
                  <span className="pm-badge pm-badge--success">Publicado</span> Visible en el sitio.
                </p>
              )}
            </>
          ) : (
            <p className="pm-muted">Sin recomendación</p>
          )}
          <section className="pm-schedule" aria-label="Programar recomendación">
            <h2>PROGRAMAR RECOMENDACIÓN</h2>
            <ScheduleInput label="A partir del" value={when} onChange={setWhen} />
            <p className="pm-muted">Elige la fecha y pulsa «Programar» en un elemento.</p>
            <PendingList
              rows={pending.rows}
              describe={(row) =>
                `${config.options.find((candidate) => candidate.type === row.type)?.label ?? ''}: ${row.item_name ?? 'elemento no publicado'}, a partir del`
              }
              onCancelled={() => void pending.reload()}
            />
            {pending.loaded && !pending.rows.length && <p className="pm-muted">Sin cambios programados.</p>}
          </section>
        </aside>
      </div>
    </div>
  )
}
