'use client'

import { notify } from '../../site/toast'

/** What every save, delete and toggle of the contract answers (spec 7). */
export type ApiAnswer = { error?: boolean; message?: string; [key: string]: unknown }

export type Paged<Row> = { data: Row[]; total: number }

/*
 * What staff read when a request fails as a request: a Spanish sentence, never 'TypeError: Failed
 * to fetch' or a status code; the technical detail goes to the browser console.
 */
export const CONNECTION_ERROR = 'No se pudo conectar con el servidor. Intenta de nuevo.'
export const SERVER_ERROR = 'El servidor no pudo completar la solicitud. Intenta de nuevo en unos minutos.'

/** A request that failed as a request (network, 5xx, not JSON): `message` is the Spanish reason staff read. */
export class RequestFailed extends Error {}

/** The reason staff read for anything thrown: a RequestFailed's Spanish one, else the connection sentence (the detail is logged). */
export const reasonOf = (error: unknown): string => {
  if (error instanceof RequestFailed) return error.message
  console.error(error)
  return CONNECTION_ERROR
}

const send = async <T>(url: string, init?: RequestInit): Promise<T> => {
  let response: Response
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init?.headers },
      ...init,
    })
  } catch (cause) {
    console.error(`${init?.method ?? 'GET'} ${url}:`, cause)
    throw new RequestFailed(CONNECTION_ERROR)
  }
  const body: unknown = await response.json().catch(() => undefined)
  // A refusal (4xx with `{ error, message }`) is an answer, shown as a warning; anything else failed.
  if (body && typeof body === 'object' && (response.ok || (response.status < 500 && 'error' in body))) return body as T
  console.error(`${init?.method ?? 'GET'} ${url}: HTTP ${response.status}`)
  throw new RequestFailed(response.status >= 500 ? SERVER_ERROR : CONNECTION_ERROR)
}

export const api = {
  get: <T>(url: string) => send<T>(url),
  /** multipart/form-data save (the contract's default). */
  form: (url: string, data: FormData) => send<ApiAnswer>(url, { method: 'POST', body: data }),
  json: (url: string, method: 'POST' | 'PUT', data: unknown) =>
    send<ApiAnswer>(url, { method, body: JSON.stringify(data), headers: { 'Content-Type': 'application/json' } }),
  post: (url: string) => send<ApiAnswer>(url, { method: 'POST' }),
  delete: (url: string) => send<ApiAnswer>(url, { method: 'DELETE' }),
}

/**
 * The query of a paged list: filters[text], paginated=true, page and pageSize (spec 7), and the
 * column's order when one is chosen (`sort`, issue 28). `list`: the list's address ('{base}/all').
 */
export const pagedUrl = (
  base: string,
  page: number,
  pageSize: number,
  text: string,
  sort = '',
  list?: string,
): string => {
  const query = new URLSearchParams({ paginated: 'true', page: String(page), pageSize: String(pageSize) })
  if (text) query.set('filters[text]', text)
  if (sort) query.set('sort', sort)
  return `${pagedPrefix(base, list)}${query.toString()}`
}

/** What every page and search of one list's address starts with. */
export const pagedPrefix = (base: string, list = `${base}/all`): string => `${list}?`

export type ActionMessages = {
  /** success toast when the server sends no message */
  success: string
  /** error toast when the request itself fails */
  failure: string
  /** warning toast when the server refuses without a message (defaults to `failure`) */
  warning?: string
  /**
   * A refusal the screen shows in place, with no toast: a stale save's notice in the open form says it
   * with 'Recargar', and a toast over it would hide that button (issue 28).
   */
  shownInPlace?: (answer: ApiAnswer) => boolean
}

/**
 * Runs a save/delete/toggle and shows the spec's toast: warning with the server message on an
 * error flag, success with the server message (or the fallback), error when the request fails.
 * Resolves to true only on success.
 */
export const runAction = async (call: () => Promise<ApiAnswer>, messages: ActionMessages): Promise<boolean> => {
  try {
    const answer = await call()
    if (answer.error) {
      if (!messages.shownInPlace?.(answer)) notify.warning(answer.message || messages.warning || messages.failure)
      return false
    }
    notify.success(answer.message || messages.success)
    return true
  } catch (error) {
    if (!(error instanceof RequestFailed)) console.error(error)
    notify.error(messages.failure)
    return false
  }
}
