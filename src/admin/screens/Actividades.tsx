'use client'

import { activitySchema } from '../../lib/schemas/activity'
import { todayIso } from '../../lib/dates'
import { api } from '../kit/api'
import { Dialog } from '../kit/Dialog'
import { formatDay, relativeDateLabel } from '../kit/format'
import { TableScreen, type TableScreenConfig } from '../kit/TableScreen'
import { DescriptionCell } from '../kit/contentScreen'

type Activity = {
  id: number
  title: string
  description: string | null
  activity_date_format: string
  school_grade: string | null
  materials_link: string | null
  materials_list: string[] | null
}

const ENDPOINT = '/profe-max/recursos-educativos/actividades'

const MaterialsModal = ({ activity, onClose }: { activity: Activity; onClose: () => void }) => (
  <Dialog open title={`Materiales: ${activity.title}`} onClose={onClose}>
    <ul className="pm-materials">
      {(activity.materials_list ?? []).map((material, index) => (
        <li key={index}>{material}</li>
      ))}
    </ul>
    {activity.materials_link && (
      <p>
        <a href={activity.materials_link} target="_blank" rel="noopener noreferrer">
          Comprar materiales
        </a>
      </p>
    )}
  </Dialog>
)

const DateCell = ({ day }: { day: string }) => {
  const label = relativeDateLabel(day)
  return (
    <span className="pm-date">
      <span>{formatDay(day)}</span>
      <span className={`pm-badge ${label === 'Finalizada' ? 'pm-badge--muted' : label === 'Próximamente' ? '' : 'pm-badge--warning'}`}>{label}</span>
    </span>
  )
}

const config: TableScreenConfig<Activity> = {
  breadcrumb: ['Recursos educativos', 'Actividades'],
  addLabel: 'Nueva Actividad',
  listTitle: 'Lista de Actividades',
  searchPlaceholder: 'Buscar actividad...',
  emptyText: 'No se encontraron actividades.',
  pageSize: 5,
  endpoint: ENDPOINT,
  loadError: 'Error al cargar las actividades',
  itemName: (row) => row.title,
  columns: (cells) => [
    { key: 'title', header: 'Título', render: (row) => row.title },
    { key: 'description', header: 'Descripción', render: (row) => <DescriptionCell text={row.description} ellipsis={false} /> },
    { key: 'date', header: 'Fecha', render: (row) => <DateCell day={row.activity_date_format} /> },
    { key: 'grade', header: 'Grado', render: (row) => row.school_grade },
    {
      key: 'materials',
      header: 'Materiales',
      render: (row) => (
        <button
          type="button"
          className="pm-btn pm-btn--secondary pm-btn--small"
          aria-label={`Ver materiales de ${row.title}`}
          onClick={() => cells.open(<MaterialsModal activity={row} onClose={() => cells.open(null)} />)}
        >
          {(row.materials_list ?? []).length}
        </button>
      ),
    },
    { key: 'actions', header: 'Acciones', render: (row) => cells.actions(row) },
  ],
  remove: { success: 'Actividad eliminada correctamente.', failure: 'Error al eliminar la actividad' },
  form: {
    createTitle: 'Nueva Actividad',
    editTitle: 'Editar Actividad',
    submitLabel: (row) => (row ? 'Actualizar' : 'Guardar'),
    schema: () => activitySchema,
    fields: () => [
      { kind: 'text', name: 'title', label: 'Título', maxLength: 255 },
      { kind: 'date', name: 'activityDate', label: 'Fecha de la actividad', min: todayIso() },
      { kind: 'textarea', name: 'description', label: 'Descripción', full: true, maxLength: 1000 },
      { kind: 'text', name: 'schoolGrade', label: 'Grado escolar', placeholder: 'p. ej. 3° y 4° de primaria', maxLength: 255 },
      { kind: 'url', name: 'materialsLink', label: 'Enlace para materiales', placeholder: 'https://' },
      { kind: 'concepts', name: 'materialsList', label: 'Materiales', placeholder: 'Agregar material', newestFirst: true, full: true },
    ],
    initial: (row) => ({
      id: row?.id ?? null,
      title: row?.title ?? '',
      description: row?.description ?? '',
      activityDate: row?.activity_date_format ?? '',
      schoolGrade: row?.school_grade ?? '',
      materialsLink: row?.materials_link ?? '',
      materialsList: row?.materials_list ?? [],
    }),
    save: (values, row) => (row ? api.json(`${ENDPOINT}/${row.id}`, 'PUT', values) : api.json(ENDPOINT, 'POST', { ...values, id: null })),
    messages: { success: 'Actividad guardada correctamente.', failure: 'Error al guardar la actividad. Por favor, inténtalo de nuevo.' },
  },
}

export const ActividadesScreen = () => <TableScreen config={config} />
