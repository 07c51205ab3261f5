'use client'

import type { DetailsSpec } from '../kit/DetailsModal'
import type { FieldSpec, FormValues } from '../kit/Form'
import { activeLabel, truncate } from '../kit/format'
import type { Identified } from '../kit/TableScreen'

/** What the contract's content lists answer (books, courses, tools; wellbeing content too). */
export type ContentRow = Identified & {
  name: string
  description: string | null
  is_active: boolean
  image_path: string | null
  list_image_path: string | null
  first_subdescription: string[] | null
  second_subdescription: string[] | null
}

/** Main and list images (spec 9: 600x400 and 400x200, preview at most 225 px high). */
export const imageFields = (row: ContentRow | null): FieldSpec[] => [
  { kind: 'image', name: 'image', label: 'Imagen principal', hint: 'Tamaño sugerido: 600x400 px', currentUrl: row?.image_path },
  { kind: 'image', name: 'list_image', label: 'Imagen de lista (opcional)', hint: 'Tamaño sugerido: 400x200 px', currentUrl: row?.list_image_path },
]

export const conceptFields = (first: string, second: string): FieldSpec[] => [
  { kind: 'concepts', name: 'first_subdescription', label: first, full: true },
  { kind: 'concepts', name: 'second_subdescription', label: second, full: true },
]

export const publishField: FieldSpec = { kind: 'switch', name: 'is_active', label: 'Estatus', onLabel: 'Publicado', offLabel: 'No publicado' }

/** Form values every content form starts from (files empty: an edit keeps the stored images). */
export const contentInitial = (row: ContentRow | null, activeByDefault: boolean): FormValues => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
  is_active: row ? row.is_active : activeByDefault,
  image: null,
  list_image: null,
  first_subdescription: row?.first_subdescription ?? [],
  second_subdescription: row?.second_subdescription ?? [],
})

export const contentImages = (row: ContentRow): DetailsSpec['images'] => [
  { src: row.image_path, caption: 'Imagen principal' },
  { src: row.list_image_path, caption: 'Imagen de lista' },
]

export const statusDetail = (row: ContentRow) => ({ label: 'Estatus', value: activeLabel(row.is_active) })

/** A description cell: cut to 50 characters (or `max`), the whole text on hover. */
export const DescriptionCell = ({ text, ellipsis = true, max = 50 }: { text: string | null; ellipsis?: boolean; max?: number }) => (
  <span title={text ?? ''}>{truncate(text, max, ellipsis)}</span>
)
