'use client'

import { useState, type ReactNode } from 'react'

import { Dialog } from './Dialog'

type Props = {
  open: boolean
  /** The name shown in '¿Estás seguro de que deseas eliminar "{name}"?' */
  itemName: string
  /** Deletes (or does what `confirmLabel` says); resolves true on success. */
  onConfirm: () => Promise<boolean>
  onClose: () => void
  /** Spec: course, tool and recipe confirmations stay open when the delete fails. */
  keepOpenOnFailure?: boolean
  children?: ReactNode
  title?: string
  /** Another question than the delete's (the discard prompt); replaces the question and the warning. */
  message?: ReactNode
  confirmLabel?: string
  busyLabel?: string
}

export const ConfirmDialog = ({
  open,
  itemName,
  onConfirm,
  onClose,
  keepOpenOnFailure = false,
  children,
  title = 'Confirmar Eliminación',
  message,
  confirmLabel = 'Eliminar',
  busyLabel = 'Eliminando...',
}: Props) => {
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    const ok = await onConfirm().finally(() => setBusy(false))
    if (ok || !keepOpenOnFailure) onClose()
  }
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      locked={busy}
      footer={
        <>
          <button type="button" className="pm-btn pm-btn--secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <button type="button" className="pm-btn pm-btn--danger" onClick={confirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {message ?? <p className="pm-confirm__text">¿Estás seguro de que deseas eliminar &quot;{itemName}&quot;?</p>}
      {children}
      {!message && <p className="pm-confirm__warn">Esta acción no se puede deshacer.</p>}
    </Dialog>
  )
}

/** The question a form with unsaved changes asks before it closes (Escape, ✕, 'Cancelar', backdrop). */
export const DISCARD_TITLE = '¿Descartar los cambios?'

export const DiscardDialog = ({
  open,
  onDiscard,
  onKeep,
}: {
  open: boolean
  onDiscard: () => void
  onKeep: () => void
}) => (
  <ConfirmDialog
    open={open}
    itemName=""
    title={DISCARD_TITLE}
    message={<p className="pm-confirm__text">Los cambios que no has guardado se perderán.</p>}
    confirmLabel="Descartar"
    busyLabel="Descartar"
    onClose={onKeep}
    onConfirm={async () => {
      onDiscard()
      return true
    }}
  />
)

/** The blocked-delete notice ('¡Acción no permitida!' ... 'Entendido'). */
export const NoticeDialog = ({
  open,
  lines,
  onClose,
  title = '¡Acción no permitida!',
}: {
  open: boolean
  lines: string[]
  onClose: () => void
  title?: string
}) => (
  <Dialog
    open={open}
    title={title}
    onClose={onClose}
    footer={
      <button type="button" className="pm-btn" onClick={onClose}>
        Entendido
      </button>
    }
  >
    <div className="pm-notice">
      <div className="pm-notice__icon" aria-hidden="true">
        ⚠
      </div>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  </Dialog>
)
