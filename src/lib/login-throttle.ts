import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'

import { APIError } from 'payload'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { redisClient, redisConnected } from './redis'
import { pseudonym, securityLog } from './security-log'

/**
 * One limiter for every way to prove a password or a reset token (issue 27): Payload's login on
 * every transport (REST JSON, multipart `_payload`, GraphQL, the Local API) through the users
 * collection's `beforeOperation` hook, the own-password check of a save, and reset-password
 * (collections/users/throttle.ts). Payload's own lock-out stays off (`maxLoginAttempts: 0`): ten
 * wrong passwords from anyone would lock a staff account out for everyone.
 *
 * Failures are counted per account+address, per account and per address; past a few free ones, the
 * next attempt must wait a delay that doubles with each failure (capped), else it is refused (429,
 * `Retry-After`) without the password being looked at, right or wrong. rate-limiter-flexible keeps
 * the counts: in memory, or in Redis when REDIS_URL is set (shared by every instance, with an
 * in-memory insurance limiter as src/lib/rate-limit.ts does).
 *
 * Race-free under parallel requests: an attempt is counted as a failure BEFORE its password is
 * checked (an atomic increment) and given back if it succeeds, so a burst of simultaneous guesses
 * cannot all slip through the free allowance; past it, one attempt per key is checked at a time.
 */
type Rule = { name: string; free: number; maxDelaySeconds: number }

const RULES = {
  accountAddress: { name: 'login-aa', free: 3, maxDelaySeconds: 15 * 60 },
  account: { name: 'login-a', free: 10, maxDelaySeconds: 60 },
  address: { name: 'login-ip', free: 20, maxDelaySeconds: 15 * 60 },
} satisfies Record<string, Rule>

type RuleName = keyof typeof RULES

const WINDOW_SECONDS = 24 * 60 * 60
/** How long an attempt past the free ones may hold its key while its password is checked (a crashed process frees it). */
const IN_FLIGHT_SECONDS = 30

type Limiters = { failures: RateLimiterAbstract; blocks: RateLimiterAbstract; inFlight: RateLimiterAbstract }
let limiters: Map<string, Limiters> | undefined

const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
  const options = { keyPrefix, points, duration }
  const client = redisClient()
  if (!client) return new RateLimiterMemory(options)
  return new RateLimiterRedis({
    ...options,
    storeClient: client,
    useRedisPackage: true,
    insuranceLimiter: new RateLimiterMemory(options),
  })
}

const limitersOf = (rule: Rule): Limiters => {
  limiters ??= new Map()
  const existing = limiters.get(rule.name)
  if (existing) return existing
  const created = {
    failures: make(`${rule.name}-f`, 1_000_000, WINDOW_SECONDS),
    blocks: make(`${rule.name}-b`, 1, 1),
    inFlight: make(`${rule.name}-q`, 1, IN_FLIGHT_SECONDS),
  }
  limiters.set(rule.name, created)
  return created
}

/** Forget every count (tests; the in-memory store only). */
export const resetLoginThrottle = (): void => {
  limiters = undefined
}

/**
 * Lets every pending delay pass at once, keeping the failure counts (tests, in-memory store): the
 * growing delays can be checked without sleeping through them.
 */
export const passLoginDelays = (): void => {
  for (const [name, { failures }] of limiters ?? [])
    limiters?.set(name, {
      failures,
      blocks: make(`${name}-b`, 1, 1),
      inFlight: make(`${name}-q`, 1, IN_FLIGHT_SECONDS),
    })
}

/** The first delay past the free attempts, in whole seconds (Redis keeps expiries in seconds); doubled per failure. */
let firstDelaySeconds = 1

/**
 * Tests lengthen the first delay so that no delay runs out while a slow loop of attempts is still
 * going, then let it pass with `passLoginDelays` instead of sleeping. Caps scale with it.
 */
export const setFirstLoginDelay = (seconds: number): void => {
  firstDelaySeconds = Math.max(1, Math.round(seconds))
}

/** Seconds of the delay after `over` failures past the free ones: 1, 2, 4, … up to the rule's cap. */
const delaySeconds = (rule: Rule, over: number): number =>
  firstDelaySeconds * Math.min(2 ** Math.min(over - 1, 30), rule.maxDelaySeconds)

/** Where a password (or a reset token) was offered: named in the security log, never the value. */
export type ProofPath = 'login' | 'own-password' | 'reset-password'

export type Proof = {
  /** The account's e-mail, lower-cased; absent when the secret itself names the account (a reset token). */
  account?: string
  /** The client's address (src/lib/request-origin.ts `clientAddress`). */
  address: string
  path: ProofPath
}

export const THROTTLED_MESSAGE = (seconds: number): string =>
  `Demasiados intentos de inicio de sesión. Espera ${seconds} segundos e inténtalo de nuevo.`

/**
 * The throttle's refusal, on every transport: Payload answers it with its status (429) on REST and
 * in GraphQL's `extensions`; `Retry-After` travels in `req.responseHeaders` (set by the hook).
 * Logged as one info line without a stack, as every 4xx refusal is (src/lib/logging.ts).
 */
export class LoginThrottled extends APIError<{ retryAfter: number }> {
  readonly retryAfter: number
  constructor(seconds: number) {
    super(THROTTLED_MESSAGE(seconds), 429, { retryAfter: seconds }, true)
    this.retryAfter = seconds
  }
}

const keysOf = ({ account, address }: Proof): [RuleName, string][] =>
  account
    ? [
        ['accountAddress', `${account}|${address}`],
        ['account', account],
        ['address', address],
      ]
    : [['address', address]]

/** Waits for Redis's first connection once per process; a store that fails lets the attempt through uncounted (never refuse everyone). */
const safely = async <T>(operation: () => Promise<T>): Promise<T | RateLimiterRes | null> => {
  try {
    return await operation()
  } catch (rejection) {
    return rejection instanceof RateLimiterRes ? rejection : null
  }
}

/** The key's one slot for a check in progress: 'taken' (ours), 'busy' (another attempt holds it), or 'unknown' (the store failed). */
const takeSlot = async (inFlight: RateLimiterAbstract, key: string): Promise<'taken' | 'busy' | 'unknown'> => {
  try {
    await inFlight.consume(key, 1)
    return 'taken'
  } catch (rejection) {
    return rejection instanceof RateLimiterRes ? 'busy' : 'unknown'
  }
}

/**
 * Runs `verify` (which checks the password or token) under the limiter and answers whether it held.
 * Throws `LoginThrottled` instead of running it while any of the attempt's keys must still wait.
 */
export const throttledProof = async (proof: Proof, verify: () => Promise<boolean>): Promise<boolean> => {
  await redisConnected()
  const keys = keysOf(proof)
  const counted: { rule: RuleName; key: string; failures: number }[] = []
  const held: { rule: RuleName; key: string }[] = []
  let waitSeconds = 0
  for (const [rule, key] of keys) {
    const { failures, blocks, inFlight } = limitersOf(RULES[rule])
    const count = await safely(() => failures.penalty(key, 1))
    const consumed = count instanceof RateLimiterRes ? count.consumedPoints : 0
    if (count) counted.push({ rule, key, failures: consumed })
    const blocked = await safely(() => blocks.get(key))
    if (blocked instanceof RateLimiterRes && blocked.consumedPoints > 1)
      waitSeconds = Math.max(waitSeconds, Math.ceil(blocked.msBeforeNext / 1000))
    if (consumed > RULES[rule].free && waitSeconds === 0) {
      // Past the free attempts, one check at a time per key: a parallel burst cannot share one free slot.
      const slot = await takeSlot(inFlight, key)
      if (slot === 'taken') held.push({ rule, key })
      else if (slot === 'busy') waitSeconds = Math.max(waitSeconds, 1)
    }
  }
  const release = () =>
    Promise.all(held.map(({ rule, key }) => safely(() => limitersOf(RULES[rule]).inFlight.delete(key))))
  const pseudonyms = {
    account: proof.account ? pseudonym(proof.account) : undefined,
    client: pseudonym(proof.address),
    path: proof.path,
  }
  if (waitSeconds > 0) {
    // Not an attempt: its advance count is given back, so waiting clients are not punished for asking.
    await Promise.all(counted.map(({ rule, key }) => safely(() => limitersOf(RULES[rule]).failures.reward(key, 1))))
    await release()
    securityLog('login_throttled', { ...pseudonyms, wait: waitSeconds })
    throw new LoginThrottled(waitSeconds)
  }
  let verified = false
  try {
    verified = await verify()
  } finally {
    if (verified) {
      await Promise.all(
        counted.map(({ rule, key }) => {
          const { failures, blocks } = limitersOf(RULES[rule])
          // The account+address pair starts afresh; the wider counts only lose this attempt's advance count.
          return rule === 'accountAddress'
            ? Promise.all([safely(() => failures.delete(key)), safely(() => blocks.delete(key))])
            : safely(() => failures.reward(key, 1))
        }),
      )
      if (proof.path === 'login') securityLog('login_succeeded', pseudonyms)
    } else {
      await Promise.all(
        counted
          .filter(({ rule, failures }) => failures > RULES[rule].free)
          .map(({ rule, key, failures }) =>
            safely(() =>
              limitersOf(RULES[rule]).blocks.block(key, delaySeconds(RULES[rule], failures - RULES[rule].free)),
            ),
          ),
      )
      securityLog('login_failed', pseudonyms)
    }
    await release()
  }
  return verified
}

/** Seconds the account+address must still wait, or 0 (tests and diagnostics). */
export const loginWait = async (account: string, address: string): Promise<number> => {
  let wait = 0
  for (const [rule, key] of keysOf({ account, address, path: 'login' })) {
    const blocked = await safely(() => limitersOf(RULES[rule]).blocks.get(key))
    if (blocked instanceof RateLimiterRes && blocked.consumedPoints > 1)
      wait = Math.max(wait, Math.ceil(blocked.msBeforeNext / 1000))
  }
  return wait
}

/**
 * Payload's password hash (auth/strategies/local: `pbkdf2-sha256-v1:` + PBKDF2-SHA256 with 600,000
 * iterations and 32 bytes; older hashes without the prefix: 25,000 iterations, 512 bytes), checked
 * in constant time. Payload does not export its checker; the login tests fail if this one drifts
 * from it (a right password would be refused). A missing account spends the same time.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

const derive = (password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )

export type StoredCredential = { hash?: unknown; salt?: unknown } | null | undefined

export const passwordMatches = async (stored: StoredCredential, password: string): Promise<boolean> => {
  const hash = typeof stored?.hash === 'string' ? stored.hash : null
  const salt = typeof stored?.salt === 'string' ? stored.salt : null
  if (!hash || !salt) {
    await derive(password, randomBytes(32).toString('hex'), 600_000, 32)
    return false
  }
  const current = hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const actual = await derive(password, salt, current ? 600_000 : 25_000, current ? 32 : 512)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
