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
 * The kit's modal dialogs that are open, in the order they were opened. A modal <dialog> sits in the
 * browser's top layer, above anything in the page however high its z-index, so the admin's toasts are
 * rendered inside the newest one (src/admin/Providers.tsx) to be seen while a form is open (issue 28).
 */
const openDialogs: HTMLDialogElement[] = []
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export const openDialogStack = {
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  /** The open dialog on top, or null when none is. */
  top: (): HTMLDialogElement | null => openDialogs.at(-1) ?? null,
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
    if (!dialog || !open) return
    if (!dialog.open) dialog.showModal()
    openDialogs.push(dialog)
    changed()
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1)
      if (dialog.open) dialog.close()
      changed()
    }
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
