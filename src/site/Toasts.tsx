'use client'

import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

import { registerToastHost, toastAreaReady } from './toast-host'
import { topLayer } from './top-layer'

type Sonner = typeof import('sonner')

/**
 * One toast area: at most 3 visible, Alt+T focuses it, swipe dismisses (sonner's defaults). Loaded with
 * the first toast (src/site/toast-host.ts), not with the page. It is drawn into a host element of its
 * own, which moves into the topmost open modal dialog and back to the body when none is open: outside a
 * modal <dialog> it would sit under the backdrop, greyed out and inert. Moving the host (not
 * re-rendering the Toaster) keeps the toasts already on screen.
 */
export function Toasts() {
  const [sonner, setSonner] = useState<Sonner | null>(null)
  const [host, setHost] = useState<HTMLDivElement | null>(null)

  useEffect(() => registerToastHost(() => void import('sonner').then(setSonner)), [])

  useEffect(() => {
    const element = document.createElement('div')
    element.className = 'toast-host'
    const place = () => (topLayer.top() ?? document.body).appendChild(element)
    place()
    setHost(element)
    const unsubscribe = topLayer.subscribe(place)
    return () => {
      unsubscribe()
      element.remove()
    }
  }, [])

  // Runs after the Toaster's own effects (children first): it is subscribed when the waiting toasts go out.
  useEffect(() => {
    if (sonner && host) toastAreaReady()
  }, [sonner, host])

  if (!sonner || !host) return null
  const { Toaster } = sonner
  return createPortal(
    <Toaster
      position="top-right"
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      containerAriaLabel="Notificaciones"
      // On phones, below the sticky header instead of over it (issue 31).
      mobileOffset={{ top: 'calc(var(--header-h) + 8px)' }}
    />,
    host,
  )
}
