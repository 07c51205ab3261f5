'use client'

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

export type TabSpec = { key: string; label: string; content: ReactNode }

type Props = {
  /** What the tab list is, for screen readers (e.g. 'Secciones'). */
  label: string
  tabs: TabSpec[]
  selected: string
  onSelect: (key: string) => void
}

/**
 * Tabs in the WAI-ARIA pattern: one tab stop (the selected tab), arrows / Home / End move and select,
 * every tab controls its own panel; only the selected panel's content is mounted.
 */
export const Tabs = ({ label, tabs, selected, onSelect }: Props) => {
  const baseId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  )
  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    const tab = tabs[target]
    if (!tab) return
    onSelect(tab.key)
    buttons.current[target]?.focus()
  }
  return (
    <div className="pm-tabs">
      <div role="tablist" aria-label={label} className="pm-tabs__list" onKeyDown={move}>
        {tabs.map((tab, index) => {
          const active = index === current
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              className="pm-tabs__tab"
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={index !== current}
          className="pm-tabs__panel"
        >
          {index === current && tab.content}
        </div>
      ))}
    </div>
  )
}
