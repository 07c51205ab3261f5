import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { mailboxKey } from '../lib/identity-keys'

/** One candidate per teacher: the nominee's mailbox (src/lib/identity-keys.ts, as a vote counts under), hashed. */
export const candidateIdentity = (email: string): string => createHash('sha256').update(mailboxKey(email)).digest('hex')

export const newSalt = (): string => randomBytes(16).toString('base64url')

const secret = (): string => process.env.PAYLOAD_SECRET ?? ''

/** The confirmation token of a vote: HMAC of its id and salt; nothing stored equals it. */
export const voteToken = (id: number | string, salt: string): string =>
  createHmac('sha256', secret()).update(`vote-confirmation:${id}:${salt}`).digest('base64url')

export const tokenMatches = (id: number | string, salt: string, token: string): boolean => {
  const expected = Buffer.from(voteToken(id, salt))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
