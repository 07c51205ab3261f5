import { CONTEST_API } from '@/lib/site-config'

/** A candidate as the contest's public calls return it (the server's row, src/contest/ranking.ts). */
export type { RankedCandidate as CandidateCard } from '@/contest/ranking'

export const CANDIDATES_URL = `${CONTEST_API}/candidatos`
export const VOTE_URL = `${CONTEST_API}/votos`
export const CONFIRM_URL = `${CONTEST_API}/votos/confirmar`
export const rankingUrl = (estado: string): string =>
  `${CONTEST_API}/ranking${estado ? `?estado=${encodeURIComponent(estado)}` : ''}`

export const fetchJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as T
}

/** Accent- and case-insensitive text for the search box. */
export const fold = (value: string): string => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
