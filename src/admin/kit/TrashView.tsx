'use client'

import { useState } from 'react'

import { CONTRACT_PREFIX } from '../../contract/paths'
import { TRASH_ACTIONS, type BulkAction } from '../../lib/schemas/list-actions'
import { BulkBar, BulkConfirm, runBulk, useSelection } from './BulkActions'
import { Icon } from './icons'
import { DataTable, type Column } from './DataTable'
import { formatDateTime } from './format'
import { usePagedList } from './hooks'
import { Pagination } from './Pagination'
import { SearchBox } from './SearchBox'

/** A row of 'Papelera' (`GET {endpoint}/papelera`): the name, when it was deleted, when it goes for good. */
export type TrashRow = { id: number; deleted_at: string; purge_at: string; [field: string]: unknown }

/**
 * The switch beside a list screen's title between its list and its 'Papelera' (issue 28): the kit's
 * table screen and the category screens.
 */
export const TrashSwitch = ({
  view,
  listLabel,
  onChange,
}: {
  view: 'list' | 'trash'
  listLabel: string
  onChange: (view: 'list' | 'trash') => void
}) => (
  <div className="pm-views" role="group" aria-label="Vista">
    <button
      type="button"
      className={`pm-btn pm-btn--small${view === 'list' ? '' : ' pm-btn--secondary'}`}
      aria-pressed={view === 'list'}
      onClick={() => onChange('list')}
    >
      {listLabel}
    </button>
    <button
      type="button"
      className={`pm-btn pm-btn--small${view === 'trash' ? '' : ' pm-btn--secondary'}`}
      aria-pressed={view === 'trash'}
      onClick={() => onChange('trash')}
    >
      <Icon name="trash" /> Papelera
    </button>
  </div>
)

/**
 * 'Papelera' of a list screen (issue 28): the items deleted in the last 30 days, newest first, each
 * with 'Restaurar' and 'Eliminar definitivamente', one by one or selected. The list is read at the
 * contract's own prefix (a blog audience's path is also its admin page).
 */
export const TrashView = ({
  endpoint,
  pageSize,
  itemName,
  onChanged,
  title = 'Papelera',
  label,
}: {
  endpoint: string
  pageSize: number
  itemName: (row: TrashRow) => string
  /** The card's title; a screen with two trashes (categories, items) names each. */
  title?: string
  /** The selection bar's name, when there are two. */
  label?: string
  /** The main list is out of date after a restore. */
  onChanged: () => void
}) => {
  const list = usePagedList<TrashRow>({
    endpoint,
    pageSize,
    loadError: 'Error al cargar la papelera',
    list: `${CONTRACT_PREFIX}${endpoint}/papelera`,
  })
  const { selected, selection, clear } = useSelection(list.rows, itemName, `${list.page}`)
  const [pending, setPending] = useState<{ action: BulkAction; rows: TrashRow[] } | null>(null)

  const columns: Column<TrashRow>[] = [
    { key: 'name', header: 'Nombre', render: (row) => itemName(row) },
    { key: 'deleted_at', header: 'Eliminado el', render: (row) => formatDateTime(row.deleted_at) },
    { key: 'purge_at', header: 'Se elimina definitivamente el', render: (row) => formatDateTime(row.purge_at) },
    {
      key: 'actions',
      header: 'Acciones',
      render: (row) => (
        <div className="pm-actions">
          <button
            type="button"
            className="pm-btn pm-btn--small pm-btn--secondary"
            aria-label={`Restaurar ${itemName(row)}`}
            onClick={() => setPending({ action: 'restaurar', rows: [row] })}
          >
            Restaurar
          </button>
          <button
            type="button"
            className="pm-btn pm-btn--small pm-btn--danger"
            aria-label={`Eliminar definitivamente ${itemName(row)}`}
            onClick={() => setPending({ action: 'eliminar-definitivamente', rows: [row] })}
          >
            Eliminar definitivamente
          </button>
        </div>
      ),
    },
  ]

  return (
    <>
      <div className="pm-card__head">
        <div>
          <h2 className="pm-card__title">{title}</h2>
          <p className="pm-muted pm-trash__hint">
            Los elementos eliminados se guardan aquí 30 días; después se eliminan definitivamente.
          </p>
        </div>
        <SearchBox placeholder="Buscar en la papelera..." onSearch={list.search} />
      </div>
      <BulkBar
        count={selected.length}
        actions={TRASH_ACTIONS}
        onAction={(action) => setPending({ action, rows: selected })}
        onClear={clear}
        label={label}
      />
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.id}
        empty="La papelera está vacía"
        loading={list.loading}
        selection={selection}
      />
      {list.loaded && (
        <Pagination total={list.total} page_size={list.pageSize} current_page={list.page} onChange={list.setPage} />
      )}
      <BulkConfirm
        action={pending?.action ?? null}
        count={pending?.rows.length ?? 0}
        onClose={() => setPending(null)}
        onConfirm={async (action) => {
          const ok = await runBulk(endpoint, action, pending?.rows ?? [])
          clear()
          await list.reload()
          onChanged()
          return ok
        }}
      />
    </>
  )
}
