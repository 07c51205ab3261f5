'use client'

import { podcastSchema } from '../../lib/schemas/podcast'
import { ExternalLink } from '../kit/DetailsModal'
import { activeLabel } from '../kit/format'
import type { TableScreenConfig } from '../kit/TableScreen'
import { DescriptionCell, publishField } from './content'
import { deleteUrl, storeOrUpdate, wellbeingImageFields, wellbeingImages, wellbeingInitial, type WellbeingRow } from './wellbeing'

type Podcast = WellbeingRow & { link: string | null }

const ENDPOINT = '/profe-max/bienestar/podcast'
const TAKE = 'Que te llevas de este podcast'
const IDEAL = 'Ideal para ti si'

/** The Podcast tab of 'Libros y podcast' (spec §2, §5, §8). */
export const podcastsConfig: TableScreenConfig<Podcast> = {
  breadcrumb: ['ProfeMax', 'Bienestar', 'Podcast'],
  addLabel: 'Agregar podcast',
  listTitle: 'Lista de podcasts',
  searchPlaceholder: 'Buscar podcast...',
  counterLabel: 'podcasts registrados',
  emptyText: 'No se encontraron podcasts',
  pageSize: 10,
  endpoint: ENDPOINT,
  loadError: 'Error al cargar los podcasts',
  itemName: (row) => row.title,
  columns: (cells) => [
    { key: 'title', header: 'Título', render: (row) => cells.name(row, row.title) },
    { key: 'short_description', header: 'Descripción corta', render: (row) => <DescriptionCell text={row.short_description} /> },
    { key: 'status', header: 'Estatus', render: cells.status },
    { key: 'actions', header: 'Acciones', render: (row) => cells.actions(row) },
  ],
  remove: { success: 'Podcast eliminado', failure: 'Error al eliminar el podcast', url: deleteUrl(ENDPOINT) },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado' },
  form: {
    createTitle: 'Agregar podcast',
    editTitle: 'Editar podcast',
    schema: (row) => podcastSchema({ mode: row ? 'edit' : 'create', hasImage: Boolean(row?.image_path) }),
    fields: (row) => [
      { kind: 'text', name: 'title', label: 'Título', maxLength: 255 },
      { kind: 'url', name: 'link', label: 'Enlace', placeholder: 'https://', maxLength: 255 },
      { kind: 'text', name: 'short_description', label: 'Descripción corta', full: true, maxLength: 255 },
      { kind: 'textarea', name: 'description', label: 'Descripción', full: true, maxLength: 1000 },
      // Full width, so the two images share the next row (as in the book form).
      { ...publishField, full: true },
      ...wellbeingImageFields(row),
      { kind: 'concepts', name: 'subdescription_1', label: TAKE, full: true },
      { kind: 'concepts', name: 'subdescription_2', label: IDEAL, full: true },
    ],
    // Spec §4: a new podcast starts active.
    initial: (row) => ({ ...wellbeingInitial(row, true), link: row?.link ?? '' }),
    save: storeOrUpdate(ENDPOINT),
    messages: { success: 'Podcast guardado correctamente', failure: 'Error al guardar el podcast' },
  },
  details: (row) => ({
    title: 'Detalles del podcast',
    images: wellbeingImages(row),
    fields: [
      { label: 'Título', value: row.title },
      { label: 'Estatus', value: activeLabel(row.is_active) },
      { label: 'Descripción', value: row.description || '-' },
      { label: 'Enlace', value: row.link ? <ExternalLink href={row.link} /> : '-' },
    ],
    lists: [
      { heading: TAKE, items: row.subdescription_1 },
      { heading: IDEAL, items: row.subdescription_2 },
    ],
  }),
}
