'use client'

import { useRef, useState } from 'react'

import { publishedLabel } from './format'

type Props = {
  active: boolean
  /**
   * Performs the toggle; resolves true when the server confirmed. The switch is controlled: the
   * caller flips `active` in its data only then (a patched row, a reloaded list).
   */
  onToggle: () => Promise<boolean>
  name: string
  /** Show the 'Publicado' / 'No publicado' text next to the switch. */
  withLabel?: boolean
  label?: (active: boolean) => string
}

/** Publish switch: flips only after the server confirms; clicks while one is in flight are ignored. */
export const StatusToggle = ({ active, onToggle, name, withLabel = true, label = publishedLabel }: Props) => {
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  const click = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    try {
      await onToggle()
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }
  return (
    <span className="pm-status">
      <button
        type="button"
        role="switch"
        className="pm-switch"
        aria-checked={active}
        aria-busy={busy || undefined}
        aria-label={`Cambiar estado de ${name}`}
        onClick={click}
      />
      {withLabel && (
        <span className={`pm-badge ${active ? 'pm-badge--success' : 'pm-badge--muted'}`}>{label(active)}</span>
      )}
    </span>
  )
}
