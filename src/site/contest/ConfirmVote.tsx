'use client'

import { SiteLink } from '@/site/SiteLink'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { CONTEST_PATH } from '@/lib/site-config'
import { postJson } from '../toast'
import { CONFIRM_URL } from './api'
import { Leaderboard } from './Leaderboard'

type State = { kind: 'loading' | 'ready' | 'working' } | { kind: 'done' | 'refused'; message: string }

const NO_LINK = 'El enlace no es válido. Revisa que esté completo o vota de nuevo.'

const TITLES: Record<State['kind'], string> = {
  loading: 'Confirma tu voto',
  ready: 'Confirma tu voto',
  working: 'Confirmando tu voto...',
  done: '¡Voto confirmado!',
  refused: 'No pudimos confirmar tu voto',
}

/**
 * The page the confirmation e-mail links to. The page itself is static (cached like every public
 * page). Opening it confirms nothing: mail scanners open links and some run the page's scripts, so
 * the vote is confirmed only when a person presses 'Confirmar mi voto', which posts the link's `v`
 * and `t` once, and the server decides.
 */
export function ConfirmVote({ phase }: { phase?: ReactNode }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const link = useRef<{ v: string; t: string } | null>(null)
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const v = params.get('v')
    const t = params.get('t')
    if (!v || !t) {
      setState({ kind: 'refused', message: NO_LINK })
      return
    }
    link.current = { v, t }
    setState({ kind: 'ready' })
  }, [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!link.current || state.kind !== 'ready') return
    setState({ kind: 'working' })
    postJson(CONFIRM_URL, link.current)
      .then(({ ok, body }) => {
        const message = String((body as { message?: string } | null)?.message ?? NO_LINK)
        setState({ kind: ok ? 'done' : 'refused', message })
      })
      .catch(() => setState({ kind: 'refused', message: 'Error de conexión. Verifica tu internet.' }))
  }

  return (
    <section className="section" aria-labelledby="confirm-title">
      <div className="container">
        <div className="panel confirm-vote">
          {phase}
          <h1 id="confirm-title">{TITLES[state.kind]}</h1>
          {state.kind === 'ready' || state.kind === 'working' ? (
            <form method="post" onSubmit={onSubmit} data-testid="confirm-vote-form">
              <p>Tu voto cuenta solo cuando lo confirmas. Presiona el botón para confirmarlo.</p>
              <button type="submit" className="btn btn--yellow" disabled={state.kind === 'working'}>
                {state.kind === 'working' ? 'Confirmando...' : 'Confirmar mi voto'}
              </button>
            </form>
          ) : null}
          {state.kind === 'done' || state.kind === 'refused' ? (
            <p role="status" data-state={state.kind}>
              {state.message}
            </p>
          ) : null}
          <SiteLink className="btn btn--blue" href={CONTEST_PATH}>
            Ir a Mi Profe Max
          </SiteLink>
        </div>
        {state.kind === 'done' ? <Leaderboard /> : null}
      </div>
    </section>
  )
}
