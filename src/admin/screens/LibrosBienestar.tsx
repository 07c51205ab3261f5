'use client'

import { wellbeingBookSchema } from '../../lib/schemas/wellbeing-book'
import { ExternalLink } from '../kit/DetailsModal'
import { activeLabel } from '../kit/format'
import type { TableScreenConfig } from '../kit/TableScreen'
import { DescriptionCell, publishField } from './content'
import { deleteUrl, storeOrUpdate, wellbeingImageFields, wellbeingImages, wellbeingInitial, type WellbeingRow } from './wellbeing'

type Book = WellbeingRow & { author: string | null; link_purchase: string | null }

const ENDPOINT = '/profe-max/bienestar/libros'
const TAKE = 'Que te llevas de este libro'
const IDEAL = 'Ideal para ti si'

/** The Libros tab of 'Libros y podcast' (spec §2, §5, §8). */
export const wellbeingBooksConfig: TableScreenConfig<Book> = {
  breadcrumb: ['ProfeMax', 'Bienestar', 'Libros'],
  addLabel: 'Agregar libro',
  listTitle: 'Lista de libros',
  searchPlaceholder: 'Buscar libro...',
  counterLabel: 'libros registrados',
  emptyText: 'No se encontraron libros',
  pageSize: 10,
  endpoint: ENDPOINT,
  loadError: 'Error al cargar los libros',
  itemName: (row) => row.title,
  columns: (cells) => [
    { key: 'title', header: 'Título', render: (row) => cells.name(row, row.title) },
    { key: 'short_description', header: 'Descripción corta', render: (row) => <DescriptionCell text={row.short_description} /> },
    { key: 'author', header: 'Autor', render: (row) => row.author || 'Desconocido' },
    { key: 'status', header: 'Estatus', render: cells.status },
    { key: 'actions', header: 'Acciones', render: (row) => cells.actions(row) },
  ],
  remove: { success: 'Libro eliminado', failure: 'Error al eliminar el libro', url: deleteUrl(ENDPOINT) },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado' },
  form: {
    createTitle: 'Agregar libro',
    editTitle: 'Editar libro',
    schema: (row) => wellbeingBookSchema({ mode: row ? 'edit' : 'create', hasImage: Boolean(row?.image_path) }),
    fields: (row) => [
      { kind: 'text', name: 'title', label: 'Título', maxLength: 255 },
      { kind: 'text', name: 'author', label: 'Autor', maxLength: 255 },
      { kind: 'text', name: 'short_description', label: 'Descripción corta', full: true, maxLength: 255 },
      { kind: 'textarea', name: 'description', label: 'Descripción', full: true, maxLength: 1000 },
      { kind: 'url', name: 'link_purchase', label: 'Enlace de compra', placeholder: 'https://', maxLength: 255 },
      publishField,
      ...wellbeingImageFields(row),
      { kind: 'concepts', name: 'subdescription_1', label: TAKE, full: true },
      { kind: 'concepts', name: 'subdescription_2', label: IDEAL, full: true },
    ],
    // Spec §3: a new book starts published.
    initial: (row) => ({ ...wellbeingInitial(row, true), author: row?.author ?? '', link_purchase: row?.link_purchase ?? '' }),
    save: storeOrUpdate(ENDPOINT),
    messages: { success: 'Libro guardado correctamente', failure: 'Error al guardar el libro' },
  },
  details: (row) => ({
    title: 'Detalles del libro',
    images: wellbeingImages(row),
    fields: [
      { label: 'Título', value: row.title },
      { label: 'Autor', value: row.author || 'Desconocido' },
      { label: 'Estatus', value: activeLabel(row.is_active) },
      { label: 'Descripción corta', value: row.short_description || '-' },
      { label: 'Descripción', value: row.description || '-' },
      { label: 'Enlace de compra', value: row.link_purchase ? <ExternalLink href={row.link_purchase} /> : '-' },
    ],
    lists: [
      { heading: TAKE, items: row.subdescription_1 },
      { heading: IDEAL, items: row.subdescription_2 },
    ],
  }),
}
