import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The e-mail a vote counts under: trimmed, lower-cased (`Ana@X.mx` = `ana@x.mx`), and without a
 * `+tag` in the local part (`ana+1@x.mx` = `ana@x.mx`), since most providers deliver tagged
 * addresses to the same mailbox and a tag would otherwise buy one more vote. The confirmation is
 * sent to the address as typed. Dots (Gmail ignores them) are kept: that rule is one provider's.
 */
export const voterKey = (email: string): string => {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 1) return lower
  const local = lower.slice(0, at).split('+')[0] || lower.slice(0, at)
  return `${local}${lower.slice(at)}`
}

/** One candidate per teacher: the nominee's e-mail, normalised like a voter's, hashed. */
export const candidateIdentity = (email: string): string => createHash('sha256').update(voterKey(email)).digest('hex')

export const newSalt = (): string => randomBytes(16).toString('base64url')

const secret = (): string => process.env.PAYLOAD_SECRET ?? ''

/** The confirmation token of a vote: HMAC of its id and salt; nothing stored equals it. */
export const voteToken = (id: number | string, salt: string): string => createHmac('sha256', secret()).update(`vote-confirmation:${id}:${salt}`).digest('base64url')

export const tokenMatches = (id: number | string, salt: string, token: string): boolean => {
  const expected = Buffer.from(voteToken(id, salt))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
