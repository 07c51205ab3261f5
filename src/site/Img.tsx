import { getImageProps } from 'next/image'

import type { Picture } from './data'

/**
 * A next/image picture (optimised, responsive srcset, lazy by default) rendered as a plain <img> on the
 * server: no image component code in the browser. Client components get it as a prop (ReactNode).
 */
export function Img({
  picture,
  sizes,
  priority,
  alt = picture.alt,
  unoptimized,
}: {
  picture: Picture
  sizes: string
  priority?: boolean
  alt?: string
  unoptimized?: boolean
}) {
  const { props } = getImageProps({
    src: picture.url,
    alt,
    width: picture.width,
    height: picture.height,
    sizes,
    priority,
    unoptimized,
  })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps is next/image's own output
  return <img {...props} />
}
