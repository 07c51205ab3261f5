import { createHmac } from 'node:crypto'

import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { mailboxKey } from './identity-keys'
import { redisClient, redisConnected } from './redis'

/**
 * Limits of the public forms, by rate-limiter-flexible: in memory by default (one `next start`), in
 * Redis when REDIS_URL is set so every instance shares the count (with an in-memory insurance
 * limiter if Redis fails). Two limits, each `<max>/<seconds>` from the environment:
 * - `client`: requests per client address and form (registration, nomination, vote, vote
 *   confirmation), CONTRACT_RATE_LIMIT, default 10 per 60 s;
 * - `mailbox`: messages the forms may send to one mailbox (its normalised address, so `+tags` and
 *   letter case do not reset it), CONTRACT_MAIL_LIMIT, default 5 per hour, so the site's mail server
 *   cannot be turned on someone's inbox from many addresses.
 * Tests set them with `setRateLimit`.
 */
export type Limit = { max: number; windowMs: number }
export type LimitName = 'client' | 'mailbox'

const parseLimit = (value: string | undefined, fallback: Limit): Limit => {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '')
  return match ? { max: Number(match[1]), windowMs: Number(match[2]) * 1000 } : fallback
}

const limits: Record<LimitName, Limit> = {
  client: parseLimit(process.env.CONTRACT_RATE_LIMIT, { max: 10, windowMs: 60_000 }),
  mailbox: parseLimit(process.env.CONTRACT_MAIL_LIMIT, { max: 5, windowMs: 3_600_000 }),
}
const limiters: Partial<Record<LimitName, RateLimiterAbstract>> = {}

// The client limit keeps the prefix it always had, so counts in a shared Redis survive a release.
const PREFIX: Record<LimitName, string> = { client: 'profemax-forms', mailbox: 'profemax-mailbox' }

const build = (name: LimitName): RateLimiterAbstract => {
  const limit = limits[name]
  const options = {
    points: limit.max,
    duration: Math.max(1, Math.round(limit.windowMs / 1000)),
    keyPrefix: PREFIX[name],
  }
  const client = redisClient()
  if (!client) return new RateLimiterMemory(options)
  return new RateLimiterRedis({
    ...options,
    storeClient: client,
    useRedisPackage: true,
    insuranceLimiter: new RateLimiterMemory(options),
  })
}

/** Replaces a limit (and forgets its counts); the client limit unless another is named. */
export const setRateLimit = (next: Limit, name: LimitName = 'client'): void => {
  limits[name] = next
  delete limiters[name]
}

/** The client's address: one rule for the forms, the login throttle and the logs (src/lib/request-origin.ts). */
export { clientAddress, PEER_HEADER } from './request-origin'

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts this call in `bucket` of the named limit; refused past the limit, with the seconds until
 * the window frees a place. The answer is an object (always truthy): test `.allowed`.
 */
export const takeToken = async (bucket: string, name: LimitName = 'client'): Promise<Verdict> => {
  const limiter = (limiters[name] ??= build(name))
  await redisConnected()
  try {
    await limiter.consume(bucket)
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    // The store itself failed (and its insurance): the forms stay open rather than refuse everyone.
    return { allowed: true }
  }
}

/**
 * A mailbox as a rate-limit bucket: keyed HMAC of its key (src/lib/identity-keys.ts), so a shared
 * Redis holds no address. (PAYLOAD_SECRET is what the rest of the app keys with.)
 */
export const mailboxBucket = (email: string): string =>
  createHmac('sha256', process.env.PAYLOAD_SECRET ?? 'profemax')
    .update(`mailbox:${mailboxKey(email)}`)
    .digest('base64url')

export const TOO_MANY = 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.'

/** One count a form's request must pass: the bucket and the limit it belongs to. */
export type Gate = { bucket: string; limit: LimitName }

/**
 * Passes a request through its gates in order; the first refusal is the answer (429, Spanish,
 * Retry-After) and later gates are not counted, so a refused request spends nobody's mailbox
 * allowance. Logged as `rate_limited` with the form and the limit, never the address or e-mail.
 */
export const refuseWhenLimited = async (
  logger: { warn: (object: object, message: string) => void },
  form: string,
  gates: readonly Gate[],
): Promise<Response | null> => {
  for (const gate of gates) {
    const verdict = await takeToken(`${form}:${gate.bucket}`, gate.limit)
    if (verdict.allowed) continue
    logger.warn({ security: 'rate_limited', form, limit: gate.limit }, 'security rate_limited')
    return Response.json(
      { error: true, message: TOO_MANY },
      { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
    )
  }
  return null
}
