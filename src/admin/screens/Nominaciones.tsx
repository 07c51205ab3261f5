'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { CONTEST_API } from '../../lib/site-config'
import { MEXICAN_STATES } from '../../lib/states'
import { api, runAction } from '../kit/api'
import { Breadcrumb } from '../kit/Breadcrumb'
import { DataTable } from '../kit/DataTable'
import { Pagination } from '../kit/Pagination'
import { SearchBox } from '../kit/SearchBox'
import { notify } from '../../site/toast'

type Person = { nombre: string; apellido: string; correo: string; escuela: string; estado: string }
type Status = 'pending' | 'approved' | 'rejected'
type NominationRow = { id: number; userData: Person; professorData: Person; status: Status | null; createdAt: string }
type Page = { data: NominationRow[]; total: number; pageSize: number }

const PAGE_SIZE = 20
const STATE_NAMES = new Map<string, string>(MEXICAN_STATES.map(([value, label]) => [value, label]))
const STATUS_LABELS: Record<Status, string> = { pending: 'Pendiente', approved: 'Aprobada', rejected: 'Rechazada' }
const STATUS_BADGES: Record<Status, string> = { pending: 'pm-badge--warning', approved: 'pm-badge--success', rejected: 'pm-badge--muted' }
const dateLabel = (iso: string) => new Date(iso).toLocaleDateString('es-MX', { day: 'numeric', month: 'short', year: 'numeric' })

/**
 * 'Nominaciones' (admins; personal data): the contest's review. Approving makes the nominee a
 * candidate (one per teacher, with the count of approved nominations); rejecting keeps them out.
 */
export const NominacionesScreen = () => {
  const [status, setStatus] = useState<Status | ''>('pending')
  const [text, setText] = useState('')
  const [page, setPage] = useState(1)
  const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}), ...(text ? { q: text } : {}) })
  const { data, isLoading, mutate } = useSWR<Page>(`${CONTEST_API}/nominaciones?${query}`, (url: string) => api.get<Page>(url), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    onError: () => notify.error('Error al cargar las nominaciones'),
  })
  const rows = Array.isArray(data?.data) ? data.data : []

  const review = async (row: NominationRow, decision: 'aprobar' | 'rechazar') => {
    const ok = await runAction(() => api.post(`${CONTEST_API}/nominaciones/${row.id}/${decision}`), {
      success: decision === 'aprobar' ? 'Nominación aprobada.' : 'Nominación rechazada.',
      failure: 'No se pudo guardar la revisión. Inténtalo de nuevo.',
    })
    if (ok) await mutate()
  }

  const name = (person: Person) => `${person.nombre} ${person.apellido}`
  return (
    <div className="pm-screen">
      <Breadcrumb items={['Mi Profe Max', 'Nominaciones']} />
      <div className="pm-head">
        <h1>Nominaciones</h1>
      </div>
      <section className="pm-card" aria-label="Lista de nominaciones">
        <div className="pm-card__head">
          <div>
            <h2 className="pm-card__title">Lista de nominaciones</h2>
            <label className="pm-field">
              <span>Revisión</span>
              <select
                className="pm-input"
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as Status | '')
                  setPage(1)
                }}
              >
                <option value="pending">Pendientes</option>
                <option value="approved">Aprobadas</option>
                <option value="rejected">Rechazadas</option>
                <option value="">Todas</option>
              </select>
            </label>
          </div>
          <SearchBox
            placeholder="Buscar por profe, escuela o quien nomina..."
            onSearch={(value) => {
              setText(value.trim())
              setPage(1)
            }}
          />
        </div>
        <DataTable
          rows={rows}
          rowKey={(row) => row.id}
          loading={isLoading}
          empty="No hay nominaciones con estos filtros"
          columns={[
            {
              key: 'teacher',
              header: 'Profe nominado',
              render: (row) => (
                <>
                  <strong>{name(row.professorData)}</strong>
                  <div className="pm-muted">{row.professorData.escuela}</div>
                </>
              ),
            },
            { key: 'state', header: 'Estado', render: (row) => STATE_NAMES.get(row.professorData.estado) ?? row.professorData.estado },
            {
              key: 'by',
              header: 'Quien nomina',
              render: (row) => (
                <>
                  {name(row.userData)}
                  <div className="pm-muted">{row.userData.correo}</div>
                </>
              ),
            },
            { key: 'date', header: 'Fecha', render: (row) => dateLabel(row.createdAt) },
            {
              key: 'status',
              header: 'Revisión',
              render: (row) => <span className={`pm-badge ${STATUS_BADGES[row.status ?? 'pending']}`}>{STATUS_LABELS[row.status ?? 'pending']}</span>,
            },
            {
              key: 'actions',
              header: 'Acciones',
              render: (row) => (
                <div className="pm-actions">
                  {row.status !== 'approved' && (
                    <button type="button" className="pm-btn pm-btn--small" aria-label={`Aprobar la nominación de ${name(row.professorData)}`} onClick={() => review(row, 'aprobar')}>
                      Aprobar
                    </button>
                  )}
                  {row.status !== 'rejected' && (
                    <button
                      type="button"
                      className="pm-btn pm-btn--small pm-btn--secondary"
                      aria-label={`Rechazar la nominación de ${name(row.professorData)}`}
                      onClick={() => review(row, 'rechazar')}
                    >
                      Rechazar
                    </button>
                  )}
                </div>
              ),
            },
          ]}
        />
        {data && <Pagination total={data.total} page_size={PAGE_SIZE} current_page={page} onChange={setPage} />}
      </section>
    </div>
  )
}
