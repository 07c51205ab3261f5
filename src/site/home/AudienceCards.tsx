'use client'

import { SiteLink } from '@/site/SiteLink'
import { useRouter } from 'next/navigation'
import { useState, type ReactNode } from 'react'

import { FlipHint } from '../FlipHint'

/** `media`: the card's picture, rendered on the server (src/site/Img.tsx). */
export type AudienceCard = { href: string; title: string; teaser: string; text: string; media: ReactNode }

/**
 * The audience cards. `flip`: the front turns on hover, focus or tap, and a click on the back face
 * navigates (spec §2); `links`: the original variant, plain links.
 */
export function AudienceCards({ cards, variant = 'flip' }: { cards: AudienceCard[]; variant?: 'flip' | 'links' }) {
  if (variant === 'links') {
    return (
      <div className="grid-3">
        {cards.map((card) => (
          <article className="card" key={card.href}>
            {card.media ? <div className="card__media">{card.media}</div> : null}
            <div className="card__body">
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <SiteLink className="card__link" href={card.href}>
                Ver blogs de {card.title.toLowerCase()} →
              </SiteLink>
            </div>
          </article>
        ))}
      </div>
    )
  }
  return (
    <div className="grid-3">
      {cards.map((card) => (
        <FlipCard key={card.href} card={card} />
      ))}
    </div>
  )
}

function FlipCard({ card }: { card: AudienceCard }) {
  const router = useRouter()
  const [flipped, setFlipped] = useState(false)
  return (
    <div
      className="flip"
      data-flipped={flipped}
      data-testid="audience-card"
      onClick={() => !flipped && setFlipped(true)}
    >
      <div className="flip__inner">
        <div className="flip__face flip__front">
          {card.media}
          <h3>{card.title}</h3>
          <p>{card.teaser}</p>
          <FlipHint />
        </div>
        <div
          className="flip__face flip__back"
          data-testid="audience-card-back"
          onClick={(event) => {
            event.stopPropagation()
            router.push(card.href)
          }}
        >
          <h3>{card.title}</h3>
          <p>{card.text}</p>
          <SiteLink
            href={card.href}
            className="btn btn--primary btn--small"
            onClick={(event) => event.stopPropagation()}
          >
            Ver blogs de {card.title.toLowerCase()}
          </SiteLink>
        </div>
      </div>
    </div>
  )
}
