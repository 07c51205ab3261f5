'use client'

import { toast } from 'sonner'

/** The spec's toast durations (ms): success 4000, error 5000, warning 4000, info 3000. */
export const TOAST_DURATION = { success: 4000, error: 5000, warning: 4000, info: 3000 } as const

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION.error }),
  warning: (message: string) => toast.warning(message, { duration: TOAST_DURATION.warning }),
  info: (message: string) => toast.info(message, { duration: TOAST_DURATION.info }),
}
