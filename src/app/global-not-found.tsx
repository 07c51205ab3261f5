import type { Metadata } from 'next'

import { NotFoundContent } from '@/site/NotFoundContent'
import { SITE_URL } from '@/site/seo'
import { SiteShell } from '@/site/SiteShell'

// The app has several root layouts (the site's and Payload's), so an address that matches no route gets
// this page (next.config.mjs: experimental.globalNotFound): the site's header and footer, in Spanish.
// src/proxy.ts sends browsers here for a contract path that does not exist too.
export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: 'Página no encontrada · ProfeMax',
  robots: { index: false },
}

export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  )
}
