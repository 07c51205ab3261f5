import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The anti-forgery `_token` of the logout form (spec: POST {base}/logout with a hidden _token).
 * Bound to the signed-in user and the server secret, so another site cannot forge it.
 */
export const logoutTokenFor = (userId: number | string, secret: string = process.env.PAYLOAD_SECRET ?? ''): string =>
  createHmac('sha256', secret).update(`logout:${userId}`).digest('base64url')

export const isValidLogoutToken = (token: unknown, userId: number | string, secret?: string): boolean => {
  if (typeof token !== 'string' || token.length === 0) return false
  const expected = Buffer.from(logoutTokenFor(userId, secret))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
