import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { registrationPath } from '@/lib/site-config'
import { nunito } from '@/site/fonts'
import { Footer } from '@/site/Footer'
import { Header } from '@/site/Header'
import { RegistrationProvider } from '@/site/registration/RegistrationContext'
import { SITE_URL } from '@/site/seo'
import { Toasts } from '@/site/Toasts'
import '@/site/styles/site.css'

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: 'ProfeMax', template: '%s · ProfeMax' },
  description: 'El programa gratuito de puntos y contenidos para maestras y maestros de México.',
  applicationName: 'ProfeMax',
}

export const viewport: Viewport = { themeColor: '#0b3a6e', width: 'device-width', initialScale: 1 }

export default function SiteLayout({ children }: { children: ReactNode }) {
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
