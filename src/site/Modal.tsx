'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'

import { topLayer } from './top-layer'

type Props = {
  open: boolean
  onClose: () => void
  title: string
  subtitle?: ReactNode
  children: ReactNode
  wide?: boolean
  testId?: string
}

let openCount = 0

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * An accessible modal on the platform's <dialog>: showModal() makes the rest of the page inert
 * (focus stays inside), Escape closes it, a click on the backdrop closes it, body scroll is locked.
 */
export function Modal({ open, onClose, title, subtitle, children, wide, testId }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // showModal() focuses the first control, the close button, whose focus ring then shows on a phone
      // as the dialog opens (issue 31). The dialog itself takes focus instead: a screen reader reads
      // its title, and Tab goes on to the close button and the form.
      dialog.focus()
      topLayer.add(dialog)
      openCount += 1
      document.body.classList.add('scroll-locked')
      return () => {
        openCount -= 1
        if (openCount === 0) document.body.classList.remove('scroll-locked')
        if (dialog.open) dialog.close()
        topLayer.remove(dialog)
      }
    }
    return undefined
  }, [open])

  return (
    <dialog
      ref={ref}
      className={`modal${wide ? ' modal--wide' : ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault()
        onCloseRef.current()
      }}
      onKeyDown={(event) => {
        // showModal() makes the page inert; this keeps Tab cycling inside instead of leaving for the browser's UI.
        if (event.key !== 'Tab') return
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (el) => el.offsetParent !== null,
        )
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (!first || !last) return
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }}
      onClick={(event) => {
        // A click whose target is the dialog itself landed on the backdrop (the content fills the box).
        if (event.target === event.currentTarget) onCloseRef.current()
      }}
    >
      {open ? (
        <div>
          <div className="modal__head">
            <div>
              <h2 id={titleId}>{title}</h2>
              {subtitle ? <p>{subtitle}</p> : null}
            </div>
            <button type="button" className="modal__close" aria-label="Cerrar" onClick={() => onCloseRef.current()}>
              ×
            </button>
          </div>
          <div className="modal__body">{children}</div>
        </div>
      ) : null}
    </dialog>
  )
}
