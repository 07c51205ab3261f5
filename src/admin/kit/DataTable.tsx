'use client'

import type { ReactNode } from 'react'

import type { ListSort, SortField } from '../../lib/schemas/list-actions'

/** `sort`: the field the column orders the list by on the server (issue 28), when it is sortable. */
export type Column<Row> = {
  key: string
  header: string
  render: (row: Row) => ReactNode
  width?: string
  sort?: SortField
}

/** Row checkboxes and 'Seleccionar todos en esta página' (the list's bulk actions). */
export type Selection<Row> = {
  isSelected: (row: Row) => boolean
  toggle: (row: Row) => void
  /** Selects the page's rows, or clears them when all are selected. */
  toggleAll: () => void
  label: (row: Row) => string
}

/** The list's order and how to change it: a sortable header toggles ascending/descending. */
export type Sorting = { current: ListSort | null; onSort: (field: SortField) => void }

type Props<Row> = {
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  empty: string
  loading?: boolean
  selection?: Selection<Row>
  sorting?: Sorting
}

const ariaSort = (column: { sort?: SortField }, sorting?: Sorting) =>
  column.sort && sorting?.current?.field === column.sort
    ? sorting.current.descending
      ? ('descending' as const)
      : ('ascending' as const)
    : column.sort
      ? ('none' as const)
      : undefined

const SortHeader = ({ header, field, sorting }: { header: string; field: SortField; sorting: Sorting }) => {
  const active = sorting.current?.field === field
  const arrow = active ? (sorting.current?.descending ? '▼' : '▲') : '↕'
  return (
    <button
      type="button"
      className={`pm-sort${active ? ' pm-sort--active' : ''}`}
      onClick={() => sorting.onSort(field)}
      title={`Ordenar por ${header.toLowerCase()}`}
    >
      {header}
      <span className="pm-sort__arrow" aria-hidden="true">
        {arrow}
      </span>
    </button>
  )
}

export const DataTable = <Row,>({ columns, rows, rowKey, empty, loading, selection, sorting }: Props<Row>) => {
  const allSelected = Boolean(selection) && rows.length > 0 && rows.every((row) => selection!.isSelected(row))
  const someSelected = Boolean(selection) && rows.some((row) => selection!.isSelected(row))
  const span = columns.length + (selection ? 1 : 0)
  return (
    <div className="pm-table-wrap">
      <table className={`pm-table${loading ? ' pm-table__loading' : ''}`} aria-busy={loading || undefined}>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="pm-table__select">
                <input
                  type="checkbox"
                  aria-label="Seleccionar todos en esta página"
                  title="Seleccionar todos en esta página"
                  checked={allSelected}
                  ref={(input) => {
                    if (input) input.indeterminate = someSelected && !allSelected
                  }}
                  disabled={rows.length === 0}
                  onChange={selection.toggleAll}
                />
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={column.width ? { width: column.width } : undefined}
                aria-sort={sorting ? ariaSort(column, sorting) : undefined}
              >
                {column.sort && sorting ? (
                  <SortHeader header={column.header} field={column.sort} sorting={sorting} />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="pm-table__empty" colSpan={span}>
                {loading ? 'Cargando...' : empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} aria-selected={selection ? selection.isSelected(row) : undefined}>
                {selection && (
                  <td className="pm-table__select">
                    <input
                      type="checkbox"
                      aria-label={`Seleccionar ${selection.label(row)}`}
                      checked={selection.isSelected(row)}
                      onChange={() => selection.toggle(row)}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
