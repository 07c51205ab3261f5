import { executeAuthStrategies, type Payload, type PayloadRequest } from 'payload'

import { roleOf, type StaffRole } from '../access'

export type ContractUser = NonNullable<PayloadRequest['user']>

export type Caller = {
  user: ContractUser | null
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

/** Origins this site answers as: its own host, plus SITE_URL / NEXT_PUBLIC_SERVER_URL when set. */
const ownOrigins = (request: Request): Set<string> => {
  const url = new URL(request.url)
  const origins = new Set([url.origin])
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (host) {
    const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '')
    origins.add(`${proto}://${host}`)
  }
  for (const configured of [process.env.SITE_URL, process.env.NEXT_PUBLIC_SERVER_URL]) {
    if (configured) origins.add(new URL(configured).origin)
  }
  return origins
}

/**
 * A cookie rides along with any request the browser makes, even from another site; a write made
 * with it must come from this site (Origin, or Sec-Fetch-Site when a browser sends no Origin).
 */
export const isCrossSite = (request: Request): boolean => {
  const origin = request.headers.get('origin')
  if (origin) return !ownOrigins(request).has(origin)
  return request.headers.get('sec-fetch-site') === 'cross-site'
}
