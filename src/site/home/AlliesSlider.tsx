'use client'

import Image from 'next/image'
import { useState } from 'react'

import type { AllyLogo } from '../data'

export const ALLIES_PER_PAGE = 4

/** Logos four at a time; the index moves in steps of 4; each arrow shows only when it can move. */
export function AlliesSlider({ logos }: { logos: AllyLogo[] }) {
  const [index, setIndex] = useState(0)
  const visible = logos.slice(index, index + ALLIES_PER_PAGE)
  const hasPrev = index > 0
  const hasNext = index + ALLIES_PER_PAGE < logos.length
  return (
    <div className="allies" data-testid="allies-slider">
      {hasPrev ? (
        <button type="button" className="allies__arrow" aria-label="Aliados anteriores" onClick={() => setIndex((i) => Math.max(0, i - ALLIES_PER_PAGE))}>
          ‹
        </button>
      ) : (
        <span className="allies__spacer" />
      )}
      <ul className="allies__track" aria-live="polite">
        {visible.map((logo) => (
          <li className="allies__item" key={logo.id}>
            <Image src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} sizes="(max-width: 640px) 40vw, 240px" />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <button type="button" className="allies__arrow" aria-label="Más aliados" onClick={() => setIndex((i) => i + ALLIES_PER_PAGE)}>
          ›
        </button>
      ) : (
        <span className="allies__spacer" />
      )}
    </div>
  )
}
