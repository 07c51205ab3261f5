'use client'

import { developmentBookSchema } from '../../lib/schemas/development-book'
import { saveMultipart } from '../kit/payload'
import { TableScreen, type TableScreenConfig } from '../kit/TableScreen'
import { ExternalLink } from '../kit/DetailsModal'
import { conceptFields, contentImages, contentInitial, DescriptionCell, imageFields, publishField, statusDetail, type ContentRow } from './content'

type Book = ContentRow & { author: string | null; purchase_link: string | null }

const ENDPOINT = '/profe-max/desarrollo/libros'
const WHY = '¿Por qué leer este libro como maestro?'
const TAKE = '¿Qué me deja este libro como maestro?'

const config: TableScreenConfig<Book> = {
  breadcrumb: ['Desarrollo', 'Libros'],
  addLabel: 'Agregar libro',
  listTitle: 'Lista de libros',
  searchPlaceholder: 'Buscar libro...',
  emptyText: 'No se encontraron libros',
  pageSize: 5,
  endpoint: ENDPOINT,
  loadError: 'Error al cargar los libros',
  itemName: (row) => row.name,
  columns: (cells) => [
    { key: 'name', header: 'Nombre', render: (row) => cells.name(row, row.name) },
    { key: 'description', header: 'Descripción', render: (row) => <DescriptionCell text={row.description} ellipsis={false} /> },
    { key: 'author', header: 'Autor', render: (row) => row.author || 'Desconocido' },
    { key: 'status', header: 'Estatus', render: cells.status },
    { key: 'actions', header: 'Acciones', render: (row) => cells.actions(row) },
  ],
  remove: { success: 'Libro eliminado', failure: 'Error al eliminar el libro' },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado del libro' },
  form: {
    createTitle: 'Nuevo libro',
    editTitle: 'Editar libro',
    submitLabel: (row) => (row ? 'Actualizar' : 'Guardar'),
    schema: (row) => developmentBookSchema({ mode: row ? 'edit' : 'create' }),
    fields: (row) => [
      { kind: 'text', name: 'name', label: 'Nombre', maxLength: 255 },
      { kind: 'text', name: 'author', label: 'Autor', maxLength: 255 },
      { kind: 'textarea', name: 'description', label: 'Descripción', full: true, maxLength: 1000 },
      { kind: 'url', name: 'purchase_link', label: 'Enlace de compra', placeholder: 'https://' },
      publishField,
      ...imageFields(row),
      ...conceptFields(WHY, TAKE),
    ],
    initial: (row) => ({ ...contentInitial(row, true), author: row?.author ?? '', purchase_link: row?.purchase_link ?? '' }),
    save: saveMultipart(ENDPOINT),
    messages: { success: 'Libro guardado correctamente', failure: 'Error al guardar el libro. Por favor, inténtalo de nuevo.' },
  },
  details: (row) => ({
    title: 'Detalles del libro',
    images: contentImages(row),
    fields: [
      { label: 'Nombre', value: row.name },
      { label: 'Autor', value: row.author || 'Desconocido' },
      statusDetail(row),
      { label: 'Descripción', value: row.description || '-' },
      { label: 'Enlace de compra', value: row.purchase_link ? <ExternalLink href={row.purchase_link} /> : '-' },
    ],
    lists: [
      { heading: WHY, items: row.first_subdescription },
      { heading: TAKE, items: row.second_subdescription },
    ],
  }),
}

export const LibrosScreen = () => <TableScreen config={config} />
