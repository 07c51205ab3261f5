import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SITE_URL } from '@/site/seo'
import { SiteShell } from '@/site/SiteShell'

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: 'ProfeMax', template: '%s · ProfeMax' },
  description: 'El programa gratuito de puntos y contenidos para maestras y maestros de México.',
  applicationName: 'ProfeMax',
}

export const viewport: Viewport = { themeColor: '#0b3a6e', width: 'device-width', initialScale: 1 }

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
