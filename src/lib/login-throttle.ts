import { pbkdf2, randomBytes } from 'node:crypto'

import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { redisClient } from './redis'
import { clientAddress } from './request-origin'
import { pseudonym, securityLog } from './security-log'

/**
 * Sign-in throttling in front of Payload's login (Payload's own lock-out is off: ten wrong passwords
 * from anyone locked a staff account for ten minutes). Failures are counted per account+address,
 * per account and per address; past a few, the next attempt must wait a delay that doubles with
 * each failure (capped), answered 429 with Retry-After. A correct password from another address is
 * never blocked by someone else's guesses beyond the account-wide delay, which stays short.
 * rate-limiter-flexible keeps the counts (memory, or Redis when REDIS_URL is set).
 */
type Rule = { name: string; free: number; maxDelaySeconds: number }

const RULES: Record<'accountAddress' | 'account' | 'address', Rule> = {
  accountAddress: { name: 'login-aa', free: 3, maxDelaySeconds: 15 * 60 },
  account: { name: 'login-a', free: 10, maxDelaySeconds: 60 },
  address: { name: 'login-ip', free: 20, maxDelaySeconds: 15 * 60 },
}

const WINDOW_SECONDS = 24 * 60 * 60

type Pair = { failures: RateLimiterAbstract; blocks: RateLimiterAbstract }
let limiters: Map<string, Pair> | undefined

const limiterPair = (rule: Rule): Pair => {
  limiters ??= new Map()
  const existing = limiters.get(rule.name)
  if (existing) return existing
  const client = redisClient()
  const make = (keyPrefix: string, points: number, duration: number) =>
    client ? new RateLimiterRedis({ storeClient: client, useRedisPackage: true, keyPrefix, points, duration }) : new RateLimiterMemory({ keyPrefix, points, duration })
  const pair = { failures: make(`${rule.name}-f`, 1_000_000, WINDOW_SECONDS), blocks: make(`${rule.name}-b`, 1, 1) }
  limiters.set(rule.name, pair)
  return pair
}

/** Forget every count (tests). */
export const resetLoginThrottle = (): void => {
  limiters = undefined
}

const keysOf = (email: string, address: string) => ({
  accountAddress: `${email}|${address}`,
  account: email,
  address,
})

/** Seconds the caller must still wait, or 0. */
export const loginWait = async (email: string, address: string): Promise<number> => {
  const keys = keysOf(email, address)
  let wait = 0
  for (const [rule, key] of Object.entries(keys) as [keyof typeof RULES, string][]) {
    const blocked = await limiterPair(RULES[rule]).blocks.get(key)
    if (blocked && blocked.consumedPoints > 1) wait = Math.max(wait, Math.ceil(blocked.msBeforeNext / 1000))
  }
  return wait
}

export const loginFailed = async (email: string, address: string): Promise<void> => {
  const keys = keysOf(email, address)
  for (const [rule, key] of Object.entries(keys) as [keyof typeof RULES, string][]) {
    const { failures, blocks } = limiterPair(RULES[rule])
    const { consumedPoints } = await failures.penalty(key, 1)
    const over = consumedPoints - RULES[rule].free
    if (over > 0) await blocks.block(key, Math.min(2 ** (over - 1), RULES[rule].maxDelaySeconds))
  }
  securityLog('login_failed', { account: pseudonym(email), client: pseudonym(address) })
}

export const loginSucceeded = async (email: string, address: string): Promise<void> => {
  const { accountAddress } = keysOf(email, address)
  const pair = limiterPair(RULES.accountAddress)
  await Promise.all([pair.failures.delete(accountAddress), pair.blocks.delete(accountAddress)])
  securityLog('login_succeeded', { account: pseudonym(email), client: pseudonym(address) })
}

/**
 * The cost of checking a password (Payload's current hash: PBKDF2-SHA256, 600,000 iterations,
 * 32 bytes), spent when the account does not exist so both answers take as long.
 */
export const spendPasswordCheck = (password: string): Promise<void> => new Promise((resolve) => pbkdf2(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256', () => resolve()))

const THROTTLED = (seconds: number) => `Demasiados intentos de inicio de sesión. Espera ${seconds} segundos e inténtalo de nuevo.`

/**
 * Payload's login (`POST /api/users/login`) behind the throttle. `accountExists` tells whether the
 * e-mail is an account, only to spend the same hashing time when it is not.
 */
export const guardLogin = async (request: Request, body: Uint8Array, accountExists: (email: string) => Promise<boolean>, run: () => Promise<Response>): Promise<Response> => {
  let email = ''
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { email?: unknown }
    email = typeof parsed.email === 'string' ? parsed.email.trim().toLowerCase() : ''
  } catch {
    // Not JSON: Payload answers it (400), nothing to count.
  }
  if (!email) return run()
  const address = clientAddress(request.headers)
  const wait = await loginWait(email, address)
  if (wait > 0) {
    securityLog('login_throttled', { account: pseudonym(email), client: pseudonym(address), wait })
    const message = THROTTLED(wait)
    return Response.json({ errors: [{ message }], message }, { status: 429, headers: { 'Retry-After': String(wait), 'Cache-Control': 'no-store' } })
  }
  const response = await run()
  if (response.ok) await loginSucceeded(email, address)
  else if (response.status === 401 || response.status === 403) {
    if (!(await accountExists(email))) {
      let password = ''
      try {
        password = String((JSON.parse(new TextDecoder().decode(body)) as { password?: unknown }).password ?? '')
      } catch {
        // already parsed above
      }
      await spendPasswordCheck(password)
    }
    await loginFailed(email, address)
  }
  return response
}
