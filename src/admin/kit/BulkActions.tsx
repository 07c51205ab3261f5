'use client'

import { useEffect, useState } from 'react'

import { bulkLabel, bulkQuestion, type BulkAction } from '../../lib/schemas/list-actions'
import { notify } from '../../site/toast'
import { api, reasonOf } from './api'
import { ConfirmDialog } from './ConfirmDialog'
import type { Selection } from './DataTable'

/**
 * The list screens' bulk actions (issue 28; docs/back-office.md): row checkboxes and 'Seleccionar
 * todos en esta página', a bar naming how many are selected with the actions, a confirmation naming
 * the count ('¿Despublicar 3 elementos?'), one request (`POST {endpoint}/acciones`) and a toast with
 * the result; the items that were not changed are named in it.
 */

type Selectable = { id: number | string; version?: unknown }

/** The page's selection; emptied when `resetKey` (the list's address: page, search, order) changes. */
export const useSelection = <Row extends Selectable>(rows: Row[], label: (row: Row) => string, resetKey: string) => {
  const [selected, setSelected] = useState<Row[]>([])
  useEffect(() => setSelected([]), [resetKey])
  const isSelected = (row: Row) => selected.some((chosen) => chosen.id === row.id)
  const selection: Selection<Row> = {
    isSelected,
    label,
    toggle: (row) =>
      setSelected((current) =>
        current.some((chosen) => chosen.id === row.id)
          ? current.filter((chosen) => chosen.id !== row.id)
          : [...current, row],
      ),
    toggleAll: () => setSelected(rows.length && rows.every(isSelected) ? [] : rows),
  }
  return { selected, selection, clear: () => setSelected([]) }
}

const elements = (count: number): string =>
  count === 1 ? '1 elemento seleccionado' : `${count} elementos seleccionados`

/** The bar over the table while something is selected ('3 elementos seleccionados', or the screen's own words). */
export const BulkBar = ({
  count,
  actions,
  onAction,
  onClear,
  countText = elements,
  label = 'Acciones en lote',
}: {
  count: number
  actions: readonly BulkAction[]
  onAction: (action: BulkAction) => void
  onClear: () => void
  countText?: (count: number) => string
  /** The bar's name; a screen with two (categories and their items) tells them apart. */
  label?: string
}) =>
  count > 0 ? (
    <div className="pm-bulk" role="region" aria-label={label}>
      <span className="pm-bulk__count" aria-live="polite">
        {countText(count)}
      </span>
      <div className="pm-bulk__actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`pm-btn pm-btn--small${action.startsWith('eliminar') ? ' pm-btn--danger' : ' pm-btn--secondary'}`}
            onClick={() => onAction(action)}
          >
            {bulkLabel(action)}
          </button>
        ))}
        <button type="button" className="pm-link-btn" onClick={onClear}>
          Quitar selección
        </button>
      </div>
    </div>
  ) : null

export const BULK_FAILURE = 'Error al aplicar la acción. Por favor, inténtalo de nuevo.'

/** One request for the whole selection; resolves true when every item was changed. */
export const runBulk = async (endpoint: string, action: BulkAction, rows: Selectable[]): Promise<boolean> => {
  try {
    const answer = await api.json(`${endpoint}/acciones`, 'POST', {
      action,
      items: rows.map((row) => ({
        id: Number(row.id),
        ...(typeof row.version === 'string' && !['restaurar', 'eliminar-definitivamente'].includes(action)
          ? { version: row.version }
          : {}),
      })),
    })
    if (answer.error || answer.partial) {
      notify.warning(answer.message || BULK_FAILURE)
      return false
    }
    notify.success(answer.message || BULK_FAILURE)
    return true
  } catch (error) {
    notify.error(reasonOf(error) || BULK_FAILURE)
    return false
  }
}

/** The confirmation of a bulk action, naming the count. */
export const BulkConfirm = ({
  action,
  count,
  onConfirm,
  onClose,
}: {
  action: BulkAction | null
  count: number
  onConfirm: (action: BulkAction) => Promise<boolean>
  onClose: () => void
}) => (
  <ConfirmDialog
    open={action !== null}
    itemName=""
    title="Confirmar acción"
    message={<p className="pm-confirm__text">{action ? bulkQuestion(action, count) : ''}</p>}
    confirmLabel={action ? bulkLabel(action) : ''}
    busyLabel="Aplicando..."
    onClose={onClose}
    onConfirm={async () => {
      if (!action) return true
      await onConfirm(action)
      // The result is in the toast; the dialog closes either way.
      return true
    }}
  >
    {action === 'eliminar-definitivamente' && <p className="pm-confirm__warn">Esta acción no se puede deshacer.</p>}
    {action === 'eliminar' && (
      <p className="pm-muted">
        Podrás {count === 1 ? 'restaurarlo' : 'restaurarlos'} desde la papelera durante 30 días.
      </p>
    )}
  </ConfirmDialog>
)
