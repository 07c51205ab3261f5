import type { Payload } from 'payload'

import { notFound } from '../lib/domain-error'
import { poolOf } from '../lib/db-pool'
import { candidateIdentity } from './identity'

const findCandidate = async (payload: Payload, identity: string) =>
  (
    await payload.find({
      collection: 'candidates',
      where: { identity: { equals: identity } },
      select: { is_active: true },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
    })
  ).docs[0]

/**
 * Approves a nomination: its teacher becomes (or already is) a candidate, found by the nominee's
 * e-mail, so many nominations of one teacher make one candidate with a nomination count. Two
 * approvals racing to create the same candidate: the unique identity decides, the loser reads it.
 */
export const approveNomination = async (payload: Payload, id: number): Promise<{ candidate: number }> => {
  const nomination = await payload.findByID({
    collection: 'nominations',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!nomination) throw notFound()
  const teacher = nomination.professorData
  const identity = candidateIdentity(teacher.correo)
  let candidate = await findCandidate(payload, identity)
  if (!candidate) {
    try {
      candidate = await payload.create({
        collection: 'candidates',
        data: {
          nombre: teacher.nombre,
          apellido: teacher.apellido,
          escuela: teacher.escuela,
          estado: teacher.estado,
          identity,
          is_active: true,
        },
        depth: 0,
        overrideAccess: true,
      })
    } catch (error) {
      candidate = await findCandidate(payload, identity)
      if (!candidate) throw error
    }
  }
  // The nomination is marked approved before the candidate is (re)activated: a rejection running at
  // the same time (withdrawCandidateIfUnbacked) then sees this approval and keeps the candidate.
  await payload.update({
    collection: 'nominations',
    id,
    data: { status: 'approved', candidate: candidate.id },
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  if (!candidate.is_active) {
    await payload.update({
      collection: 'candidates',
      id: candidate.id,
      data: { is_active: true },
      depth: 0,
      select: {},
      overrideAccess: true,
    })
  }
  return { candidate: candidate.id }
}

/**
 * A candidate stands on its approved nominations: with none left it is withdrawn (`is_active`
 * false): gone from `candidatos` and `ranking`, new votes and confirmations refused, the votes it
 * got kept for the record. One statement, so it cannot interleave with an approval's own.
 */
export const withdrawCandidateIfUnbacked = async (payload: Payload, candidate: number): Promise<boolean> => {
  const { rowCount } = await poolOf(payload).query(
    `UPDATE candidates c SET is_active = false, updated_at = now()
      WHERE c.id = $1 AND c.is_active AND NOT EXISTS (SELECT 1 FROM nominations n WHERE n.candidate_id = c.id AND n.status = 'approved')`,
    [candidate],
  )
  return (rowCount ?? 0) > 0
}

/**
 * Rejects a nomination (also one approved before: it no longer counts for its candidate). When it
 * was the candidate's last approved nomination, the candidate is withdrawn. The nomination keeps
 * its link to the candidate, for the record (only approved nominations are counted).
 */
export const rejectNomination = async (payload: Payload, id: number): Promise<void> => {
  const nomination = await payload.findByID({
    collection: 'nominations',
    id,
    depth: 0,
    select: { candidate: true, professorData: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!nomination) throw notFound()
  const linked =
    typeof nomination.candidate === 'object' && nomination.candidate ? nomination.candidate.id : nomination.candidate
  // A nomination rejected while pending has no link: its teacher's candidate, if any, is found by e-mail.
  const candidate =
    linked ?? (await findCandidate(payload, candidateIdentity(nomination.professorData.correo)))?.id ?? null
  await payload.update({
    collection: 'nominations',
    id,
    data: { status: 'rejected', candidate },
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  if (candidate !== null) await withdrawCandidateIfUnbacked(payload, candidate)
}
