'use client'

import { useState, type ReactNode } from 'react'

export const ALLIES_PER_PAGE = 4

/** Logos four at a time; the index moves in steps of 4; each arrow shows only when it can move. `logos`: rendered on the server (src/site/Img.tsx). */
export function AlliesSlider({ logos }: { logos: { id: number; image: ReactNode }[] }) {
  const [index, setIndex] = useState(0)
  const visible = logos.slice(index, index + ALLIES_PER_PAGE)
  const hasPrev = index > 0
  const hasNext = index + ALLIES_PER_PAGE < logos.length
  return (
    <div className="allies" data-testid="allies-slider">
      {hasPrev ? (
        <button
          type="button"
          className="allies__arrow"
          aria-label="Aliados anteriores"
          onClick={() => setIndex((i) => Math.max(0, i - ALLIES_PER_PAGE))}
        >
          ‹
        </button>
      ) : (
        <span className="allies__spacer" />
      )}
      <ul className="allies__track" aria-live="polite">
        {visible.map((logo) => (
          <li className="allies__item" key={logo.id}>
            {logo.image}
          </li>
        ))}
      </ul>
      {hasNext ? (
        <button
          type="button"
          className="allies__arrow"
          aria-label="Más aliados"
          onClick={() => setIndex((i) => i + ALLIES_PER_PAGE)}
        >
          ›
        </button>
      ) : (
        <span className="allies__spacer" />
      )}
    </div>
  )
}
