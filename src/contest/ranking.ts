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
 * first; `limit` null for all. Counted in SQL, each count from a partial index (confirmed votes,
 * approved nominations: migration 20261125_194500_ranking_indexes) read index-only, grouped once
 * rather than once per candidate. The answers are cached by the contract (tags of candidates and votes).
 */
/** The ranking's query ($1: a state or null, $2: a limit or null); tests read its plan. */
export const RANKING_SQL = `SELECT c.id, c.nombre, c.apellido, c.escuela, c.estado::text AS estado,
        coalesce(v.votes, 0)::int AS votes, coalesce(n.nominations, 0)::int AS nominations
   FROM candidates c
   LEFT JOIN (SELECT candidate_id, count(*) AS votes FROM votes WHERE confirmed_at IS NOT NULL GROUP BY candidate_id) v ON v.candidate_id = c.id
   LEFT JOIN (SELECT candidate_id, count(*) AS nominations FROM nominations WHERE status = 'approved' GROUP BY candidate_id) n ON n.candidate_id = c.id
  WHERE c.is_active AND ($1::text IS NULL OR c.estado = $1::text::enum_candidates_estado)
  ORDER BY votes DESC, nominations DESC, c.apellido, c.nombre, c.id
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
