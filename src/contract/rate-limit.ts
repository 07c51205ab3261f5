import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { redisClient, redisConnected } from '../lib/redis'

/**
 * Per-client limit for the public forms (registration, nomination), by rate-limiter-flexible: in
 * memory by default (one `next start`), in Redis when REDIS_URL is set so every instance shares the
 * count (with an in-memory insurance limiter if Redis fails). CONTRACT_RATE_LIMIT="<max>/<seconds>"
 * (default 10 per 60 s); tests set it with `setRateLimit`.
 */
type Limit = { max: number; windowMs: number }

const parseLimit = (value: string | undefined): Limit => {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '')
  return match ? { max: Number(match[1]), windowMs: Number(match[2]) * 1000 } : { max: 10, windowMs: 60_000 }
}

let limit = parseLimit(process.env.CONTRACT_RATE_LIMIT)
let limiter: RateLimiterAbstract | undefined

const build = (): RateLimiterAbstract => {
  const options = { points: limit.max, duration: Math.max(1, Math.round(limit.windowMs / 1000)), keyPrefix: 'profemax-forms' }
  const client = redisClient()
  if (!client) return new RateLimiterMemory(options)
  return new RateLimiterRedis({ ...options, storeClient: client, useRedisPackage: true, insuranceLimiter: new RateLimiterMemory(options) })
}

export const setRateLimit = (next: Limit): void => {
  limit = next
  limiter = undefined
}

/** The client's address: one rule for the forms, the login throttle and the logs (src/lib/request-origin.ts). */
export { clientAddress, PEER_HEADER } from '../lib/request-origin'

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts this call; refused past the limit, with the seconds until the window frees a place. */
export const takeToken = async (bucket: string): Promise<Verdict> => {
  limiter ??= build()
  await redisConnected()
  try {
    await limiter.consume(bucket)
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    // The store itself failed (and its insurance): the forms stay open rather than refuse everyone.
    return { allowed: true }
  }
}
