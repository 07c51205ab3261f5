'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { fetchJson, rankingUrl, type CandidateCard } from './api'
import { StateOptions } from './StateOptions'

/** 'Los profes más votados': the top 10 with their confirmed votes, filterable by state. */
export function Leaderboard() {
  const [estado, setEstado] = useState('')
  const { data, error, isLoading } = useSWR(rankingUrl(estado), fetchJson<CandidateCard[]>, { refreshInterval: 60_000 })
  return (
    <section className="leaderboard" aria-labelledby="leaderboard-title">
      <div className="leaderboard__head">
        <h3 id="leaderboard-title">Los profes más votados</h3>
        <div className="field">
          <label htmlFor="leaderboard-state">Estado</label>
          <select id="leaderboard-state" value={estado} onChange={(event) => setEstado(event.target.value)}>
            <StateOptions emptyLabel="Todo México" />
          </select>
        </div>
      </div>
      {error ? (
        <p className="empty">No pudimos cargar el ranking. Inténtalo de nuevo más tarde.</p>
      ) : isLoading || !data ? (
        <p className="empty">Cargando ranking...</p>
      ) : data.length === 0 ? (
        <p className="empty">Aún no hay profes en el ranking de este estado.</p>
      ) : (
        <ol className="leaderboard__list" data-testid="leaderboard">
          {data.map((candidate, index) => (
            <li key={candidate.id} data-candidate={candidate.id}>
              <span className="leaderboard__place" aria-hidden="true">
                {index + 1}
              </span>
              <span className="leaderboard__who">
                <strong>
                  {candidate.nombre} {candidate.apellido}
                </strong>
                <span>
                  {candidate.escuela} · {candidate.estadoNombre}
                </span>
              </span>
              <span className="leaderboard__votes" data-testid="votes">
                {candidate.votes} {candidate.votes === 1 ? 'voto' : 'votos'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
