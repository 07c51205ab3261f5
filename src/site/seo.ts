import type { Metadata } from 'next'

import { siteUrl } from '@/lib/site-url.mjs'

/** Public origin of the site (SITE_URL), for canonical links, Open Graph and the sitemap. */
export const SITE_URL = siteUrl()

export const SITE_NAME = 'ProfeMax'
export const DEFAULT_OG_IMAGE = {
  url: '/og/profemax.png',
  width: 1200,
  height: 630,
  alt: 'ProfeMax: el programa para maestras y maestros de México',
}

type PageMeta = {
  title: string
  description: string
  path: string
  image?: { url: string; width?: number; height?: number; alt?: string }
  /** A blog post: og:type 'article' with its publication time. */
  article?: { publishedTime: string; modifiedTime?: string; section?: string }
}

/** Title, description, canonical address and the Open Graph / Twitter cards of one page. */
export const pageMetadata = ({ title, description, path, image = DEFAULT_OG_IMAGE, article }: PageMeta): Metadata => ({
  title,
  description,
  alternates: { canonical: path },
  openGraph: {
    ...(article ? { type: 'article' as const, ...article } : { type: 'website' as const }),
    locale: 'es_MX',
    siteName: SITE_NAME,
    title,
    description,
    url: path,
    images: [image],
  },
  twitter: { card: 'summary_large_image', title, description, images: [image.url] },
})
