import type { ReactNode } from 'react'

import { memberCodePath, registrationPath } from '@/lib/site-config'
import { Footer } from './Footer'
import { Header } from './Header'
import { RegistrationProvider } from './registration/RegistrationContext'
import { Toasts } from './Toasts'
// One stylesheet for every public page: a second one is one more request a first paint waits for, and
// the portal's rules (2.6 KB gzip) cost less in every page than a request on the portal's.
import './styles/site.css'
import './portal/portal.css'

/** The public site's document: header, main, footer, registration modal and toasts (the layout and the 404 page). */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <html lang="es-MX">
      <body>
        <a className="skip-link" href="#contenido">
          Saltar al contenido
        </a>
        <RegistrationProvider action={registrationPath()} codeAction={memberCodePath()}>
          <Header />
          <main id="contenido">{children}</main>
          <Footer />
        </RegistrationProvider>
        <Toasts />
      </body>
    </html>
  )
}
