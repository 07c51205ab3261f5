import { configuredOrigins } from './site-config'

/**
 * How many reverse proxies stand in front of the app (TRUSTED_PROXIES, default 0). Only then are
 * their `X-Forwarded-*` headers believed; with 0 a client could write them itself.
 */
export const trustedProxyCount = (): number => {
  const count = Number(process.env.TRUSTED_PROXIES ?? 0)
  return Number.isSafeInteger(count) && count > 0 ? count : 0
}

/** The session cookie Payload sets (default cookie prefix `payload`). */
export const SESSION_COOKIE = 'payload-token'

/** Origins this site answers as: the request's own host (the proxy's forwarded one only when trusted), plus the configured ones. */
export const ownOrigins = (request: Request): Set<string> => {
  const url = new URL(request.url)
  const origins = new Set([url.origin, ...configuredOrigins()])
  const host = request.headers.get('host')
  if (host) origins.add(`${url.protocol}//${host}`)
  if (trustedProxyCount() > 0) {
    const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '')
    if (forwardedHost) origins.add(`${proto}://${forwardedHost}`)
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A state-changing request that carries the session cookie and comes from another site. */
export const isCrossSiteCookieWrite = (request: Request): boolean =>
  !SAFE_METHODS.has(request.method) &&
  (request.headers.get('cookie') ?? '').includes(`${SESSION_COOKIE}=`) &&
  isCrossSite(request)

export const CROSS_SITE_MESSAGE = 'Solicitud rechazada: el origen no es este sitio.'

/** Set by src/instrumentation-node.ts from the TCP connection on every request (Node's diagnostics channel): a client cannot choose it. */
export const PEER_HEADER = 'x-profemax-peer'

/**
 * The client's address. With TRUSTED_PROXIES=N, the `X-Forwarded-For` entry the outermost trusted
 * proxy appended (the N-th from the end); otherwise the connection's own address, never a header
 * the client could have written.
 */
export const clientAddress = (headers: Headers): string => {
  const peer = headers.get(PEER_HEADER) ?? 'unknown'
  const proxies = trustedProxyCount()
  if (proxies === 0) return peer
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return forwarded.length >= proxies ? (forwarded[forwarded.length - proxies] ?? peer) : peer
}
