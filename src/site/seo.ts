import type { Metadata } from 'next'

/** Public origin of the site, for canonical links, Open Graph and the sitemap. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')

export const SITE_NAME = 'ProfeMax'
export const DEFAULT_OG_IMAGE = { url: '/og/profemax.png', width: 1200, height: 630, alt: 'ProfeMax: el programa para maestras y maestros de México' }

type PageMeta = { title: string; description: string; path: string; image?: { url: string; width?: number; height?: number; alt?: string } }

/** Title, description, canonical address and the Open Graph / Twitter cards of one page. */
export const pageMetadata = ({ title, description, path, image = DEFAULT_OG_IMAGE }: PageMeta): Metadata => ({
  title,
  description,
  alternates: { canonical: path },
  openGraph: { type: 'website', locale: 'es_MX', siteName: SITE_NAME, title, description, url: path, images: [image] },
  twitter: { card: 'summary_large_image', title, description, images: [image.url] },
})
