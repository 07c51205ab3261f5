import type { ReactNode } from 'react'

import { registrationPath } from '@/lib/site-config'
import { nunito } from './fonts'
import { Footer } from './Footer'
import { Header } from './Header'
import { RegistrationProvider } from './registration/RegistrationContext'
import { Toasts } from './Toasts'
import './styles/site.css'

/** The public site's document: header, main, footer, registration modal and toasts (the layout and the 404 page). */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <html lang="es-MX" className={nunito.variable}>
      <body>
        <a className="skip-link" href="#contenido">
          Saltar al contenido
        </a>
        <RegistrationProvider action={registrationPath()}>
          <Header />
          <main id="contenido">{children}</main>
          <Footer />
        </RegistrationProvider>
        <Toasts />
      </body>
    </html>
  )
}
