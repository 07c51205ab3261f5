'use client'

import { useTheme } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { Toaster } from 'sonner'

/** Admin-wide providers: the kit's toasts follow Payload's light/dark theme. */
export const AdminProviders = ({ children }: { children?: ReactNode }) => {
  const { theme } = useTheme()
  return (
    <>
      {children}
      <Toaster theme={theme} position="top-right" richColors closeButton />
    </>
  )
}
