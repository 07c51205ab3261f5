'use client'

import type { ReactNode } from 'react'

export type Column<Row> = { key: string; header: string; render: (row: Row) => ReactNode; width?: string }

type Props<Row> = {
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  empty: string
  loading?: boolean
}

export const DataTable = <Row,>({ columns, rows, rowKey, empty, loading }: Props<Row>) => (
  <div className="pm-table-wrap">
    <table className={`pm-table${loading ? ' pm-table__loading' : ''}`} aria-busy={loading || undefined}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td className="pm-table__empty" colSpan={columns.length}>
              {loading ? 'Cargando...' : empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
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
