'use client'

import { useCallback, useState } from 'react'

import { api, type ApiAnswer } from './api'
import type { FormValues } from './Form'

/**
 * The contract's multipart body: files as files, lists JSON-encoded, booleans as 1/0; an edit adds
 * `_method=PUT` and `id` (spec 7).
 */
export const toFormData = (values: FormValues, id: number | string | null): FormData => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue
    if (value instanceof File) data.append(key, value)
    else if (Array.isArray(value)) data.append(key, JSON.stringify(value))
    else if (typeof value === 'boolean') data.append(key, value ? '1' : '0')
    else data.append(key, String(value))
  }
  if (id !== null) {
    data.append('_method', 'PUT')
    data.append('id', String(id))
  }
  return data
}

/**
 * Create: POST {endpoint}; edit: POST {endpoint}/{id} with _method=PUT and the `version` the form was
 * opened on (or last saved as a draft), so a save over someone else's newer one is refused (issue 28).
 */
export const saveMultipart =
  (endpoint: string) =>
  (values: FormValues, row: { id: number | string; version?: unknown } | null): Promise<ApiAnswer> => {
    const data = toFormData(values, row ? row.id : null)
    if (row && typeof row.version === 'string') data.append('version', row.version)
    return api.form(row ? `${endpoint}/${row.id}` : endpoint, data)
  }

/** The refusal of a save based on an outdated version (409, `errors.version`): the Spanish text that names who saved in between. */
export const staleVersion = (answer: ApiAnswer): string | null => {
  const errors = answer.errors as Record<string, unknown> | undefined
  return answer.error && typeof errors?.version === 'string' ? errors.version : null
}

/** A stale save's refusal is told by the form's own notice (with 'Recargar'), not by a toast over it (issue 28). */
export const toldByNotice = (answer: ApiAnswer): boolean => staleVersion(answer) !== null

/** A refusal's messages by form field (the contract's `errors`), the version conflict left to its own notice. */
export const fieldErrorsOf = (answer: ApiAnswer): Record<string, string> | undefined => {
  const errors = answer.errors
  if (!errors || typeof errors !== 'object') return undefined
  const entries = Object.entries(errors as Record<string, unknown>).filter(
    ([key, value]) => key !== 'version' && typeof value === 'string',
  ) as [string, string][]
  return entries.length ? Object.fromEntries(entries) : undefined
}

/**
 * A save's refusal kept for the open form (issue 28): `conflict`, the stale-version notice (shown with
 * 'Recargar'), and `refused`, the messages by field. `read` takes each save's answer, `clear` drops both
 * when the form closes. Every kit screen with a form uses it (TableScreen, CategoryScreen).
 */
export const useSaveRefusal = () => {
  const [conflict, setConflict] = useState<string | null>(null)
  const [refused, setRefused] = useState<Record<string, string> | undefined>(undefined)
  const read = useCallback((answer: ApiAnswer): ApiAnswer => {
    setConflict(staleVersion(answer))
    setRefused(answer.error ? fieldErrorsOf(answer) : undefined)
    return answer
  }, [])
  const clear = useCallback(() => {
    setConflict(null)
    setRefused(undefined)
  }, [])
  return { conflict, refused, read, clear }
}
