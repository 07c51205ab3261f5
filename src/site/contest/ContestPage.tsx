'use client'

import dynamic from 'next/dynamic'
import { useRef, useState, type ReactNode } from 'react'

import { nominationRefusal, voteRefusal } from '@/contest/phase'
import type { ContestInfo } from '@/contest/settings'

import { scrollBehavior, scrollToElement } from '../blogs/scroll'
import { Reveal } from '../Reveal'
import { ShareButton } from '../share/ShareMenu'
import { ContestPhase, useContestToday } from './ContestPhase'

/**
 * The nominate and vote sections load when a visitor opens one (their forms bring zod and swr): the
 * page's first scripts are what a phone waits for (docs/performance.md).
 */
const loading = () => (
  <p className="registration__loading" role="status">
    Cargando…
  </p>
)
const NominationWizard = dynamic(() => import('./NominationWizard').then((module) => module.NominationWizard), {
  loading,
})
const VoteSection = dynamic(() => import('./VoteSection').then((module) => module.VoteSection), { loading })

type Section = 'none' | 'nominate' | 'vote'

/** The three steps; 'beneficios' and 'recompensas' say what they are (the staff's settings, issue 31). */
const stepsOf = ({ benefits, rewards }: ContestInfo) => [
  { title: 'Nomina y gana beneficios', text: `Registra tus datos y los de tu profe favorito. ${benefits}` },
  { title: 'Vota y recibe recompensas', text: `Apoya con tu voto a los profes nominados de tu comunidad. ${rewards}` },
  {
    title: 'Premios para los mejores profes',
    text: 'Las maestras y los maestros con más votos ganan premios y el reconocimiento de todo México (ve «Fechas, bases y premios»).',
  },
]

export const INVITE_MESSAGE = '¡Participa en Mi Profe Max! Nomina y vota por tu profe favorito:'

type Props = {
  info: ContestInfo
  /** The Mexico City day the page was rendered (the phase before scripts run). */
  renderedToday: string
  /** 'Fechas, bases y premios', rendered on the server (src/site/contest/ContestDetails.tsx). */
  details: ReactNode
}

/** The teacher contest: banner with the phase, intro with options, steps and details, or the nominate / vote section. */
export function ContestPage({ info, renderedToday, details }: Props) {
  const STEPS = stepsOf(info)
  const today = useContestToday(renderedToday)
  const nominationClosed = nominationRefusal(info.schedule, today)
  const votingClosed = voteRefusal(info.schedule, today)
  const [section, setSection] = useState<Section>('none')
  const [activeStep, setActiveStep] = useState(0)
  const sectionRef = useRef<HTMLDivElement>(null)

  const open = (next: Section) => {
    setSection(next)
    requestAnimationFrame(() => scrollToElement(sectionRef.current))
  }
  const close = () => {
    setSection('none')
    window.scrollTo({ top: 0, behavior: scrollBehavior() })
  }

  return (
    <>
      <section className="hero" aria-labelledby="contest-title">
        <div className="container hero__inner" style={{ gridTemplateColumns: '1fr' }}>
          <div className="hero__text">
            <p className="brand" style={{ color: 'var(--white)', marginBottom: 16, display: 'flex' }}>
              <span className="brand__mark" aria-hidden="true">
                PM
              </span>
              <span>Mi Profe Max</span>
            </p>
            <ContestPhase schedule={info.schedule} renderedToday={renderedToday} />
            <h1 id="contest-title">¡Nomina a tu profe favorito!</h1>
            <p>Reconoce a la maestra o al maestro que dejó huella en tu vida o en la de tus hijos.</p>
            <div className="hero__actions">
              <button type="button" className="btn btn--primary" onClick={() => open('nominate')}>
                ¡Nomina ahora!
              </button>
              <ShareButton bare className="btn btn--ghost" />
            </div>
          </div>
        </div>
      </section>

      <div ref={sectionRef}>
        {section === 'none' ? (
          <>
            <section className="section" aria-labelledby="intro-title">
              <div className="container">
                <div className="section__head">
                  <span className="eyebrow">Mi Profe Max</span>
                  <h2 id="intro-title">Los profes que nos inspiran merecen ser reconocidos</h2>
                  <p className="lead">
                    Elige cómo quieres participar: nomina a tu profe favorito o vota por los profes nominados.
                  </p>
                </div>
                <div className="grid-2">
                  {(
                    [
                      ['nominate', 'Nominar', 'Cuéntanos quién es tu profe favorito y gana beneficios por nominar.'],
                      ['vote', 'Votar', 'Apoya a los profes nominados con tu voto y recibe recompensas.'],
                    ] as const
                  ).map(([key, title, text], index) => (
                    <Reveal key={key} as="div" delay={index * 0.25}>
                      <button type="button" className="option-card" onClick={() => open(key)}>
                        {/* Not a heading: a heading inside a button is invalid HTML (Nu checker, issue 31). */}
                        <span className="option-card__title">{title}</span>
                        <p>{text}</p>
                        <span className="card__link">{title} →</span>
                      </button>
                    </Reveal>
                  ))}
                </div>
              </div>
            </section>
            <section className="section section--tint" aria-labelledby="how-title">
              <div className="container">
                <div className="section__head">
                  <h2 id="how-title">¿Cómo participar?</h2>
                </div>
                <ol className="steps" onMouseLeave={() => setActiveStep(0)}>
                  {STEPS.map((step, index) => (
                    <Reveal
                      key={step.title}
                      as="li"
                      className="step"
                      delay={0.2 + 0.18 * index}
                      data-active={activeStep === index}
                      tabIndex={0}
                      onMouseEnter={() => setActiveStep(index)}
                      onFocus={() => setActiveStep(index)}
                      onBlur={() => setActiveStep(0)}
                    >
                      <span className="step__num" aria-hidden="true">
                        {index + 1}
                      </span>
                      <h3>{step.title}</h3>
                    </Reveal>
                  ))}
                </ol>
                {/* A new key per step: the text fades in again (.step-desc--fade, site.css). */}
                <p
                  key={activeStep}
                  className="step-desc step-desc--fade"
                  data-testid="step-description"
                  aria-live="polite"
                >
                  <strong>Paso {activeStep + 1}.</strong> {STEPS[activeStep]?.text}
                </p>
                <div style={{ textAlign: 'center', marginTop: 28 }}>
                  <ShareButton bare text={INVITE_MESSAGE} className="btn btn--blue">
                    Invita a participar
                  </ShareButton>
                </div>
              </div>
            </section>
            {details}
          </>
        ) : (
          <section className="section" aria-labelledby="section-title">
            <div className="container">
              <button type="button" className="link-back" onClick={close}>
                ← Regresar
              </button>
              {section === 'nominate' ? (
                <>
                  <div className="section__head" style={{ textAlign: 'left', margin: '12px 0 0' }}>
                    <span className="eyebrow">Nominar</span>
                    <h2 id="section-title">Nomina a tu profe favorito</h2>
                    <p className="lead">Completa tus datos y los de tu profe. Todos los campos son obligatorios.</p>
                  </div>
                  {nominationClosed ? (
                    <p className="contest-closed" role="note" data-testid="nomination-closed">
                      {nominationClosed}
                    </p>
                  ) : (
                    <NominationWizard />
                  )}
                </>
              ) : (
                <>
                  <div className="section__head" style={{ textAlign: 'left', margin: '12px 0 0' }}>
                    <span className="eyebrow">Votar</span>
                    <h2 id="section-title">Vota por tu profe favorito</h2>
                    <p className="lead">
                      Busca a tu profe, vota con tu correo y confirma tu voto con el enlace que te enviaremos.
                    </p>
                  </div>
                  {votingClosed ? (
                    <p className="contest-closed" role="note" data-testid="voting-closed">
                      {votingClosed}
                    </p>
                  ) : null}
                  <VoteSection canVote={!votingClosed} />
                </>
              )}
            </div>
          </section>
        )}
      </div>
    </>
  )
}
