'use client'

import dynamic from 'next/dynamic'
import { startTransition, useCallback, useEffect, useState, type MouseEvent, type ReactNode } from 'react'

import { REGISTRATION_PAGE } from '@/lib/site-config'
import { PREVIEW_MARK } from '../blogs/preview-mark'
import { Modal } from '../Modal'
import { opensOnLoad } from './auto-open'
import { dismissedBefore, rememberDismissal } from './dismissal'
import { loadForm, RegistrationCtx } from './RegisterLink'
import { ThankYou } from './ThankYou'

/**
 * Loaded when the modal first opens (or a register link shows intent), not with the page: the form
 * and its schema (zod) stay out of every public page's first scripts, which are what a phone waits for.
 */
const RegistrationForm = dynamic(() => loadForm().then((m) => m.RegistrationForm), {
  loading: () => (
    <p className="registration__loading" role="status">
      Cargando formulario…
    </p>
  ),
})

/** Only when the visitor asks for it: not in every page's first scripts (docs/performance.md budget). */
const MemberCodeForm = dynamic(() => import('./MemberCodeForm').then((m) => m.MemberCodeForm), {
  loading: () => (
    <p className="registration__loading" role="status">
      Cargando formulario…
    </p>
  ),
})

/**
 * The registration modal, the thank-you modal and their opening rules: a register link, `?showForm`
 * in the address, or once for a new visitor where one is likely (./auto-open.ts).
 * Resolved in the browser so public pages stay static.
 */
export function RegistrationProvider({
  children,
  action,
  codeAction,
}: {
  children: ReactNode
  action: string
  codeAction: string
}) {
  const [open, setOpen] = useState(false)
  const [session, setSession] = useState(0)
  const [view, setView] = useState<'register' | 'code'>('register')
  // The address the member code was mailed to (the server's answer never carries the code: it is the
  // same for a new member and for an address already registered, docs/security.md).
  const [mailedTo, setMailedTo] = useState<string | null>(null)

  const openRegistration = useCallback(() => {
    setSession((n) => n + 1) // a fresh form every time it opens
    setView('register')
    setOpen(true)
  }, [])

  useEffect(() => {
    // Staff previewing a draft (the bar of src/site/blogs/PreviewBar.tsx) are not visitors to invite.
    if (document.querySelector(`[${PREVIEW_MARK}]`)) return
    const { pathname, search } = window.location
    if (!opensOnLoad({ pathname, search, dismissed: dismissedBefore(), scrolled: window.scrollY > 0 })) return
    // The form's code first: the pop-up opens complete, never on 'Cargando formulario…' over the page.
    // Rendered as a transition: React draws the form in slices between which the page answers (taps,
    // scrolling), instead of one long task right after the page's own hydration (docs/performance.md).
    let cancelled = false
    void loadForm().then(
      () => !cancelled && startTransition(openRegistration),
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [openRegistration])

  // Links (the same forms on /registro), switching the modal's view in place.
  const switchTo = (next: 'register' | 'code') => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    setView(next)
  }

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
      <Modal
        open={open}
        onClose={close}
        title={view === 'register' ? 'Únete a ProfeMax' : 'Reenviar mi código de socio'}
        subtitle={
          view === 'register'
            ? 'Regístrate gratis, recibe tu código personal y empieza a acumular puntos.'
            : 'Escribe el correo con el que te registraste y te enviaremos tu código de socio.'
        }
        testId="registration-modal"
      >
        {view === 'register' ? (
          <>
            <RegistrationForm key={session} action={action} onRegistered={onRegistered} />
            <p className="member-code__switch">
              <a href={`${REGISTRATION_PAGE}#reenviar-codigo`} onClick={switchTo('code')}>
                Ya soy socio: reenviar mi código
              </a>
            </p>
          </>
        ) : (
          <>
            <MemberCodeForm action={codeAction} />
            <p className="member-code__switch">
              <a href={REGISTRATION_PAGE} onClick={switchTo('register')}>
                Aún no soy socio: registrarme
              </a>
            </p>
          </>
        )}
      </Modal>
      <Modal
        open={mailedTo !== null}
        onClose={() => setMailedTo(null)}
        title="¡Gracias por registrarte!"
        testId="thanks-modal"
      >
        <ThankYou mailedTo={mailedTo}>
          <button type="button" className="btn btn--blue" onClick={() => setMailedTo(null)}>
            Entendido
          </button>
        </ThankYou>
      </Modal>
    </RegistrationCtx.Provider>
  )
}
