'use client'

import { api, type ApiAnswer } from '../kit/api'
import type { FormValues } from '../kit/Form'
import { toFormData } from '../kit/payload'

/**
 * Books and podcasts save to `{endpoint}/store` and `{endpoint}/update` with the id in the body
 * (spec §7): no `/{id}` in the path and no `_method`.
 */
export const storeOrUpdate =
  (endpoint: string) =>
  (values: FormValues, row: { id: number | string } | null): Promise<ApiAnswer> => {
    const data = toFormData(values, row ? row.id : null)
    data.delete('_method')
    return api.form(`${endpoint}/${row ? 'update' : 'store'}`, data)
  }

/** DELETE {endpoint}/delete/{id} (spec §7). */
export const deleteUrl = (endpoint: string) => (row: { id: number | string }) => `${endpoint}/delete/${row.id}`
