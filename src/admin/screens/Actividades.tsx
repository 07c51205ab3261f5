'use client'

import { activity } from '../../content/activity'
import { historyOf } from '../../content/history'
import type { ContentRow } from '../../content/kit'
import { CONTRACT_PATHS } from '../../contract/paths'
import { activitySchema } from '../../content/activity-schema'
import { spanishHours } from '../../lib/dates'
import { listBulkActions } from '../../lib/schemas/list-actions'
import { api } from '../kit/api'
import { Dialog } from '../kit/Dialog'
import { formatDay, relativeDateLabel } from '../kit/format'
import { TableScreen, type TableScreenConfig } from '../kit/TableScreen'
import { DescriptionCell, formFields, formInitial, type Row as ContentRowOf } from '../kit/contentScreen'

/** A row of the contract: the descriptor's fields and the plain day `activity_date_format`. */
type Activity = ContentRow<typeof activity> & {
  id: number
  title: string
  activity_date_format: string
  /** The item's newest version (staff rows): sent back with an edit. */
  version?: string
}

const ENDPOINT = CONTRACT_PATHS.activities

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

/** The day, its hours when it has them (issue 28; none: all day) and how near it is. */
const DateCell = ({ day, hours }: { day: string; hours: string | null }) => {
  const label = relativeDateLabel(day)
  return (
    <span className="pm-date">
      <span>{formatDay(day)}</span>
      {hours && <span className="pm-muted">{hours}</span>}
      <span
        className={`pm-badge ${label === 'Finalizada' ? 'pm-badge--muted' : label === 'Próximamente' ? '' : 'pm-badge--warning'}`}
      >
        {label}
      </span>
    </span>
  )
}

const config: TableScreenConfig<Activity> = {
  breadcrumb: ['Recursos educativos', 'Actividades'],
  addLabel: 'Nueva Actividad',
  listTitle: 'Lista de Actividades',
  searchPlaceholder: 'Buscar actividad...',
  emptyText: 'No se encontraron actividades.',
  pageSize: activity.pageSize,
  endpoint: ENDPOINT,
  loadError: 'Error al cargar las actividades',
  itemName: (row) => row.title,
  history: historyOf(activity),
  // Bulk delete to 'Papelera' (issue 28): activities have no publish switch.
  bulk: listBulkActions(false),
  // Sortable where the data allows (the contract's allow-list, `sortableFields(activity)`); unsorted, upcoming first.
  columns: (cells) => [
    { key: 'title', header: 'Título', render: (row) => row.title, sort: 'title' },
    {
      key: 'description',
      header: 'Descripción',
      render: (row) => <DescriptionCell text={row.description} ellipsis={false} />,
    },
    {
      key: 'date',
      header: 'Fecha',
      sort: 'activity_date',
      render: (row) => <DateCell day={row.activity_date_format} hours={spanishHours(row.start_time, row.end_time)} />,
    },
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
    fields: (row) => formFields(activity, row as ContentRowOf | null),
    initial: (row) => ({ id: row?.id ?? null, ...formInitial(activity, row as ContentRowOf | null) }),
    // An edit sends the version it was opened on: a save over someone else's newer one is refused (issue 28).
    save: (values, row) =>
      row
        ? api.json(`${ENDPOINT}/${row.id}`, 'PUT', { ...values, ...(row.version ? { version: row.version } : {}) })
        : api.json(ENDPOINT, 'POST', { ...values, id: null }),
    messages: {
      success: 'Actividad guardada correctamente.',
      failure: 'Error al guardar la actividad. Por favor, inténtalo de nuevo.',
    },
  },
}

export const ActividadesScreen = () => <TableScreen config={config} />
