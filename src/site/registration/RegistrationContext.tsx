'use client'

import dynamic from 'next/dynamic'
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'

import { PREVIEW_MARK } from '../blogs/preview-mark'
import { Modal } from '../Modal'

/**
 * Loaded when the modal first opens, not with the page: the form and its schema (zod) stay out of every
 * public page's first scripts, which are what a phone waits for.
 */
const RegistrationForm = dynamic(() => import('./RegistrationForm').then((m) => m.RegistrationForm), {
  loading: () => (
    <p className="registration__loading" role="status">
      Cargando formulario…
    </p>
  ),
})

/** localStorage key of the spec: 'true' once the visitor closed or submitted the form. */
export const DONT_SHOW_KEY = 'dontShowRegisterForm'

type Ctx = { openRegistration: () => void }
const RegistrationCtx = createContext<Ctx>({ openRegistration: () => undefined })

export const useRegistration = (): Ctx => useContext(RegistrationCtx)

const rememberDismissal = () => {
  try {
    window.localStorage.setItem(DONT_SHOW_KEY, 'true')
  } catch {
    // Storage blocked (private mode): the form may open again next time, nothing breaks.
  }
}

const dismissedBefore = (): boolean => {
  try {
    return window.localStorage.getItem(DONT_SHOW_KEY) === 'true'
  } catch {
    return true
  }
}

/**
 * The registration modal, the thank-you modal and their opening rules:
 * a register button, `?showForm` in the address, or once for a new visitor on load.
 * Resolved in the browser so public pages stay static.
 */
export function RegistrationProvider({ children, action }: { children: ReactNode; action: string }) {
  const [open, setOpen] = useState(false)
  const [session, setSession] = useState(0)
  // The address the member code was mailed to (the server's answer never carries the code: it is the
  // same for a new member and for an address already registered, docs/security.md).
  const [mailedTo, setMailedTo] = useState<string | null>(null)

  const openRegistration = useCallback(() => {
    setSession((n) => n + 1) // a fresh form every time it opens
    setOpen(true)
  }, [])

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    // Staff previewing a draft (the bar of src/site/blogs/PreviewBar.tsx) are not visitors to invite.
    if (document.querySelector(`[${PREVIEW_MARK}]`)) return
    if (params.has('showForm') || !dismissedBefore()) openRegistration()
  }, [openRegistration])

  const close = useCallback(() => {
    setOpen(false)
    rememberDismissal()
  }, [])

  const onRegistered = useCallback((email: string) => {
    rememberDismissal()
    setOpen(false)
    setMailedTo(email)
  }, [])

  return (
    <RegistrationCtx.Provider value={{ openRegistration }}>
      {children}
      <Modal open={open} onClose={close} title="Únete a ProfeMax" subtitle="Regístrate gratis, recibe tu código personal y empieza a acumular puntos." testId="registration-modal">
        <RegistrationForm key={session} action={action} onRegistered={onRegistered} />
      </Modal>
      <Modal open={mailedTo !== null} onClose={() => setMailedTo(null)} title="¡Gracias por registrarte!" testId="thanks-modal">
        <div className="thanks">
          <p>Te enviamos tu código personal de socio por correo a:</p>
          <p className="thanks__email" data-testid="mailed-to">
            {mailedTo}
          </p>
          <p>Si no lo ves en unos minutos, revisa tu carpeta de correo no deseado.</p>
          <p>Compártelo con tus alumnos y sus familias: cada compra con tu código suma puntos que canjeas por productos en tienda.</p>
          <button type="button" className="btn btn--blue" onClick={() => setMailedTo(null)}>
            Entendido
          </button>
        </div>
      </Modal>
    </RegistrationCtx.Provider>
  )
}

/** Any register button of the site. */
export function RegisterButton({ children = 'Unirme al programa', className = 'btn btn--primary' }: { children?: ReactNode; className?: string }) {
  const { openRegistration } = useRegistration()
  return (
    <button type="button" className={className} onClick={openRegistration}>
      {children}
    </button>
  )
}
