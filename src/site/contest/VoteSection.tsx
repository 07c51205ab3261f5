'use client'

import { useMemo, useState, type FormEvent } from 'react'
import useSWR from 'swr'

import { handleApiError, HttpError, notify, postJson } from '../toast'
import { CANDIDATES_URL, fetchJson, fold, VOTE_URL, type CandidateCard } from './api'
import { Leaderboard } from './Leaderboard'
import { StateOptions } from './StateOptions'

/** One candidate's card; 'Votar' opens the e-mail field inside it. */
function Candidate({ candidate, canVote }: { candidate: CandidateCard; canVote: boolean }) {
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const name = `${candidate.nombre} ${candidate.apellido}`
  const fieldId = `vote-email-${candidate.id}`

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending || !email.trim()) return
    setSending(true)
    try {
      const { ok, status, body } = await postJson(VOTE_URL, { candidate: candidate.id, email })
      if (!ok || (body as { error?: boolean } | null)?.error) throw new HttpError(status, body)
      const message = String((body as { message?: string }).message ?? '')
      notify.success(message)
      setSent(message)
      setEmail('')
    } catch (error) {
      handleApiError(error)
    } finally {
      setSending(false)
    }
  }

  return (
    <li className="card candidate" data-testid="candidate">
      <div className="card__body">
        <h3>{name}</h3>
        <p>
          {candidate.escuela}
          <br />
          <span className="candidate__state">{candidate.estadoNombre}</span>
        </p>
        {sent ? (
          <p className="candidate__sent" role="status">
            {sent}
          </p>
        ) : open ? (
          <form onSubmit={submit} noValidate aria-label={`Votar por ${name}`}>
            <div className="field">
              <label htmlFor={fieldId}>
                Tu correo <span className="req">*</span>
              </label>
              <input
                id={fieldId}
                type="email"
                required
                autoComplete="email"
                maxLength={254}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <p className="form-note">Te enviaremos un enlace para confirmar tu voto; cuenta cuando lo abras.</p>
            <div className="form-actions">
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(false)}>
                Cancelar
              </button>
              <button type="submit" className="btn btn--primary btn--small" disabled={sending}>
                {sending ? 'Enviando...' : 'Enviar voto'}
              </button>
            </div>
          </form>
        ) : canVote ? (
          <button
            type="button"
            className="btn btn--blue btn--small"
            onClick={() => setOpen(true)}
            aria-label={`Votar por ${name}`}
          >
            Votar
          </button>
        ) : null}
      </div>
    </li>
  )
}

/**
 * 'Votar': the approved candidates as cards, search by name or school, filter by state, then the
 * leaderboard. Outside the voting dates (`canVote` false) the cards have no 'Votar' button.
 */
export function VoteSection({ canVote = true }: { canVote?: boolean }) {
  const { data, error, isLoading } = useSWR(CANDIDATES_URL, fetchJson<CandidateCard[]>)
  const [query, setQuery] = useState('')
  const [estado, setEstado] = useState('')
  const shown = useMemo(() => {
    const q = fold(query.trim())
    return (data ?? []).filter(
      (c) => (!estado || c.estado === estado) && (!q || fold(`${c.nombre} ${c.apellido} ${c.escuela}`).includes(q)),
    )
  }, [data, query, estado])

  return (
    <div className="vote">
      <div className="vote__filters" role="search">
        <div className="field">
          <label htmlFor="vote-search">Buscar por nombre o escuela</label>
          <input
            id="vote-search"
            type="search"
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Ej. Carmen o Benito Juárez"
          />
        </div>
        <div className="field">
          <label htmlFor="vote-state">Estado</label>
          <select id="vote-state" value={estado} onChange={(event) => setEstado(event.target.value)}>
            <StateOptions emptyLabel="Todos los estados" />
          </select>
        </div>
      </div>
      {error ? (
        <p className="empty">No pudimos cargar a los profes. Inténtalo de nuevo más tarde.</p>
      ) : isLoading || !data ? (
        <p className="empty">Cargando profes...</p>
      ) : shown.length === 0 ? (
        <p className="empty">No encontramos profes con esa búsqueda.</p>
      ) : (
        <>
          <p className="vote__count" aria-live="polite">
            {shown.length === 1 ? '1 profe' : `${shown.length} profes`}
          </p>
          <ul className="grid-3 vote__grid">
            {shown.map((candidate) => (
              <Candidate key={candidate.id} candidate={candidate} canVote={canVote} />
            ))}
          </ul>
        </>
      )}
      <Leaderboard />
    </div>
  )
}
