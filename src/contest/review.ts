import type { Payload } from 'payload'

import { notFound } from '../contract/http'
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
  const nomination = await payload.findByID({ collection: 'nominations', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!nomination) throw notFound()
  const teacher = nomination.professorData
  const identity = candidateIdentity(teacher.correo)
  let candidate = await findCandidate(payload, identity)
  if (!candidate) {
    try {
      candidate = await payload.create({
        collection: 'candidates',
        data: { nombre: teacher.nombre, apellido: teacher.apellido, escuela: teacher.escuela, estado: teacher.estado, identity, is_active: true },
        depth: 0,
        overrideAccess: true,
      })
    } catch (error) {
      candidate = await findCandidate(payload, identity)
      if (!candidate) throw error
    }
  } else if (!candidate.is_active) {
    await payload.update({ collection: 'candidates', id: candidate.id, data: { is_active: true }, depth: 0, select: {}, overrideAccess: true })
  }
  await payload.update({ collection: 'nominations', id, data: { status: 'approved', candidate: candidate.id }, depth: 0, select: {}, overrideAccess: true })
  return { candidate: candidate.id }
}

/** Rejects a nomination (also one approved before: it no longer counts for its candidate). */
export const rejectNomination = async (payload: Payload, id: number): Promise<void> => {
  const nomination = await payload.findByID({ collection: 'nominations', id, depth: 0, select: {}, overrideAccess: true, disableErrors: true })
  if (!nomination) throw notFound()
  await payload.update({ collection: 'nominations', id, data: { status: 'rejected', candidate: null }, depth: 0, select: {}, overrideAccess: true })
}
