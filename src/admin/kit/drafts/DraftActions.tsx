'use client'

import type { DraftRow, DraftState } from './useDrafts'

const time = (date: Date) => date.toLocaleTimeString('es-MX', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Mexico_City' })

/** The saved state beside the buttons (a live region: screen readers hear each change). */
const stateText = (state: DraftState, savedAt: Date | null, error: string | null, row: DraftRow | null): string => {
  switch (state) {
    case 'pending':
      return 'Cambios sin guardar'
    case 'saving':
      return 'Guardando borrador...'
    case 'saved':
      return savedAt ? `Borrador guardado a las ${time(savedAt)}` : 'Borrador guardado'
    case 'error':
      return error ?? 'No se pudo guardar el borrador.'
    default:
      if (!row) return 'Nuevo: se guarda como borrador mientras escribes.'
      return row._status === 'draft' ? (row.published ? 'Hay cambios sin publicar.' : 'Borrador sin publicar.') : 'Publicado.'
  }
}

type Props = {
  state: DraftState
  savedAt: Date | null
  error: string | null
  row: DraftRow | null
  busy: boolean
  onSaveDraft: () => void
  onPreview: () => void
}

/**
 * The draft buttons of a form's footer (issue 14): the saved state, 'Vista previa' (saves first,
 * then opens the real page in a new tab) and 'Guardar borrador'. 'Publicar' is the form's own submit.
 */
export const DraftActions = ({ state, savedAt, error, row, busy, onSaveDraft, onPreview }: Props) => (
  <>
    <span className={`pm-draft-state${state === 'error' ? ' pm-draft-state--error' : ''}`} role="status" aria-live="polite" data-testid="draft-state">
      {stateText(state, savedAt, error, row)}
    </span>
    <button type="button" className="pm-btn pm-btn--secondary" onClick={onPreview} disabled={busy}>
      Vista previa
    </button>
    <button type="button" className="pm-btn pm-btn--secondary" onClick={onSaveDraft} disabled={busy || state === 'saving'}>
      Guardar borrador
    </button>
  </>
)
