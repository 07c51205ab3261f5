'use client'

import { useTheme } from '@payloadcms/ui'
import { useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Toaster } from 'sonner'

import { openDialogStack } from './kit/Dialog'

/**
 * Admin-wide providers: the kit's toasts follow Payload's light/dark theme. While a kit dialog is
 * open the toaster is rendered inside the newest one: a modal <dialog> is in the browser's top layer,
 * which no z-index outside it can cover, so toasts rendered in the page stayed hidden beneath it
 * ('Blog actualizado correctamente', a server's refusal; issue 28). Moving the toaster keeps the toasts
 * on screen: sonner replays the active ones to a toaster that mounts.
 */
export const AdminProviders = ({ children }: { children?: ReactNode }) => {
  const { theme } = useTheme()
  const host = useSyncExternalStore(openDialogStack.subscribe, openDialogStack.top, () => null)
  const toaster = <Toaster theme={theme} position="top-right" richColors closeButton />
  return (
    <>
      {children}
      {host ? createPortal(toaster, host) : toaster}
    </>
  )
}
