import type { Payload } from 'payload'

import { queueEmail } from '../email/queue'
import { siteUrl } from '../email/settings'
import { voteAlreadyCountedEmail, voteConfirmationEmail } from '../email/templates'
import { collectionTag } from '../lib/cache-tags'
import { DomainError } from '../lib/domain-error'
import { expireTagAtMostEvery } from '../lib/public-cache'
import { CONTEST_PATH } from '../lib/site-config'
import { mailboxKey } from '../lib/identity-keys'
import { newSalt, tokenMatches, voteToken } from './identity'
import { CONTEST_MESSAGES as M } from './messages'
import { RANKING_FRESHNESS_SECONDS } from './ranking'
import { poolOf } from '../lib/db-pool'

/** How long a confirmation link is valid. */
export const VOTE_LINK_HOURS = 24

/** The page the e-mailed link opens (it confirms the vote through the contract). */
export const CONFIRM_PAGE = `${CONTEST_PATH}/confirmar-voto`

export const confirmationLink = (id: number, salt: string): string =>
  `${siteUrl()}${CONFIRM_PAGE}?v=${id}&t=${encodeURIComponent(voteToken(id, salt))}`

const countedKey = (candidate: number, email: string): string => `${candidate}:${mailboxKey(email)}`

const activeCandidate = async (payload: Payload, id: number) => {
  const { docs } = await payload.find({
    collection: 'candidates',
    where: { and: [{ id: { equals: id } }, { is_active: { equals: true } }] },
    select: { nombre: true, apellido: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * A vote cast: stored pending, its confirmation link mailed (through the queue). The caller answers
 * the same 202 whatever happens here, so the answer never tells whether an e-mail has voted for a
 * candidate; only the mailbox's owner learns it, from the message: a mailbox whose vote already
 * counts gets 'ya habías votado' instead of a link, and nothing is stored.
 */
export const castVote = async (payload: Payload, candidateId: number, email: string): Promise<void> => {
  const candidate = await activeCandidate(payload, candidateId)
  // Which candidates are open to votes is public (the list): refusing here reveals nothing about anyone.
  if (!candidate) throw new DomainError('not-found', M.candidateUnavailable)
  const name = `${candidate.nombre} ${candidate.apellido}`
  const already = await payload.count({
    collection: 'votes',
    where: { countedKey: { equals: countedKey(candidateId, email) } },
    overrideAccess: true,
  })
  if (already.totalDocs > 0) {
    await queueEmail(payload, voteAlreadyCountedEmail(email.trim(), name))
    return
  }
  const salt = newSalt()
  const vote = await payload.create({
    collection: 'votes',
    data: {
      candidate: candidateId,
      email: email.trim(),
      salt,
      expiresAt: new Date(Date.now() + VOTE_LINK_HOURS * 3_600_000).toISOString(),
    },
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  await queueEmail(payload, voteConfirmationEmail(email.trim(), name, confirmationLink(vote.id, salt)))
}

const isUniqueViolation = (error: unknown): boolean => {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, i = 0;
    current && i < 5;
    current = current.cause as typeof current, i += 1
  ) {
    if (current.code === '23505') return true
  }
  return false
}

/**
 * Opens a confirmation link. One conditional UPDATE decides: the vote counts only if it is still
 * pending, within 24 h and for an approved candidate; PostgreSQL's row lock makes concurrent
 * openings of one link count once, and the unique `counted_key` makes one e-mail count once per
 * candidate whatever its letter case or tag.
 */
export const confirmVote = async (payload: Payload, id: number, token: string): Promise<void> => {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ salt: string; confirmed: boolean; expired: boolean; active: boolean }>(
    `SELECT v.salt, v.confirmed_at IS NOT NULL AS confirmed, v.expires_at <= now() AS expired, coalesce(c.is_active, false) AS active
       FROM votes v LEFT JOIN candidates c ON c.id = v.candidate_id WHERE v.id = $1`,
    [id],
  )
  const vote = rows[0]
  if (!vote || !tokenMatches(id, vote.salt, token)) throw new DomainError('not-found', M.linkInvalid)
  if (vote.confirmed) throw new DomainError('conflict', M.linkUsed)
  if (vote.expired) throw new DomainError('gone', M.linkExpired)
  if (!vote.active) throw new DomainError('not-found', M.candidateUnavailable)
  let updated: { id: number }[]
  try {
    ;({ rows: updated } = await pool.query<{ id: number }>(
      `UPDATE votes v SET confirmed_at = now(), updated_at = now(), counted_key = $2
         FROM candidates c
        WHERE v.id = $1 AND c.id = v.candidate_id AND c.is_active AND v.confirmed_at IS NULL AND v.expires_at > now()
        RETURNING v.id`,
      [id, await keyOf(payload, id)],
    ))
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', M.alreadyVoted)
    throw error
  }
  if (updated.length === 0) {
    // Lost to a concurrent opening of the same link (or it expired this instant).
    const { rows: now } = await pool.query<{ confirmed: boolean }>(
      'SELECT confirmed_at IS NOT NULL AS confirmed FROM votes WHERE id = $1',
      [id],
    )
    throw now[0]?.confirmed ? new DomainError('conflict', M.linkUsed) : new DomainError('gone', M.linkExpired)
  }
  // The leaderboard shows it within RANKING_FRESHNESS_SECONDS; a voting peak re-reads it once per window, not once per vote.
  // The vote counts whatever happens here: a failed expiry leaves the cached ranking to its own lifetime (the same bound).
  await expireTagAtMostEvery(pool, collectionTag('votes'), RANKING_FRESHNESS_SECONDS).catch((error: unknown) =>
    payload.logger.error({ msg: 'ranking expiry failed', err: error instanceof Error ? error.message : String(error) }),
  )
}

const keyOf = async (payload: Payload, id: number): Promise<string> => {
  const { rows } = await poolOf(payload).query<{ candidate_id: number; email: string }>(
    'SELECT candidate_id, email FROM votes WHERE id = $1',
    [id],
  )
  const row = rows[0]
  if (!row) throw new DomainError('not-found', M.linkInvalid)
  return countedKey(row.candidate_id, row.email)
}
