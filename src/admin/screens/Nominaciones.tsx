'use client'

import { useState } from 'react'

import { CONTEST_API } from '../../lib/site-config'
import { MEXICAN_STATES } from '../../lib/states'
import { api, runAction } from '../kit/api'
import { PeopleScreen, whenLabel } from './program/PeopleScreen'

type Person = { nombre: string; apellido: string; correo: string; escuela: string; estado: string }
type Status = 'pending' | 'approved' | 'rejected'
type NominationRow = { id: number; userData: Person; professorData: Person; status: Status | null; createdAt: string }

const STATE_NAMES = new Map<string, string>(MEXICAN_STATES.map(([value, label]) => [value, label]))
const STATUS_LABELS: Record<Status, string> = { pending: 'Pendiente', approved: 'Aprobada', rejected: 'Rechazada' }
const STATUS_BADGES: Record<Status, string> = {
  pending: 'pm-badge--warning',
  approved: 'pm-badge--success',
  rejected: 'pm-badge--muted',
}
const name = (person: Person) => `${person.nombre} ${person.apellido}`
const stateName = (value: string) => STATE_NAMES.get(value) ?? value

/**
 * 'Nominaciones' (admins; personal data): the contest's review on the programme's data screen.
 * Approving makes the nominee a candidate (one per teacher, with the count of approved
 * nominations); rejecting keeps them out. Deleting on request erases the nominator's data.
 */
export const NominacionesScreen = () => {
  const [status, setStatus] = useState<Status | ''>('pending')

  const review = async (row: NominationRow, decision: 'aprobar' | 'rechazar', reload: () => Promise<unknown>) => {
    const ok = await runAction(() => api.post(`${CONTEST_API}/nominaciones/${row.id}/${decision}`), {
      success: decision === 'aprobar' ? 'Nominación aprobada.' : 'Nominación rechazada.',
      failure: 'No se pudo guardar la revisión. Inténtalo de nuevo.',
    })
    if (ok) await reload()
  }

  return (
    <PeopleScreen<NominationRow>
      dataset="nominations"
      title="Nominaciones"
      breadcrumb={['Mi Profe Max', 'Nominaciones']}
      list={`${CONTEST_API}/nominaciones`}
      searchPlaceholder="Buscar por profe, escuela o quien nomina..."
      stateLabel="Estado del profe"
      empty="No hay nominaciones con estos filtros"
      person={(row) => ({ name: name(row.userData), email: row.userData.correo })}
      extraFilters={{
        params: status ? { status } : {},
        render: (resetPage) => (
          <label className="pm-field">
            <span>Revisión</span>
            <select
              className="pm-input"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as Status | '')
                resetPage()
              }}
            >
              <option value="pending">Pendientes</option>
              <option value="approved">Aprobadas</option>
              <option value="rejected">Rechazadas</option>
              <option value="">Todas</option>
            </select>
          </label>
        ),
      }}
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
        { key: 'state', header: 'Estado', render: (row) => stateName(row.professorData.estado) },
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
        { key: 'date', header: 'Fecha', render: (row) => whenLabel(row.createdAt) },
        {
          key: 'status',
          header: 'Revisión',
          render: (row) => (
            <span className={`pm-badge ${STATUS_BADGES[row.status ?? 'pending']}`}>
              {STATUS_LABELS[row.status ?? 'pending']}
            </span>
          ),
        },
      ]}
      rowActions={(row, reload) => (
        <>
          {row.status !== 'approved' && (
            <button
              type="button"
              className="pm-btn pm-btn--small"
              aria-label={`Aprobar la nominación de ${name(row.professorData)}`}
              onClick={() => review(row, 'aprobar', reload)}
            >
              Aprobar
            </button>
          )}
          {row.status !== 'rejected' && (
            <button
              type="button"
              className="pm-btn pm-btn--small pm-btn--secondary"
              aria-label={`Rechazar la nominación de ${name(row.professorData)}`}
              onClick={() => review(row, 'rechazar', reload)}
            >
              Rechazar
            </button>
          )}
        </>
      )}
      details={(row) => ({
        title: `Nominación de ${name(row.professorData)}`,
        fields: [
          { label: 'Profe nominado', value: name(row.professorData) },
          { label: 'Correo del profe', value: row.professorData.correo },
          { label: 'Escuela', value: row.professorData.escuela },
          { label: 'Estado', value: stateName(row.professorData.estado) },
          { label: 'Quien nomina', value: name(row.userData) },
          { label: 'Correo de quien nomina', value: row.userData.correo },
          { label: 'Escuela de quien nomina', value: row.userData.escuela },
          { label: 'Estado de quien nomina', value: stateName(row.userData.estado) },
          { label: 'Revisión', value: STATUS_LABELS[row.status ?? 'pending'] },
          { label: 'Fecha', value: whenLabel(row.createdAt) },
        ],
      })}
    />
  )
}
