import {
  APIError,
  AuthenticationError,
  ValidationError,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { mailboxBucket, refuseWhenLimited, TOO_MANY } from '../../src/lib/rate-limit'
import { LoginThrottled, passwordMatches, throttledProof, type StoredCredential } from '../../src/lib/login-throttle'
import { passwordProblem } from '../../src/lib/password-rules'
import { clientAddress } from '../../src/lib/request-origin'

/**
 * The sign-in limiter where Payload authenticates (issue 27), not in front of it: Payload runs the
 * users collection's `beforeOperation` hooks inside its login and reset-password operations, which
 * every transport reaches (REST JSON and multipart `_payload`, GraphQL and its aliases, the Local
 * API). The password is checked here, under src/lib/login-throttle.ts, before Payload checks it
 * again: a wrong one never reaches Payload (the same answer as Payload's, `AuthenticationError`),
 * an unknown e-mail spends the same hashing time, and while the account or address must wait even
 * the right password is refused. The price: a successful sign-in hashes twice.
 */

type StoredUser = NonNullable<StoredCredential> & { id: number | string; email?: unknown; name?: unknown }

/** Payload's own normalisation of the login e-mail (auth/operations/login.js). */
const normalisedEmail = (value: unknown): string => (typeof value === 'string' ? value.toLowerCase().trim() : '')

/** The refusal with `Retry-After` and `no-store`: Payload copies `req.responseHeaders` onto REST and GraphQL answers. */
const withRetryAfter = async <T>(req: PayloadRequest, run: () => Promise<T>): Promise<T> => {
  try {
    return await run()
  } catch (error) {
    if (error instanceof LoginThrottled) {
      const headers = new Headers(req.responseHeaders)
      headers.set('Retry-After', String(error.retryAfter))
      headers.set('Cache-Control', 'no-store')
      req.responseHeaders = headers
    }
    throw error
  }
}

const findUser = (
  req: PayloadRequest,
  where: Parameters<PayloadRequest['payload']['db']['findOne']>[0]['where'],
): Promise<StoredUser | null> => req.payload.db.findOne<StoredUser>({ collection: 'users', where, req })

/** Whether `password` is the stored password of the account with this id, under the limiter (the own-password check of a save). */
export const verifyOwnPassword = async (
  req: PayloadRequest,
  id: number | string,
  password: string,
): Promise<boolean> => {
  const stored = await findUser(req, { id: { equals: id } })
  const account = normalisedEmail(stored?.email)
  return withRetryAfter(req, () =>
    throttledProof(
      { account: account || `id:${String(id)}`, address: clientAddress(req.headers), path: 'own-password' },
      () => passwordMatches(stored, password),
    ),
  )
}

const RESET_REFUSED = 'El enlace para restablecer la contraseña no es válido o ya caducó.'

export const throttleAuthOperations: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') {
    const data = (args as { data?: { email?: unknown; password?: unknown } }).data
    const email = normalisedEmail(data?.email)
    const password = data?.password
    // Without both, Payload refuses the request itself (400) before looking any account up.
    if (!email || typeof password !== 'string' || password.trim() === '') return args
    const verified = await withRetryAfter(req, () =>
      throttledProof({ account: email, address: clientAddress(req.headers), path: 'login' }, async () =>
        passwordMatches(await findUser(req, { email: { equals: email } }), password),
      ),
    )
    if (!verified) throw new AuthenticationError(req.t)
    return args
  }
  if (operation === 'resetPassword') {
    const data = (args as { data?: { token?: unknown; password?: unknown } }).data
    const token = data?.token
    const password = data?.password
    if (typeof token !== 'string' || token === '' || typeof password !== 'string') return args
    // The token is the secret here: guesses are counted per address (a token names no account until it matches).
    let user: StoredUser | null = null
    const verified = await withRetryAfter(req, () =>
      throttledProof({ address: clientAddress(req.headers), path: 'reset-password' }, async () => {
        user = await findUser(req, {
          and: [
            { resetPasswordToken: { equals: token } },
            { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
          ],
        })
        return user !== null
      }),
    )
    if (!verified || !user) throw new APIError(RESET_REFUSED, 403, undefined, true)
    // Payload hands the collection's hooks the stored account, not the new password: the policy is applied here.
    const found: StoredUser = user
    const problem = passwordProblem(password, [String(found.email ?? ''), String(found.name ?? '')])
    if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }] })
    return args
  }
  if (operation === 'forgotPassword') {
    // Each request sends a mail: limited per client and per mailbox (case and +tag folded), as the public
    // forms are, so the site's mail server cannot be turned on a staff inbox. The count is the same for
    // an address that is an account and one that is not, so the refusal tells nothing about accounts.
    const email = normalisedEmail((args as { data?: { email?: unknown } }).data?.email)
    if (!email) return args
    const refused = await refuseWhenLimited(req.payload.logger, 'forgot-password', [
      { bucket: clientAddress(req.headers), limit: 'client' },
      { bucket: mailboxBucket(email), limit: 'mailbox' },
    ])
    if (refused) {
      // The forms' refusal, carried into Payload's answer: its status, message and Retry-After.
      const headers = new Headers(req.responseHeaders)
      headers.set('Retry-After', refused.headers.get('Retry-After') ?? '60')
      req.responseHeaders = headers
      throw new APIError(TOO_MANY, refused.status, undefined, true)
    }
    return args
  }
  return args
}
