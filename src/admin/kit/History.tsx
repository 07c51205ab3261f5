'use client'

import { useCallback, useEffect, useState } from 'react'

import type { HistoryDifference, HistoryEntry } from '../../content/history'
import { HISTORY_PATH } from '../../contract/paths'
import { api, reasonOf, runAction } from './api'
import { ConfirmDialog } from './ConfirmDialog'
import { Dialog } from './Dialog'
import { formatDateTime } from './format'

/** Whose history: an item of a content collection, or a monthly recommendation (a global). */
export type HistoryTarget = { collection: string; id: number | string } | { global: string }

const historyUrl = (target: HistoryTarget): string =>
  'global' in target
    ? `${HISTORY_PATH}/globales/${encodeURIComponent(target.global)}`
    : `${HISTORY_PATH}/${encodeURIComponent(target.collection)}/${encodeURIComponent(String(target.id))}`

const RESTORE_MESSAGES = {
  success: 'Versión restaurada correctamente.',
  failure: 'No se pudo restaurar la versión. Intenta de nuevo.',
}

/** What a version changed, in the descriptor's Spanish labels. */
const changeText = (entry: HistoryEntry): string => {
  if (entry.created) return 'Creó el elemento.'
  if (entry.changes === null) return 'Versión más antigua guardada.'
  if (!entry.changes.length) return 'Guardó sin cambiar ningún campo.'
  return `Cambió: ${entry.changes.join(', ')}.`
}

type Props = {
  target: HistoryTarget | null
  onClose: () => void
  /** After a restore: the screen reads its list again (the edit form, now out of date, closes). */
  onRestored: () => void
  /** The form it was opened from has unsaved changes: restoring discards them, and says so first. */
  discardsChanges?: boolean
  /** An item kept as drafts (blogs): the confirmation offers to publish the restored version at once. */
  publishable?: boolean
}

/**
 * The 'Historial' panel of every screen's edit dialog (and of both recommendation screens): the
 * item's versions, newest first, with who saved each, when (Mexico City) and which fields it
 * changed; 'Restaurar' saves an older version's fields as a new version (src/contract/resources/history.ts).
 */
export const HistoryDialog = ({ target, onClose, onRestored, discardsChanges = false, publishable = false }: Props) => {
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null)
  const [publish, setPublish] = useState(false)
  // 'Comparar' (issue 28): the fields that differ between a version and the current one.
  const [comparing, setComparing] = useState<{
    entry: HistoryEntry
    differences: HistoryDifference[] | null
    problem?: string
  } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [restoring, setRestoring] = useState<HistoryEntry | null>(null)
  const url = target ? historyUrl(target) : null

  const load = useCallback(async () => {
    if (!url) return
    setEntries(null)
    setProblem(null)
    try {
      const answer = await api.get<{ data?: HistoryEntry[]; error?: boolean; message?: string }>(url)
      if (answer.error || !answer.data) setProblem(answer.message ?? 'No se pudo cargar el historial.')
      else setEntries(answer.data)
    } catch (error) {
      setProblem(reasonOf(error))
    }
  }, [url])

  useEffect(() => {
    void load()
  }, [load])

  const compare = async (entry: HistoryEntry) => {
    if (!url || !target || 'global' in target) return
    setComparing({ entry, differences: null })
    try {
      const answer = await api.get<{ data?: { differences: HistoryDifference[] }; error?: boolean; message?: string }>(
        `${url}/comparar/${entry.id}`,
      )
      setComparing({
        entry,
        differences: answer.data?.differences ?? [],
        problem: answer.error ? (answer.message ?? 'No se pudo comparar.') : undefined,
      })
    } catch (error) {
      setComparing({ entry, differences: [], problem: reasonOf(error) })
    }
  }

  if (!target) return null
  return (
    <>
      <Dialog open size="wide" title="Historial" onClose={onClose} className="pm-history">
        {problem && (
          <p className="pm-field__error" role="alert">
            {problem}
          </p>
        )}
        {!problem && !entries && <p className="pm-muted">Cargando historial...</p>}
        {entries && !entries.length && <p className="pm-muted">Todavía no hay versiones guardadas.</p>}
        {entries && entries.length > 0 && (
          <ol className="pm-history__list" aria-label="Versiones">
            {entries.map((entry) => (
              <li key={entry.id} className="pm-history__entry">
                <div>
                  <strong className="pm-history__author">{entry.author}</strong>{' '}
                  <time dateTime={entry.at} className="pm-muted">
                    {formatDateTime(entry.at)}
                  </time>
                  <p className="pm-history__changes">{changeText(entry)}</p>
                </div>
                {entry.current ? (
                  <span className="pm-badge pm-badge--info">Versión actual</span>
                ) : (
                  <span className="pm-actions">
                    {'collection' in target && (
                      <button
                        type="button"
                        className="pm-btn pm-btn--secondary"
                        aria-label={`Comparar la versión del ${formatDateTime(entry.at)} con la actual`}
                        onClick={() => void compare(entry)}
                      >
                        Comparar
                      </button>
                    )}
                    <button
                      type="button"
                      className="pm-btn pm-btn--secondary"
                      aria-label={`Restaurar la versión del ${formatDateTime(entry.at)}`}
                      onClick={() => setRestoring(entry)}
                    >
                      Restaurar
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
        {comparing && (
          <section className="pm-history__compare" aria-label="Comparación">
            <h3>Versión del {formatDateTime(comparing.entry.at)} frente a la actual</h3>
            {comparing.problem && (
              <p className="pm-field__error" role="alert">
                {comparing.problem}
              </p>
            )}
            {!comparing.differences && <p className="pm-muted">Comparando...</p>}
            {comparing.differences && !comparing.problem && !comparing.differences.length && (
              <p className="pm-muted">No hay diferencias en los campos.</p>
            )}
            {comparing.differences && comparing.differences.length > 0 && (
              <table className="pm-table pm-history__diff">
                <thead>
                  <tr>
                    <th scope="col">Campo</th>
                    <th scope="col">Esa versión</th>
                    <th scope="col">Actual</th>
                  </tr>
                </thead>
                <tbody>
                  {comparing.differences.map((difference) => (
                    <tr key={difference.field}>
                      <th scope="row">{difference.field}</th>
                      <td data-label="Esa versión">{difference.before}</td>
                      <td data-label="Actual">{difference.after}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )}
      </Dialog>
      <ConfirmDialog
        open={restoring !== null}
        itemName=""
        title="Restaurar versión"
        confirmLabel="Restaurar"
        busyLabel="Restaurando..."
        message={
          <p className="pm-confirm__text">
            ¿Restaurar la versión del {restoring ? formatDateTime(restoring.at) : ''}? Sus campos se guardarán como una
            versión nueva; la actual queda en el historial. Lo que los visitantes ven (publicado u oculto) no cambia.
            {discardsChanges && ' Los cambios sin guardar del formulario se descartarán.'}
          </p>
        }
        onClose={() => {
          setRestoring(null)
          setPublish(false)
        }}
        onConfirm={() =>
          runAction(
            () => api.post(`${url}/restaurar/${restoring?.id}${publish ? '?publicar=1' : ''}`),
            RESTORE_MESSAGES,
          ).then((ok) => {
            if (ok) onRestored()
            return ok
          })
        }
      >
        {publishable && (
          <label className="pm-check">
            <input type="checkbox" checked={publish} onChange={(event) => setPublish(event.target.checked)} />
            Publicar también esta versión (sin ello queda como borrador)
          </label>
        )}
      </ConfirmDialog>
    </>
  )
}

/** The 'Historial' button and its panel, for a screen without an edit dialog (the recommendations). */
export const HistoryButton = ({ target, onRestored }: { target: HistoryTarget; onRestored: () => void }) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="pm-btn pm-btn--secondary" onClick={() => setOpen(true)}>
        Historial
      </button>
      {open && (
        <HistoryDialog
          target={target}
          onClose={() => setOpen(false)}
          onRestored={() => {
            setOpen(false)
            onRestored()
          }}
        />
      )}
    </>
  )
}
