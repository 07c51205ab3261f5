import type { MetadataRoute } from 'next'

import { NOMINATION_PATH, registrationPath } from '@/lib/site-config'
import { SITE_URL } from '@/site/seo'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', registrationPath(), NOMINATION_PATH] }],
    sitemap: `${SITE_URL}/sitemap.xml`,
  }
}
