'use client'

import { courseSchema } from '../../lib/schemas/course'
import { ExternalLink } from '../kit/DetailsModal'
import { publishedLabel } from '../kit/format'
import { saveMultipart } from '../kit/payload'
import { TableScreen, type TableScreenConfig } from '../kit/TableScreen'
import { conceptFields, contentImages, contentInitial, DescriptionCell, imageFields, publishField, statusDetail, type ContentRow } from './content'

type Course = ContentRow & {
  plathform: string | null
  purchase_link: string | null
  type: string | number | null
  duration: string | null
  subject: string | null
}

/** Spec 9: course type codes. */
export const COURSE_TYPE_LABELS: Record<string, string> = { '1': 'En línea', '2': 'Presencial', '3': 'Hibrido' }

const ENDPOINT = '/profe-max/desarrollo/cursos'
const WHY = '¿Por qué tomar este curso como maestro?'
const TAKE = '¿Qué me deja este curso como maestro?'

const config: TableScreenConfig<Course> = {
  breadcrumb: ['Desarrollo', 'Cursos en línea'],
  addLabel: 'Agregar curso',
  listTitle: 'Lista de cursos',
  counterLabel: 'cursos registrados',
  searchPlaceholder: 'Buscar curso...',
  emptyText: 'No se encontraron cursos',
  pageSize: 5,
  endpoint: ENDPOINT,
  loadError: 'Error al cargar los cursos',
  itemName: (row) => row.name,
  columns: (cells) => [
    { key: 'name', header: 'Nombre', render: (row) => cells.name(row, row.name) },
    { key: 'description', header: 'Descripción', render: (row) => <DescriptionCell text={row.description} /> },
    { key: 'subject', header: 'Materia', render: (row) => row.subject || 'Sin materia' },
    {
      key: 'status',
      header: 'Estatus',
      render: (row) => <span className={`pm-badge ${row.is_active ? 'pm-badge--success' : 'pm-badge--muted'}`}>{publishedLabel(row.is_active)}</span>,
    },
    { key: 'actions', header: 'Acciones', render: (row) => cells.actions(row, { toggle: true }) },
  ],
  remove: { success: 'Curso eliminado', failure: 'Error al eliminar el curso', keepOpenOnFailure: true },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado del curso' },
  form: {
    createTitle: 'Nuevo curso',
    editTitle: 'Editar curso',
    submitLabel: (row) => (row ? 'Actualizar' : 'Guardar'),
    schema: (row) => courseSchema({ mode: row ? 'edit' : 'create' }),
    fields: (row) => [
      { kind: 'text', name: 'name', label: 'Nombre', maxLength: 255 },
      { kind: 'text', name: 'plathform', label: 'Plataforma', maxLength: 255 },
      { kind: 'textarea', name: 'description', label: 'Descripción', full: true, maxLength: 1000 },
      { kind: 'radio', name: 'type', label: 'Tipo', options: Object.entries(COURSE_TYPE_LABELS).map(([value, label]) => ({ value, label })) },
      { kind: 'text', name: 'duration', label: 'Duración', placeholder: 'p. ej. 20 horas', maxLength: 255 },
      { kind: 'text', name: 'subject', label: 'Idioma', maxLength: 255 },
      { kind: 'url', name: 'purchase_link', label: 'Enlace', placeholder: 'https://' },
      publishField,
      ...imageFields(row),
      ...conceptFields(WHY, TAKE),
    ],
    initial: (row) => ({
      ...contentInitial(row, true),
      plathform: row?.plathform ?? '',
      purchase_link: row?.purchase_link ?? '',
      type: row?.type ? String(row.type) : '',
      duration: row?.duration ?? '',
      subject: row?.subject ?? '',
    }),
    save: saveMultipart(ENDPOINT),
    messages: { success: 'Curso guardado correctamente', failure: 'Error al guardar el curso. Por favor, inténtalo de nuevo.' },
  },
  details: (row) => ({
    title: 'Detalles del curso',
    images: contentImages(row),
    fields: [
      { label: 'Nombre', value: row.name },
      { label: 'Materia', value: <span className="pm-badge">{row.subject || 'Sin materia'}</span> },
      { label: 'Plataforma', value: row.plathform || '-' },
      { label: 'Duración', value: row.duration || '-' },
      { label: 'Tipo', value: COURSE_TYPE_LABELS[String(row.type)] ?? '-' },
      { label: 'Descripción', value: row.description || '-' },
      statusDetail(row),
      { label: 'Enlace', value: row.purchase_link ? <ExternalLink href={row.purchase_link} /> : '-' },
    ],
    lists: [
      { heading: WHY, items: row.first_subdescription },
      { heading: TAKE, items: row.second_subdescription },
    ],
  }),
}

export const CursosScreen = () => <TableScreen config={config} />
