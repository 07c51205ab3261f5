/**
 * Uploaded pictures as pages and the contract show them: one reading of a populated `media`
 * document for the whole app (the contract's URLs, the public site's and the portal's pictures).
 * Browser-safe: the portal runs it in the browser when a server read failed.
 */

/** A picture placed on a page: its URL, its size (for layout without shift) and its text alternative. */
export type Picture = { url: string; width: number; height: number; alt: string }

/** Generated sizes of collections/Media.ts. */
export type MediaSize = 'main' | 'list' | 'thumbnail'

type Sized = { url?: string | null; width?: number | null; height?: number | null }
type MediaDoc = Sized & { sizes?: Record<string, Sized | null | undefined> | null }

const asMedia = (value: unknown): MediaDoc | null => (value && typeof value === 'object' ? (value as MediaDoc) : null)

/** The URL of an image field: the generated size when there is one, else the original. */
export const mediaUrl = (value: unknown, size?: MediaSize): string | null => {
  const media = asMedia(value)
  if (!media) return null
  return (size ? media.sizes?.[size]?.url : null) || media.url || null
}

/**
 * The picture of an image field at a named size (falling back to the original), or null;
 * `fallback` is the size assumed when the document records none.
 */
export const picture = (
  value: unknown,
  alt: string,
  size?: MediaSize,
  fallback = { width: 600, height: 400 },
): Picture | null => {
  const media = asMedia(value)
  const url = mediaUrl(value, size)
  if (!media || !url) return null
  const sized = size ? media.sizes?.[size] : undefined
  return {
    url,
    width: sized?.width ?? media.width ?? fallback.width,
    height: sized?.height ?? media.height ?? fallback.height,
    alt,
  }
}
