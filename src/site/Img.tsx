// next/image's getImageProps from its own module: `next/image` also exports the Image client component, and
// importing that module from a server component put the component's code (5.4 KB gzip) in the first
// scripts of every page that shows a picture, though none renders it (docs/performance.md).
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props'

import type { Picture } from './data'

/**
 * A next/image picture (optimised, responsive srcset, lazy by default) rendered as a plain <img> on the
 * server: no image component code in the browser. Client components get it as a prop (ReactNode).
 * `priority` (the page's likely largest paint: a blog's cover, a list's first card) loads it at once and
 * first (`fetchpriority="high"`, on the img and on the preload React writes for it): next/image's
 * `priority` alone only drops `loading="lazy"`, and the picture then queued behind the scripts
 * (Lighthouse's LCP request discovery, docs/performance.md).
 */
export function Img({
  picture,
  sizes,
  priority,
  alt = picture.alt,
  unoptimized,
  className,
  state,
}: {
  picture: Picture
  sizes: string
  priority?: boolean
  alt?: string
  unoptimized?: boolean
  className?: string
  /** `data-state` of the img (the portal's category slider: its selected picture). */
  state?: string
}) {
  const { props } = getImageProps({
    src: picture.url,
    alt,
    width: picture.width,
    height: picture.height,
    sizes,
    priority,
    unoptimized,
    fetchPriority: priority ? 'high' : undefined,
    className,
  })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps is next/image's own output
  return <img {...props} data-state={state} />
}
