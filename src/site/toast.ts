'use client'

import { toastArea } from './toast-host'

/** Toast durations of the spec (public-site §9), in ms. The one notification module of the site and the admin. */
export const TOAST_DURATIONS = { success: 4000, error: 5000, warning: 4000, info: 3000 } as const

type Kind = keyof typeof TOAST_DURATIONS

/** sonner is imported with the first toast (the admin already has it loaded; the site fetches it then). */
const show = (kind: Kind, message: string): void => {
  void Promise.all([import('sonner'), toastArea()]).then(([{ toast }]) =>
    toast[kind](message, { duration: TOAST_DURATIONS[kind] }),
  )
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
}

/** Fallback messages of the shared toast helper (public-site §8). */
export const API_MESSAGES = {
  success: 'Operación exitosa',
  failure: 'Error en la operación',
  server: 'Error en el servidor',
  network: 'Error de conexión. Verifica tu internet.',
  unexpected: 'Error inesperado. Inténtalo de nuevo.',
} as const

type ApiBody = { success?: boolean; error?: boolean; message?: unknown }

const messageOf = (body: unknown): string | undefined => {
  const message = (body as ApiBody | null)?.message
  return typeof message === 'string' && message.trim() !== '' ? message : undefined
}

/** An HTTP error (status >= 400) that came with a body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`)
  }
}

/** Thrown by fetch when the request got no response at all. */
const isNetworkError = (error: unknown): boolean => error instanceof TypeError

export const handleApiError = (error: unknown): void => {
  if (error instanceof HttpError) notify.error(messageOf(error.body) ?? API_MESSAGES.server)
  else if (isNetworkError(error)) notify.error(API_MESSAGES.network)
  else notify.error(API_MESSAGES.unexpected)
}

/** POST JSON as a script request (the spec's client-wide X-Requested-With header); the body is parsed when it is JSON. */
export const postJson = async (
  url: string,
  payload: unknown,
): Promise<{ status: number; ok: boolean; body: unknown }> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
    body: JSON.stringify(payload),
  })
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  return { status: response.status, ok: response.ok, body }
}
