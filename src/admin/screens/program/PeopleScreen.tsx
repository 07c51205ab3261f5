'use client'

import { useState, type ReactNode } from 'react'
import useSWR from 'swr'

import { PROGRAM_PATHS } from '../../../contract/paths'
import { MEXICAN_STATES } from '../../../lib/states'
import { notify } from '../../../site/toast'
import { api, runAction } from '../../kit/api'
import { Breadcrumb } from '../../kit/Breadcrumb'
import { ConfirmDialog } from '../../kit/ConfirmDialog'
import { DataTable, type Column } from '../../kit/DataTable'
import { DetailsModal, type DetailsSpec } from '../../kit/DetailsModal'
import { Dialog } from '../../kit/Dialog'
import { Pagination } from '../../kit/Pagination'
import { SearchBox } from '../../kit/SearchBox'
import '../../program.css'

/** `next`: the following page's cursor (keyset paging: sent back as `after` with that page's number); `url`: what was asked. */
type Page<Row> = { data: Row[]; total: number; pageSize: number; next?: string | null; url?: string }
type AuditLine = {
  id: number
  action: 'export' | 'delete' | 'read'
  rows: number
  filter: string | null
  userName: string | null
  createdAt: string
  folio?: string | null
}

export type PeopleScreenProps<Row extends { id: number }> = {
  dataset: 'registrations' | 'nominations'
  title: string
  breadcrumb: string[]
  /** The list's contract path; `${list}.csv` exports, `${list}/{id}` deletes on request. */
  list: string
  /** `${list}.xlsx` exists too (registrations, issue 28): 'Exportar Excel' beside 'Exportar CSV'. */
  excel?: boolean
  searchPlaceholder: string
  /** 'Estado' of whom (the nominee, the registration's postal code). */
  stateLabel: string
  columns: Column<Row>[]
  details: (row: Row) => DetailsSpec
  /** Who the deletion is about, as the confirmation names them. */
  person: (row: Row) => { name: string; email: string }
  /** Screen-specific filters (nominations: the review), kept in the query. */
  extraFilters?: { params: Record<string, string>; render: (reset: () => void) => ReactNode }
  rowActions?: (row: Row, reload: () => Promise<unknown>) => ReactNode
  empty: string
}

const dateTime = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
export const whenLabel = (iso: string): string => dateTime.format(new Date(iso))

// One audit line for either format (the export is the same rows under the same filter).
const ACTION_WORDS = {
  export: 'Exportó (CSV o Excel)',
  delete: 'Eliminó a petición',
  read: 'Consultó por la API',
} as const

/**
 * A list of the programme's personal data (admins): the kit's table with search, date range,
 * state and screen filters, paging, details, deletion on request and the filtered CSV export,
 * with the audit of exports and deletions below. 'Registros' and 'Nominaciones' are two configs.
 */
export const PeopleScreen = <Row extends { id: number }>(props: PeopleScreenProps<Row>) => {
  const { dataset, list, columns } = props
  const [text, setText] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [state, setState] = useState('')
  const [page, setPage] = useState(1)
  // The cursor the previous page gave for this one: 'Siguiente página' reads by keyset, at any depth.
  const [cursor, setCursor] = useState<{ page: number; after: string } | null>(null)
  const [details, setDetails] = useState<DetailsSpec | null>(null)
  const [deleting, setDeleting] = useState<Row | null>(null)
  // Deletion on request (issue 28): the reason the person gave, and the receipt to give them.
  const [reason, setReason] = useState('')
  const [receipt, setReceipt] = useState<{ folio: string; text: string } | null>(null)

  const filters = new URLSearchParams({
    ...(text ? { q: text } : {}),
    ...(from ? { desde: from } : {}),
    ...(to ? { hasta: to } : {}),
    ...(state ? { estado: state } : {}),
    ...props.extraFilters?.params,
  })
  const after: Record<string, string> = cursor?.page === page ? { after: cursor.after } : {}
  const listUrl = `${list}?${new URLSearchParams({ ...Object.fromEntries(filters), page: String(page), ...after })}`
  const exportUrl = (format: 'csv' | 'xlsx') => `${list}.${format}${filters.size ? `?${filters}` : ''}`
  const { data, isLoading, mutate } = useSWR<Page<Row>>(
    listUrl,
    (url: string) => api.get<Page<Row>>(url).then((body) => ({ ...body, url })),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      onError: () => notify.error('No se pudo cargar la lista. Inténtalo de nuevo.'),
    },
  )
  const audit = useSWR<{ data: AuditLine[] }>(
    `${PROGRAM_PATHS.audit}?datos=${dataset}`,
    (url: string) => api.get<{ data: AuditLine[] }>(url),
    { revalidateOnFocus: false },
  )
  const rows = Array.isArray(data?.data) ? data.data : []
  const resetPage = () => setPage(1)
  const goTo = (next: number) => {
    // Only the shown page's own cursor (not a previous page's or filter's, kept on screen while loading).
    setCursor(next === page + 1 && data?.url === listUrl && data.next ? { page: next, after: data.next } : null)
    setPage(next)
  }
  const badRange = Boolean(from && to && from > to)

  const erase = async (row: Row): Promise<boolean> => {
    // The server's message says how many rows went (registrations, nominations, votes).
    const ok = await runAction(
      async () => {
        const answer = await api.delete(
          `${list}/${row.id}${reason.trim() ? `?motivo=${encodeURIComponent(reason.trim())}` : ''}`,
        )
        if (!answer.error && typeof answer.receipt === 'string')
          setReceipt({ folio: String(answer.folio ?? ''), text: answer.receipt })
        return answer
      },
      {
        success: 'Datos eliminados a petición de la persona.',
        failure: 'No se pudieron eliminar los datos. Inténtalo de nuevo.',
      },
    )
    if (ok) {
      setReason('')
      await Promise.all([mutate(), audit.mutate()])
    }
    return ok
  }

  const allColumns: Column<Row>[] = [
    ...columns,
    {
      key: 'actions',
      header: 'Acciones',
      render: (row) => {
        const { name } = props.person(row)
        return (
          <div className="pm-actions">
            <button
              type="button"
              className="pm-btn pm-btn--small pm-btn--secondary"
              aria-label={`Ver detalles de ${name}`}
              onClick={() => setDetails(props.details(row))}
            >
              Ver
            </button>
            {props.rowActions?.(row, mutate)}
            <button
              type="button"
              className="pm-btn pm-btn--small pm-btn--danger"
              aria-label={`Eliminar los datos de ${name}`}
              onClick={() => setDeleting(row)}
            >
              Eliminar datos
            </button>
          </div>
        )
      },
    },
  ]

  return (
    <div className="pm-screen pm-people">
      <Breadcrumb items={props.breadcrumb} />
      <div className="pm-head">
        <h1>{props.title}</h1>
      </div>
      <section className="pm-card" aria-label={`Lista de ${props.title.toLowerCase()}`}>
        <div className="pm-card__head">
          <h2 className="pm-card__title">Lista de {props.title.toLowerCase()}</h2>
          <SearchBox
            placeholder={props.searchPlaceholder}
            onSearch={(value) => {
              setText(value.trim())
              resetPage()
            }}
          />
        </div>
        <div className="pm-filters" role="group" aria-label="Filtros">
          <label className="pm-field">
            <span>Desde</span>
            <input
              className="pm-input"
              type="date"
              value={from}
              onChange={(event) => {
                setFrom(event.target.value)
                resetPage()
              }}
            />
          </label>
          <label className="pm-field">
            <span>Hasta</span>
            <input
              className="pm-input"
              type="date"
              value={to}
              onChange={(event) => {
                setTo(event.target.value)
                resetPage()
              }}
            />
          </label>
          <label className="pm-field">
            <span>{props.stateLabel}</span>
            <select
              className="pm-input"
              value={state}
              onChange={(event) => {
                setState(event.target.value)
                resetPage()
              }}
            >
              <option value="">Todos los estados</option>
              {MEXICAN_STATES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          {props.extraFilters?.render(resetPage)}
          {(props.excel ? (['csv', 'xlsx'] as const) : (['csv'] as const)).map((format) => (
            <a
              key={format}
              className={`pm-btn${badRange ? ' pm-btn--disabled' : ''}`}
              href={badRange ? undefined : exportUrl(format)}
              aria-disabled={badRange || undefined}
              download
              // The export is recorded before its first byte: show the new audit line.
              onClick={() => setTimeout(() => void audit.mutate(), 1500)}
            >
              {format === 'csv' ? 'Exportar CSV' : 'Exportar Excel'}
            </a>
          ))}
        </div>
        {badRange && (
          <p className="pm-notice" role="alert">
            La fecha inicial es posterior a la final.
          </p>
        )}
        <DataTable
          rows={badRange ? [] : rows}
          rowKey={(row) => row.id}
          loading={isLoading}
          empty={props.empty}
          columns={allColumns}
        />
        {data && !badRange && (
          <Pagination total={data.total} page_size={data.pageSize} current_page={page} onChange={goTo} />
        )}
      </section>

      <section className="pm-card" aria-labelledby={`pm-audit-${dataset}`}>
        <h2 id={`pm-audit-${dataset}`} className="pm-card__title">
          Auditoría: exportaciones y eliminaciones
        </h2>
        {audit.data?.data.length ? (
          <ul className="pm-audit">
            {audit.data.data.map((line) => (
              <li key={line.id} data-audit={line.action}>
                <span className={`pm-badge ${line.action === 'delete' ? 'pm-badge--warning' : 'pm-badge--info'}`}>
                  {ACTION_WORDS[line.action]}
                </span>
                <time dateTime={line.createdAt}>{whenLabel(line.createdAt)}</time>
                <span>{line.userName ?? 'Usuario eliminado'}</span>
                <span>· {line.rows} fila(s)</span>
                {line.folio && <span>· Folio {line.folio}</span>}
                {line.filter && <span className="pm-muted">· {line.filter}</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="pm-muted">Todavía no hay exportaciones ni eliminaciones.</p>
        )}
      </section>

      <DetailsModal spec={details} onClose={() => setDetails(null)} />
      <ConfirmDialog
        open={deleting !== null}
        itemName={deleting ? props.person(deleting).name : ''}
        title="Eliminar datos a petición"
        keepOpenOnFailure
        onConfirm={() => (deleting ? erase(deleting) : Promise.resolve(false))}
        onClose={() => setDeleting(null)}
      >
        <p>
          Se eliminarán el registro, las nominaciones enviadas o recibidas y los votos de{' '}
          <strong>{deleting ? props.person(deleting).email : ''}</strong>. Quedará constancia en la auditoría (sin datos
          personales).
        </p>
        <label className="pm-field pm-field--full">
          <span>Motivo de la solicitud</span>
          <textarea
            className="pm-input"
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={reason.length > 500 || undefined}
          />
          <span className={reason.length > 500 ? 'pm-field__error' : 'pm-muted'}>
            {reason.length > 500 ? `Máximo 500 caracteres (llevas ${reason.length}).` : `${reason.length}/500`}
          </span>
        </label>
      </ConfirmDialog>
      <Dialog
        open={receipt !== null}
        title="Constancia de eliminación"
        onClose={() => setReceipt(null)}
        footer={
          <>
            <button
              type="button"
              className="pm-btn pm-btn--secondary"
              onClick={() => void navigator.clipboard?.writeText(receipt?.text ?? '')}
            >
              Copiar
            </button>
            <button type="button" className="pm-btn pm-btn--secondary" onClick={() => window.print()}>
              Imprimir
            </button>
            <button type="button" className="pm-btn" onClick={() => setReceipt(null)}>
              Cerrar
            </button>
          </>
        }
      >
        <p>Entrega esta constancia a la persona. El folio {receipt?.folio} queda en la auditoría; sus datos no.</p>
        <pre className="pm-receipt">{receipt?.text}</pre>
      </Dialog>
    </div>
  )
}
