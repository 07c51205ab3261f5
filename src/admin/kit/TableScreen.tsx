'use client'

import { useEffect, useState, type ReactNode } from 'react'
import type { z } from 'zod'

import { Breadcrumb } from './Breadcrumb'
import { api, runAction, type ApiAnswer } from './api'
import { ConfirmDialog } from './ConfirmDialog'
import { DataTable, type Column } from './DataTable'
import { DetailsModal, type DetailsSpec } from './DetailsModal'
import type { DraftBinding, DraftRow } from './drafts/useDrafts'
import { FormModal, type FieldSpec, type FormValues } from './Form'
import { toldByNotice, useSaveRefusal } from './payload'
import { usePagedList } from './hooks'
import { Icon } from './icons'
import { Counter, Pagination } from './Pagination'
import { SearchBox } from './SearchBox'
import { StatusToggle } from './StatusToggle'
import { asRecord } from '../../lib/doc-record'
import type { BulkAction } from '../../lib/schemas/list-actions'
import { BulkBar, BulkConfirm, runBulk, useSelection } from './BulkActions'
import { TrashSwitch, TrashView } from './TrashView'

export type Identified = { id: number | string; is_active?: boolean }

export type FormConfig<Row> = {
  createTitle: string
  editTitle: string
  submitLabel?: (row: Row | null) => string
  fields: (row: Row | null) => FieldSpec[]
  schema: (row: Row | null) => z.ZodType
  initial: (row: Row | null) => FormValues
  save: (values: FormValues, row: Row | null) => Promise<ApiAnswer>
  messages: { success: string; failure: string }
  single?: boolean
  /** Drafts with autosave and preview (blogs); `save` then publishes. */
  drafts?: DraftBinding
  /** A part of the form's dialog that saves on its own (FormModal's `aside`). */
  aside?: (row: Row | null) => ReactNode
  /** What the form says first about the item (the blog's publishing state). */
  status?: (row: Row | null) => ReactNode
}

export type TableScreenConfig<Row extends Identified> = {
  breadcrumb: string[]
  addLabel: string
  listTitle: string
  searchPlaceholder: string
  /** e.g. 'cursos registrados' for the '{n} cursos registrados' line; none for screens without it. */
  counterLabel?: string
  /** The text beside the table's status switch; 'Publicado' / 'No publicado' unless told (blogs: 'Activo' / 'Inactivo'). */
  statusLabel?: (active: boolean) => string
  emptyText: string
  pageSize: number
  /** The contract's base path, e.g. '/profe-max/desarrollo/libros'. */
  endpoint: string
  loadError: string
  columns: (cells: RowCells<Row>) => Column<Row>[]
  itemName: (row: Row) => string
  /** `url`: the delete call when it is not `DELETE {endpoint}/{id}` (e.g. wellbeing books' `delete/{id}`). */
  remove: { success: string; failure: string; keepOpenOnFailure?: boolean; url?: (row: Row) => string }
  toggle?: { success: string; failure: string }
  form: FormConfig<Row>
  details?: (row: Row) => DetailsSpec
  /** The collection whose versions the edit form's 'Historial' lists (one that keeps a history: src/content/history.ts). */
  history?: { collection: string }
  /**
   * Bulk actions (issue 28: `listBulkActions`, publish and unpublish where the type has the switch)
   * and the 'Papelera' view: the types with a trash (src/content/trash.ts).
   */
  bulk?: readonly BulkAction[]
}

/** Ready-made cells the screens put in their columns. */
export type RowCells<Row> = {
  name: (row: Row, text: string) => ReactNode
  status: (row: Row) => ReactNode
  actions: (row: Row, options?: { toggle?: boolean }) => ReactNode
  open: (content: ReactNode) => void
  /** The page's rows as shown, and reading them again (a manually ordered list moves rows). */
  rows: Row[]
  reload: () => Promise<unknown>
}

/**
 * The kit's list screen (activities, blogs and every content type of src/content):
 * breadcrumb, add button, searchable server-paged table, counter, pagination, status toggle,
 * create/edit form modal, details modal and delete confirmation, all wired to the contract.
 */
export const TableScreen = <Row extends Identified>({
  config,
  extra,
  embedded = false,
}: {
  config: TableScreenConfig<Row>
  extra?: ReactNode
  /** Inside a tab panel: the page draws the breadcrumb and the title; the screen keeps its add button. */
  embedded?: boolean
}) => {
  const list = usePagedList<Row>({ endpoint: config.endpoint, pageSize: config.pageSize, loadError: config.loadError })
  // Bulk actions (issue 28): the page's selection, emptied when the page, search or order changes.
  const { selected, selection, clear } = useSelection(list.rows, config.itemName, list.url)
  const [bulkAction, setBulkAction] = useState<BulkAction | null>(null)
  const [view, setView] = useState<'list' | 'trash'>('list')
  const [editing, setEditing] = useState<{ row: Row | null; key: number } | null>(null)
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [details, setDetails] = useState<DetailsSpec | null>(null)
  const [popup, setPopup] = useState<ReactNode>(null)
  // A save refused because someone saved the item in between (issue 28): the form stays open with
  // its data and the refusal; 'Recargar' reopens it on the stored version. A refusal by field is shown
  // at the fields, the form kept open with its data.
  const refusal = useSaveRefusal()
  const clearRefusal = refusal.clear
  const [reopening, setReopening] = useState<Row['id'] | null>(null)
  useEffect(() => {
    if (reopening === null || list.loading) return
    const fresh = list.rows.find((row) => row.id === reopening)
    setReopening(null)
    clearRefusal()
    setEditing(fresh ? { row: fresh, key: Date.now() } : null)
  }, [reopening, list.rows, list.loading, clearRefusal])

  const toggle = (row: Row) => {
    let version: unknown
    return runAction(
      async () => {
        const answer = await api.post(`${config.endpoint}/toggle-active/${row.id}`)
        version = (answer.data as { version?: unknown } | undefined)?.version
        return answer
      },
      {
        success: config.toggle?.success ?? 'Estado actualizado',
        failure: config.toggle?.failure ?? 'Error al cambiar el estado',
      },
    ).then(async (ok) => {
      // The toggle made a new version: the row keeps it, so an edit opened now is not refused as stale (issue 28).
      const patch = { is_active: !row.is_active, ...(typeof version === 'string' ? { version } : {}) } as Partial<Row>
      if (ok) await list.patchRow((candidate) => candidate.id === row.id, patch)
      return ok
    })
  }

  const cells: RowCells<Row> = {
    name: (row, text) =>
      config.details ? (
        <button type="button" className="pm-link-btn" onClick={() => setDetails(config.details?.(row) ?? null)}>
          {text}
        </button>
      ) : (
        text
      ),
    status: (row) => (
      <StatusToggle
        active={Boolean(row.is_active)}
        name={config.itemName(row)}
        label={config.statusLabel}
        onToggle={() => toggle(row)}
      />
    ),
    actions: (row, options) => (
      <div className="pm-actions">
        {options?.toggle && (
          <StatusToggle
            active={Boolean(row.is_active)}
            name={config.itemName(row)}
            withLabel={false}
            onToggle={() => toggle(row)}
          />
        )}
        <button
          type="button"
          className="pm-icon-btn"
          title="Editar"
          aria-label={`Editar ${config.itemName(row)}`}
          onClick={() => setEditing({ row, key: Date.now() })}
        >
          <Icon name="edit" />
        </button>
        <button
          type="button"
          className="pm-icon-btn pm-icon-btn--danger"
          title="Eliminar"
          aria-label={`Eliminar ${config.itemName(row)}`}
          onClick={() => setDeleting(row)}
        >
          <Icon name="trash" />
        </button>
      </div>
    ),
    open: setPopup,
    rows: list.rows,
    reload: list.reload,
  }

  const { form } = config
  return (
    <div className="pm-screen">
      {!embedded && <Breadcrumb items={config.breadcrumb} />}
      <div className={`pm-head${embedded ? ' pm-head--end' : ''}`}>
        {!embedded && <h1>{config.breadcrumb[config.breadcrumb.length - 1]}</h1>}
        <button type="button" className="pm-btn" onClick={() => setEditing({ row: null, key: Date.now() })}>
          {config.addLabel}
        </button>
      </div>
      {extra}
      {config.bulk && <TrashSwitch view={view} listLabel={config.listTitle} onChange={setView} />}
      {view === 'trash' && config.bulk ? (
        <section className="pm-card" aria-label="Papelera">
          <TrashView
            endpoint={config.endpoint}
            pageSize={config.pageSize}
            itemName={(row) => config.itemName(row as unknown as Row)}
            onChanged={() => void list.reload()}
          />
        </section>
      ) : (
        <section className="pm-card" aria-label={config.listTitle}>
          <div className="pm-card__head">
            <div>
              <h2 className="pm-card__title">{config.listTitle}</h2>
              {config.counterLabel && <Counter count={list.rows.length} label={config.counterLabel} />}
            </div>
            <SearchBox placeholder={config.searchPlaceholder} onSearch={list.search} />
          </div>
          {config.bulk && (
            <BulkBar count={selected.length} actions={config.bulk} onAction={setBulkAction} onClear={clear} />
          )}
          <DataTable
            columns={config.columns(cells)}
            rows={list.rows}
            rowKey={(row) => row.id}
            empty={config.emptyText}
            loading={list.loading}
            selection={config.bulk ? selection : undefined}
            sorting={{ current: list.sort, onSort: list.sortBy }}
          />
          {list.loaded && (
            <Pagination total={list.total} page_size={list.pageSize} current_page={list.page} onChange={list.setPage} />
          )}
        </section>
      )}
      <BulkConfirm
        action={bulkAction}
        count={selected.length}
        onClose={() => setBulkAction(null)}
        onConfirm={async (action) => {
          const ok = await runBulk(config.endpoint, action, selected)
          clear()
          await list.reload()
          return ok
        }}
      />

      {editing && (
        <FormModal
          key={editing.key}
          title={editing.row ? form.editTitle : form.createTitle}
          submitLabel={form.submitLabel?.(editing.row)}
          fields={form.fields(editing.row)}
          schema={form.schema(editing.row)}
          initial={form.initial(editing.row)}
          single={form.single}
          aside={form.aside?.(editing.row)}
          status={form.status?.(editing.row)}
          conflict={refusal.conflict}
          serverErrors={refusal.refused}
          onReload={
            editing.row
              ? () => {
                  const id = editing.row!.id
                  void list.reload().then(() => setReopening(id))
                }
              : undefined
          }
          drafts={form.drafts ? { binding: form.drafts, row: editing.row as DraftRow | null } : undefined}
          history={
            editing.row && config.history ? { collection: config.history.collection, id: editing.row.id } : undefined
          }
          onRestored={() => void list.reload()}
          onClose={() => {
            setEditing(null)
            refusal.clear()
            // A draft may have been saved (or created) while the form was open.
            if (form.drafts) void list.reload()
          }}
          onSave={(values, saved) =>
            runAction(
              async () => {
                return refusal.read(await form.save(values, (saved ? asRecord<Row>(saved) : null) ?? editing.row))
              },
              { ...form.messages, shownInPlace: toldByNotice },
            ).then((ok) => {
              if (ok) void list.reload()
              return ok
            })
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        itemName={deleting ? config.itemName(deleting) : ''}
        keepOpenOnFailure={config.remove.keepOpenOnFailure}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          runAction(
            () =>
              api.delete(
                deleting && config.remove.url ? config.remove.url(deleting) : `${config.endpoint}/${deleting?.id}`,
              ),
            config.remove,
          ).then((ok) => {
            if (ok) void list.reload()
            return ok
          })
        }
      />
      <DetailsModal spec={details} onClose={() => setDetails(null)} />
      {popup}
    </div>
  )
}
