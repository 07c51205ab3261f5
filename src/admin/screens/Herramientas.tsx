'use client'

import { toolSchema } from '../../lib/schemas/tool'
import { ExternalLink } from '../kit/DetailsModal'
import { saveMultipart } from '../kit/payload'
import { TableScreen, type TableScreenConfig } from '../kit/TableScreen'
import { conceptFields, contentImages, contentInitial, DescriptionCell, imageFields, publishField, statusDetail, type ContentRow } from './content'

type Tool = ContentRow & { link: string | null }

const ENDPOINT = '/profe-max/desarrollo/herramientas'
const TAKE = 'Lo que te llevas de esta herramienta'
const IDEAL = 'Ideal para ti si'

const config: TableScreenConfig<Tool> = {
  breadcrumb: ['Desarrollo', 'Otras herramientas'],
  addLabel: 'Agregar herramienta',
  listTitle: 'Lista de herramientas',
  counterLabel: 'herramientas registradas',
  searchPlaceholder: 'Buscar herramienta...',
  emptyText: 'No se encontraron herramientas',
  pageSize: 5,
  endpoint: ENDPOINT,
  loadError: 'Error al cargar las herramientas',
  itemName: (row) => row.name,
  columns: (cells) => [
    { key: 'name', header: 'Nombre', render: (row) => cells.name(row, row.name) },
    { key: 'description', header: 'Descripción', render: (row) => <DescriptionCell text={row.description} /> },
    { key: 'status', header: 'Estatus', render: cells.status },
    { key: 'actions', header: 'Acciones', render: (row) => cells.actions(row) },
  ],
  remove: { success: 'Herramienta eliminada', failure: 'Error al eliminar la herramienta', keepOpenOnFailure: true },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado de la herramienta' },
  form: {
    createTitle: 'Nueva herramienta',
    editTitle: 'Editar herramienta',
    submitLabel: (row) => (row ? 'Actualizar' : 'Guardar'),
    schema: (row) => toolSchema({ mode: row ? 'edit' : 'create' }),
    fields: (row) => [
      { kind: 'text', name: 'name', label: 'Nombre', maxLength: 255 },
      { kind: 'url', name: 'link', label: 'Enlace', placeholder: 'https://' },
      { kind: 'textarea', name: 'description', label: 'Descripción', full: true, maxLength: 1000 },
      publishField,
      ...imageFields(row),
      ...conceptFields(TAKE, IDEAL),
    ],
    // Spec 4: a new tool starts unpublished.
    initial: (row) => ({ ...contentInitial(row, false), link: row?.link ?? '' }),
    save: saveMultipart(ENDPOINT),
    messages: { success: 'Herramienta guardada correctamente', failure: 'Error al guardar la herramienta. Por favor, inténtalo de nuevo.' },
  },
  details: (row) => ({
    // The spec records 'Detalles del curso' here by mistake (docs/spec-deviations.md).
    title: 'Detalles de la herramienta',
    images: contentImages(row),
    fields: [
      { label: 'Nombre', value: row.name },
      statusDetail(row),
      { label: 'Descripción', value: row.description || '-' },
      { label: 'Enlace', value: row.link ? <ExternalLink href={row.link} /> : '-' },
    ],
    lists: [
      { heading: TAKE, items: row.first_subdescription },
      { heading: IDEAL, items: row.second_subdescription },
    ],
  }),
}

export const HerramientasScreen = () => <TableScreen config={config} />
