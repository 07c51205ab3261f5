'use client'

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

/** Create: POST {endpoint}; edit: POST {endpoint}/{id} with _method=PUT. */
export const saveMultipart =
  (endpoint: string) =>
  (values: FormValues, row: { id: number | string } | null): Promise<ApiAnswer> =>
    api.form(row ? `${endpoint}/${row.id}` : endpoint, toFormData(values, row ? row.id : null))
