'use client'

import { draftStateText } from './state-text'
import type { DraftRow, DraftState } from './useDrafts'

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
    <span
      className={`pm-draft-state${state === 'error' ? ' pm-draft-state--error' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="draft-state"
    >
      {draftStateText(state, savedAt, error, row)}
    </span>
    <button type="button" className="pm-btn pm-btn--secondary" onClick={onPreview} disabled={busy}>
      Vista previa
    </button>
    <button
      type="button"
      className="pm-btn pm-btn--secondary"
      onClick={onSaveDraft}
      disabled={busy || state === 'saving'}
    >
      Guardar borrador
    </button>
  </>
)
