'use client'

import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { Toaster } from 'sonner'

import { topLayer } from './top-layer'

/**
 * One toast area: at most 3 visible, Alt+T focuses it, swipe dismisses (sonner's defaults). It is drawn
 * into a host element of its own, which moves into the topmost open modal dialog and back to the body
 * when none is open: outside a modal <dialog> it would sit under the backdrop, greyed out and inert.
 * Moving the host (not re-rendering the Toaster) keeps the toasts already on screen.
 */
export function Toasts() {
  const [host, setHost] = useState<HTMLDivElement | null>(null)

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

  return host ? createPortal(<Toaster position="top-right" visibleToasts={3} hotkey={['altKey', 'KeyT']} richColors closeButton containerAriaLabel="Notificaciones" />, host) : null
}
