import type { Payload } from 'payload'

import { poolOf } from '../lib/db-pool'
import { MEXICAN_STATES } from '../lib/states'

export type RankedCandidate = {
  id: number
  nombre: string
  apellido: string
  escuela: string
  estado: string
  estadoNombre: string
  votes: number
  nominations: number
}

const STATE_NAMES = new Map<string, string>(MEXICAN_STATES.map(([value, label]) => [value, label]))
export const isState = (value: string): boolean => STATE_NAMES.has(value)

/**
 * Active (approved) candidates with their confirmed votes and approved nominations, most voted
 * first; `limit` null for all. Counted in one query each time: the answers are cached by the
 * contract (tags of candidates and votes), so this runs once per change, not per visitor.
 */
export const rankCandidates = async (payload: Payload, { estado, limit }: { estado?: string | null; limit?: number | null } = {}): Promise<RankedCandidate[]> => {
  const { rows } = await poolOf(payload).query<Omit<RankedCandidate, 'estadoNombre'>>(
    `SELECT c.id, c.nombre, c.apellido, c.escuela, c.estado::text AS estado,
        (SELECT count(*) FROM votes v WHERE v.candidate_id = c.id AND v.confirmed_at IS NOT NULL)::int AS votes,
        (SELECT count(*) FROM nominations n WHERE n.candidate_id = c.id AND n.status = 'approved')::int AS nominations
       FROM candidates c
      WHERE c.is_active AND ($1::text IS NULL OR c.estado::text = $1)
      ORDER BY votes DESC, nominations DESC, c.apellido, c.nombre, c.id
      LIMIT $2`,
    [estado || null, limit ?? null],
  )
  return rows.map((row) => ({ ...row, estadoNombre: STATE_NAMES.get(row.estado) ?? row.estado }))
}
