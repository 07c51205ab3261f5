'use client'

import { useEffect, useRef, useState } from 'react'

import { publishedLabel } from './format'

type Props = {
  active: boolean
  /** Performs the toggle; resolves true when the server confirmed (then, and only then, the flag flips). */
  onToggle: () => Promise<boolean>
  name: string
  /** Show the 'Publicado' / 'No publicado' text next to the switch. */
  withLabel?: boolean
  label?: (active: boolean) => string
}

/** Publish switch: flips only after the server confirms; clicks while one is in flight are ignored. */
export const StatusToggle = ({ active, onToggle, name, withLabel = true, label = publishedLabel }: Props) => {
  const [value, setValue] = useState(active)
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  useEffect(() => setValue(active), [active])
  const click = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    try {
      if (await onToggle()) setValue((current) => !current)
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
        aria-checked={value}
        aria-busy={busy || undefined}
        aria-label={`Cambiar estado de ${name}`}
        onClick={click}
      />
      {withLabel && <span className={`pm-badge ${value ? 'pm-badge--success' : 'pm-badge--muted'}`}>{label(value)}</span>}
    </span>
  )
}
