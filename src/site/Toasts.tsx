'use client'

import { Toaster } from 'sonner'

/** One toast area: at most 3 visible, Alt+T focuses it, swipe dismisses (sonner's defaults). */
export function Toasts() {
  return <Toaster position="top-right" visibleToasts={3} hotkey={['altKey', 'KeyT']} richColors closeButton containerAriaLabel="Notificaciones" />
}
