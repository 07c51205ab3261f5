'use client'

import { api, type ApiAnswer } from '../kit/api'
import type { DetailsSpec } from '../kit/DetailsModal'
import type { FieldSpec, FormValues } from '../kit/Form'
import { toFormData } from '../kit/payload'
import type { Identified } from '../kit/TableScreen'

/** What the contract answers for wellbeing books and podcasts (spec §3). */
export type WellbeingRow = Identified & {
  title: string
  description: string | null
  short_description: string | null
  is_active: boolean
  image_path: string | null
  list_image_path: string | null
  subdescription_1: string[] | null
  subdescription_2: string[] | null
}

/** Main and list images under the contract's upload names `imageFile` and `list_image` (spec §3, §9). */
export const wellbeingImageFields = (row: WellbeingRow | null): FieldSpec[] => [
  { kind: 'image', name: 'imageFile', label: 'Imagen principal', hint: 'Tamaño sugerido: 600x400 px', currentUrl: row?.image_path },
  { kind: 'image', name: 'list_image', label: 'Imagen de lista (opcional)', hint: 'Tamaño sugerido: 400x200 px', currentUrl: row?.list_image_path },
]

export const wellbeingInitial = (row: WellbeingRow | null, activeByDefault: boolean): FormValues => ({
  title: row?.title ?? '',
  short_description: row?.short_description ?? '',
  description: row?.description ?? '',
  is_active: row ? row.is_active : activeByDefault,
  imageFile: null,
  list_image: null,
  subdescription_1: row?.subdescription_1 ?? [],
  subdescription_2: row?.subdescription_2 ?? [],
})

export const wellbeingImages = (row: WellbeingRow): DetailsSpec['images'] => [
  { src: row.image_path, caption: 'Imagen principal' },
  { src: row.list_image_path, caption: 'Imagen de lista' },
]

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
