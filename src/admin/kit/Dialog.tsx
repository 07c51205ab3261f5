'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'

type Props = {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  size?: 'normal' | 'wide' | 'full'
  /** While true (e.g. saving), Escape, the close button and the backdrop do nothing. */
  locked?: boolean
  className?: string
}

/**
 * The kit's modal: the browser's own <dialog> (focus trap, Escape, inert background, top layer),
 * styled on Payload's theme variables. Confirm, notice, details and form modals are built on it.
 */
export const Dialog = ({ open, title, onClose, children, footer, size = 'normal', locked, className }: Props) => {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  if (!open) return null
  return (
    <dialog
      ref={ref}
      className={`pm-dialog pm-dialog--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!locked) onClose()
      }}
      // A click on the backdrop lands on the <dialog> itself (its content fills the box); it closes
      // like Escape, so a form's unsaved-changes question covers it too.
      onClick={(event) => {
        if (event.target === event.currentTarget && !locked) onClose()
      }}
    >
      <div className="pm-dialog__inner">
        <header className="pm-dialog__head">
          <h2 id={titleId}>{title}</h2>
          {!locked && (
            <button type="button" className="pm-icon-btn" aria-label="Cerrar" onClick={onClose}>
              ✕
            </button>
          )}
        </header>
        <div className="pm-dialog__body">{children}</div>
        {footer && <footer className="pm-dialog__foot">{footer}</footer>}
      </div>
    </dialog>
  )
}
