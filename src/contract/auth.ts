import { executeAuthStrategies, type Payload } from 'payload'

import { roleOf, type SignedInUser, type StaffRole } from '../access'

export type Caller = {
  user: SignedInUser | null
  role: StaffRole | null
  /** Signed in through the session cookie (not an Authorization header): writes need a same-site origin. */
  viaCookie: boolean
}

const ANONYMOUS: Caller = { user: null, role: null, viaCookie: false }

const tokenCookie = (payload: Payload): string => `${payload.config.cookiePrefix}-token=`

/**
 * Who is calling: the admin session cookie or an `Authorization: JWT` header, resolved by Payload's
 * own strategies. Only the user is resolved (not the full permission map `payload.auth` builds),
 * and a request carrying neither is anonymous without touching the database.
 */
export const resolveCaller = async (payload: Payload, headers: Headers): Promise<Caller> => {
  const authorization = headers.get('authorization') ?? ''
  const hasHeader = /^(JWT|Bearer) /.test(authorization)
  const hasCookie = (headers.get('cookie') ?? '').includes(tokenCookie(payload))
  if (!hasHeader && !hasCookie) return ANONYMOUS
  const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
  if (!user) return ANONYMOUS
  return { user, role: roleOf(user), viaCookie: !hasHeader }
}

/** The one origin check (src/lib/request-origin.ts); the proxy applies it to every cookie write first. */
export { isCrossSite } from '../lib/request-origin'
