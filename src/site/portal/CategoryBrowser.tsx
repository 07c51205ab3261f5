'use client'

import { useEffect, useId, useState, type ReactNode } from 'react'

import { Img } from '../Img'
import { MoreButton, ViewLink } from './common'
import type { View } from './nav'
import { useCategoryPages } from './PortalContext'
import type { Category, PartKey } from './types'

/** Categories visible at once: 1 up to 768 px, 2 up to 1024 px, 3 above (spec §9). */
export const visibleFor = (width: number): number => (width <= 768 ? 1 : width <= 1024 ? 2 : 3)

function useVisibleCount(): [number, number] {
  const [visible, setVisible] = useState(3)
  const [resets, setResets] = useState(0)
  useEffect(() => {
    let width = window.innerWidth
    // A resize sends the slider back to the start; a height-only one (a phone's address bar while scrolling) does not.
    const update = () => {
      if (window.innerWidth === width) return
      width = window.innerWidth
      setVisible(visibleFor(width))
      setResets((n) => n + 1)
    }
    setVisible(visibleFor(window.innerWidth))
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return [visible, resets]
}

const PlaceholderIcon = () => (
  <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false" className="pm-cat__placeholder">
    <rect x="4" y="8" width="40" height="32" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
    <circle cx="17" cy="19" r="4" fill="currentColor" />
    <path d="M8 36l11-11 8 8 6-6 9 9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
  </svg>
)

type Props<T> = {
  /** The category part (its items beyond a category's first page come from the paged endpoint). */
  part: PartKey
  label: string
  categories: Category<T>[]
  selectedId: number | null
  /** A category's view (its address: a link, the history entry replaced once hydrated). */
  select: (id: number) => View
  empty: string
  renderItem: (item: T) => ReactNode
  itemKey: (item: T) => number
}

/**
 * The category slider (3 / 2 / 1 at a time, arrows disabled at the ends, back to the start on resize)
 * and the accordion of the selected category's items (its first page, then 'Ver más' reads the next).
 */
export function CategoryBrowser<T extends { id: number }>({
  part,
  label,
  categories,
  selectedId,
  select,
  empty,
  renderItem,
  itemKey,
}: Props<T>) {
  const [visible, resets] = useVisibleCount()
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(true)
  const panelId = useId()
  const max = Math.max(0, categories.length - visible)

  useEffect(() => setIndex(0), [resets])

  // A category chosen from outside the slider (address, recommendation) is brought into view.
  useEffect(() => {
    const position = categories.findIndex((c) => c.id === selectedId)
    if (position >= 0)
      setIndex((current) => (position < current || position >= current + visible ? Math.min(position, max) : current))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId])

  const selected = categories.find((c) => c.id === selectedId) ?? null
  const pages = useCategoryPages(part, selected)
  if (categories.length === 0) return <p className="empty">No hay categorías disponibles.</p>

  return (
    <div className="pm-browser">
      <div
        className="pm-slider"
        role="group"
        aria-roledescription="carrusel"
        aria-label={label}
        data-visible={visible}
        data-testid="category-slider"
      >
        <button
          type="button"
          className="allies__arrow pm-slider__arrow"
          aria-label="Categorías anteriores"
          disabled={index === 0}
          onClick={() => setIndex((i) => Math.max(0, i - 1))}
        >
          ‹
        </button>
        <div className="pm-slider__viewport">
          <ul className="pm-slider__track" style={{ transform: `translateX(-${(index * 100) / visible}%)` }}>
            {categories.map((category, position) => {
              const shown = position >= index && position < index + visible
              const isSelected = category.id === selectedId
              const picture = isSelected ? (category.selectedImage ?? category.image) : category.image
              return (
                <li
                  key={category.id}
                  style={{ flexBasis: `${100 / visible}%` }}
                  aria-hidden={!shown}
                  data-testid="category-slide"
                  data-shown={shown}
                >
                  <ViewLink
                    to={select(category.id)}
                    replace
                    className="pm-cat"
                    aria-current={isSelected ? 'true' : undefined}
                    tabIndex={shown ? 0 : -1}
                    before={() => setOpen(true)}
                  >
                    <span className="pm-cat__media">
                      {picture ? (
                        <Img picture={picture} alt="" sizes="160px" state={isSelected ? 'selected' : 'normal'} />
                      ) : (
                        <PlaceholderIcon />
                      )}
                    </span>
                    <span className="pm-cat__name">{category.name}</span>
                  </ViewLink>
                </li>
              )
            })}
          </ul>
        </div>
        <button
          type="button"
          className="allies__arrow pm-slider__arrow"
          aria-label="Categorías siguientes"
          disabled={index >= max}
          onClick={() => setIndex((i) => Math.min(max, i + 1))}
        >
          ›
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {`Categorías ${index + 1} a ${Math.min(index + visible, categories.length)} de ${categories.length}`}
      </p>

      {selected ? (
        <div className="pm-accordion">
          <h3 className="pm-accordion__head">
            <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
              <span>{selected.name}</span>
              <span className="pm-accordion__sign" aria-hidden="true">
                {open ? '−' : '+'}
              </span>
            </button>
          </h3>
          <div id={panelId} className="pm-accordion__panel" hidden={!open}>
            {pages.items.length === 0 ? (
              <p className="empty">{empty}</p>
            ) : (
              <ul className="pm-items">
                {pages.items.map((item) => (
                  <li key={itemKey(item)}>{renderItem(item)}</li>
                ))}
              </ul>
            )}
            {pages.done ? null : (
              <MoreButton onMore={pages.more} loading={pages.loading} testId="more-category-items">
                Ver más
              </MoreButton>
            )}
          </div>
        </div>
      ) : (
        <p className="pm-hint">Elige una categoría para ver su contenido.</p>
      )}
    </div>
  )
}
