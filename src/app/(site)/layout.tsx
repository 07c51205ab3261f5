import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = {
  title: { default: 'ProfeMax', template: '%s · ProfeMax' },
  description: 'El programa gratuito de puntos y contenidos para maestras y maestros de México.',
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-MX">
      <body>{children}</body>
    </html>
  )
}
