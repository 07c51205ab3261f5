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
 * How stale the public ranking may be after a confirmed vote, in seconds: vote confirmations expire the
 * ranking's cache at most once per this window across all instances (src/lib/public-cache.ts,
 * expireTagAtMostEvery), and the cached ranking lives at most this long (src/contract/cache.ts).
 */
export const RANKING_FRESHNESS_SECONDS = 5

/**
 * Active (approved) candidates with their confirmed votes and approved nominations, most voted
 * first; `limit` null for all. The counts are stored on the candidate and kept by PostgreSQL's
 * triggers on votes and nominations (migration 20261126_030000_ranking_counts), so a read sorts the
 * candidates and reads no vote: milliseconds at any number of votes. The answers are cached by the
 * contract (tags of candidates and votes).
 */
/** The ranking's query ($1: a state or null, $2: a limit or null); tests read its plan. */
export const RANKING_SQL = `SELECT c.id, c.nombre, c.apellido, c.escuela, c.estado::text AS estado,
        c.confirmed_votes AS votes, c.approved_nominations AS nominations
   FROM candidates c
  WHERE c.is_active AND ($1::text IS NULL OR c.estado = $1::text::enum_candidates_estado)
  ORDER BY c.confirmed_votes DESC, c.approved_nominations DESC, c.apellido, c.nombre, c.id
  LIMIT $2`

export const rankCandidates = async (
  payload: Payload,
  { estado, limit }: { estado?: string | null; limit?: number | null } = {},
): Promise<RankedCandidate[]> => {
  const { rows } = await poolOf(payload).query<Omit<RankedCandidate, 'estadoNombre'>>(RANKING_SQL, [
    estado || null,
    limit ?? null,
  ])
  return rows.map((row) => ({ ...row, estadoNombre: STATE_NAMES.get(row.estado) ?? row.estado }))
}
