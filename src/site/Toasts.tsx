'use client'

import { useEffect, useState } from 'react'

import { registerToastHost, toastAreaReady } from './toast-host'

type Sonner = typeof import('sonner')

/**
 * One toast area: at most 3 visible, Alt+T focuses it, swipe dismisses (sonner's defaults). Loaded with
 * the first toast (src/site/toast-host.ts), not with the page.
 */
export function Toasts() {
  const [sonner, setSonner] = useState<Sonner | null>(null)
  useEffect(() => registerToastHost(() => void import('sonner').then(setSonner)), [])
  // Runs after the Toaster's own effects (children first): it is subscribed when the waiting toasts go out.
  useEffect(() => {
    if (sonner) toastAreaReady()
  }, [sonner])
  if (!sonner) return null
  const { Toaster } = sonner
  return <Toaster position="top-right" visibleToasts={3} hotkey={['altKey', 'KeyT']} richColors closeButton containerAriaLabel="Notificaciones" />
}
