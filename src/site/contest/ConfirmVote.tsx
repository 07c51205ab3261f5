'use client'

import { SiteLink } from '@/site/SiteLink'
import { useEffect, useRef, useState } from 'react'

import { CONTEST_PATH } from '@/lib/site-config'
import { postJson } from '../toast'
import { CONFIRM_URL } from './api'
import { Leaderboard } from './Leaderboard'

type State = { kind: 'working' } | { kind: 'done' | 'refused'; message: string }

const NO_LINK = 'El enlace no es válido. Revisa que esté completo o vota de nuevo.'

/**
 * The page the confirmation e-mail links to. The page itself is static (cached like every public
 * page); opening it posts the link's `v` and `t` once, and the server decides.
 */
export function ConfirmVote() {
  const [state, setState] = useState<State>({ kind: 'working' })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const params = new URLSearchParams(window.location.search)
    const v = params.get('v')
    const t = params.get('t')
    if (!v || !t) {
      setState({ kind: 'refused', message: NO_LINK })
      return
    }
    postJson(CONFIRM_URL, { v, t })
      .then(({ ok, body }) => {
        const message = String((body as { message?: string } | null)?.message ?? NO_LINK)
        setState({ kind: ok ? 'done' : 'refused', message })
      })
      .catch(() => setState({ kind: 'refused', message: 'Error de conexión. Verifica tu internet.' }))
  }, [])

  return (
    <section className="section" aria-labelledby="confirm-title">
      <div className="container">
        <div className="panel confirm-vote">
          <h1 id="confirm-title">{state.kind === 'done' ? '¡Voto confirmado!' : state.kind === 'working' ? 'Confirmando tu voto...' : 'No pudimos confirmar tu voto'}</h1>
          {state.kind !== 'working' ? (
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
