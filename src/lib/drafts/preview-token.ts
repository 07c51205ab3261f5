import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The secret of a preview link (issue 14, docs/security.md): an HMAC-SHA256 of the document and an
 * expiry, keyed by Payload's own secret (derived from PAYLOAD_SECRET, the same on every instance),
 * so no new variable is needed and no link can be made without the server. The link alone shows
 * nothing: the preview route also requires a signed-in staff session.
 */
export const PREVIEW_TTL_SECONDS = 12 * 60 * 60

export type PreviewTarget = { collection: 'blogs'; id: number }

const sign = (secret: string, { collection, id }: PreviewTarget, expires: number): string =>
  createHmac('sha256', secret).update(`preview:${collection}:${id}:${expires}`).digest('base64url')

/** The query of a preview link: `id`, `exp` (seconds since the epoch) and `sig`. */
export const previewQuery = (secret: string, target: PreviewTarget, now = Date.now()): URLSearchParams => {
  const expires = Math.floor(now / 1000) + PREVIEW_TTL_SECONDS
  return new URLSearchParams({ id: String(target.id), exp: String(expires), sig: sign(secret, target, expires) })
}

export const PREVIEW_PATH = '/vista-previa'

export const previewUrl = (secret: string, target: PreviewTarget): string =>
  `${PREVIEW_PATH}?${previewQuery(secret, target).toString()}`

/** The document a preview query names when its signature is right and it has not expired; null otherwise. */
export const verifyPreview = (secret: string, query: URLSearchParams, now = Date.now()): PreviewTarget | null => {
  const id = Number(query.get('id'))
  const expires = Number(query.get('exp'))
  const given = query.get('sig') ?? ''
  if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(expires) || expires * 1000 < now) return null
  const target: PreviewTarget = { collection: 'blogs', id }
  const wanted = Buffer.from(sign(secret, target, expires))
  const received = Buffer.from(given)
  return received.length === wanted.length && timingSafeEqual(received, wanted) ? target : null
}
