'use client'

import { createContext, useContext, type MouseEvent, type ReactNode } from 'react'

import { REGISTRATION_PAGE } from '@/lib/site-config'
import { onIntent } from '../intent'

/**
 * What a page needs to open the registration form: the context and the link. Kept apart from the
 * provider (./RegistrationContext.tsx, with its modals), which only the layout imports: a page that
 * imported the link from the provider's module carried the provider's code in its own first-load chunk
 * too, a second copy beside the layout's (docs/performance.md, "JavaScript per page").
 */
export const loadForm = () => import('./RegistrationForm')

type Ctx = { openRegistration: () => void }
export const RegistrationCtx = createContext<Ctx>({ openRegistration: () => undefined })

export const useRegistration = (): Ctx => useContext(RegistrationCtx)

/**
 * Any register link of the site: a real link to the registration page, so a tap works before the
 * scripts run (issue 31); once they run, it opens the modal instead (a new tab or window still gets
 * the page). The form's code starts loading on intent.
 */
export function RegisterLink({
  children = 'Unirme al programa',
  className = 'btn btn--primary',
}: {
  children?: ReactNode
  className?: string
}) {
  const { openRegistration } = useRegistration()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    openRegistration()
  }
  return (
    <a
      href={REGISTRATION_PAGE}
      className={className}
      onClick={onClick}
      {...onIntent(() => void loadForm().catch(() => undefined))}
    >
      {children}
    </a>
  )
}
