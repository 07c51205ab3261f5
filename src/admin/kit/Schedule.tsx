'use client'

import { useCallback, useEffect, useId, useState } from 'react'

import { CONTRACT_PATHS } from '../../contract/paths'
import type { ScheduleTarget } from '../../jobs/targets'
import { mexicoCityLocal, spokenDateTime } from '../../jobs/time'
import { notify } from '../../site/toast'
import { api, reasonOf, runAction } from './api'

/** A pending scheduled change as GET /profe-max/programacion/all answers it. */
export type PendingChange = {
  id: number
  target: ScheduleTarget
  run_at: string
  run_at_local: string
  type: string | null
  item_id: number | null
  item_name: string | null
}

const BASE = CONTRACT_PATHS.schedules

/** The pending changes of a blog (`blogId`) or of a recommendation, reloaded after each change. */
export const usePendingChanges = (target: ScheduleTarget, blogId?: number) => {
  const [rows, setRows] = useState<PendingChange[]>([])
  const [loaded, setLoaded] = useState(false)
  const query = new URLSearchParams({ target, ...(blogId ? { blog_id: String(blogId) } : {}) }).toString()
  const skip = target === 'blog' && !blogId
  const reload = useCallback(async () => {
    if (skip) return
    try {
      const answer = await api.get<{ data?: PendingChange[] }>(`${BASE}/all?${query}`)
      setRows(answer.data ?? [])
    } catch (error) {
      notify.error(`Error al cargar la programación: ${reasonOf(error)}`)
    } finally {
      setLoaded(true)
    }
  }, [query, skip])
  useEffect(() => {
    void reload()
  }, [reload])
  return { rows, loaded, reload }
}

/** Sends a new schedule; true when the server stored it (its message is the toast). */
export const schedule = (data: Record<string, unknown>): Promise<boolean> =>
  runAction(() => api.json(BASE, 'POST', data), {
    success: 'Cambio programado',
    failure: 'Error al programar el cambio',
  })

const cancel = (id: number): Promise<boolean> =>
  runAction(() => api.delete(`${BASE}/${id}`), {
    success: 'Programación cancelada',
    failure: 'Error al cancelar la programación',
  })

/** The first day of next month at 00:00 in Mexico City: when a monthly recommendation usually changes. */
export const nextMonthStart = (now = new Date()): string => {
  const [year, month] = mexicoCityLocal(now).split('-').map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01T00:00` : `${year}-${String(month + 1).padStart(2, '0')}-01T00:00`
}

/** A `datetime-local` input in Mexico City time, labelled for staff. */
export const ScheduleInput = ({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) => {
  const id = useId()
  return (
    <div className="pm-field pm-schedule__when">
      <label className="pm-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        min={mexicoCityLocal(new Date())}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="pm-field__hint">Hora de la Ciudad de México.</p>
    </div>
  )
}

/** The pending changes with their time in words and 'Cancelar programación'. */
export const PendingList = ({
  rows,
  describe,
  onCancelled,
}: {
  rows: PendingChange[]
  describe: (row: PendingChange) => string
  onCancelled: () => void
}) => {
  const [busy, setBusy] = useState<number | null>(null)
  if (!rows.length) return null
  return (
    <ul className="pm-schedule__pending" aria-label="Cambios programados">
      {rows.map((row) => (
        <li key={row.id}>
          <span>
            {describe(row)} <strong>{spokenDateTime(row.run_at)}</strong>
          </span>
          <button
            type="button"
            className="pm-btn pm-btn--secondary pm-btn--small"
            disabled={busy === row.id}
            onClick={() => {
              setBusy(row.id)
              void cancel(row.id)
                .then(onCancelled)
                .finally(() => setBusy(null))
            }}
          >
            Cancelar programación
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * 'Programar publicación' in the blog form: a date and time (Mexico City) at which the blog goes
 * live, saved at once (apart from the form's own save), and the pending one with a way to cancel it.
 */
export const BlogSchedule = ({ blogId }: { blogId: number | null }) => {
  const pending = usePendingChanges('blog', blogId ?? undefined)
  const [when, setWhen] = useState('')
  const [saving, setSaving] = useState(false)
  return (
    <section className="pm-card pm-schedule" aria-label="Programar publicación">
      <h2 className="pm-card__title">Programar publicación</h2>
      {!blogId ? (
        <p className="pm-muted">Guarda el blog para programar su publicación.</p>
      ) : (
        <>
          <PendingList
            rows={pending.rows}
            describe={() => 'Se publicará el'}
            onCancelled={() => void pending.reload()}
          />
          {pending.loaded && !pending.rows.length && <p className="pm-muted">Sin publicación programada.</p>}
          <ScheduleInput label="Fecha y hora de publicación" value={when} onChange={setWhen} />
          <button
            type="button"
            className="pm-btn pm-btn--small"
            disabled={saving}
            onClick={() => {
              if (!when) return notify.warning('Elige la fecha y hora de publicación.')
              setSaving(true)
              void schedule({ target: 'blog', blog_id: blogId, run_at: when })
                .then(async (ok) => {
                  if (!ok) return
                  setWhen('')
                  await pending.reload()
                })
                .finally(() => setSaving(false))
            }}
          >
            {saving ? 'Programando...' : 'Programar publicación'}
          </button>
        </>
      )}
    </section>
  )
}
