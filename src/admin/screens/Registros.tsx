'use client'

import { PROGRAM_PATHS } from '../../contract/paths'
import type { RegistrationRow } from '../../program/people'
import { MEXICAN_STATES } from '../../lib/states'
import { PeopleScreen, whenLabel } from './program/PeopleScreen'

/** The rows are the server's (src/program/people.ts): one shape for the list, the details and the CSV. */
type Registration = RegistrationRow

const STATE_NAMES = new Map<string, string>(MEXICAN_STATES.map(([value, label]) => [value, label]))
const fullName = (row: Registration) => `${row.nombre} ${row.apellido}`

/** 'Registros' (admins; personal data): the teachers who joined the points programme. */
export const RegistrosScreen = () => (
  <PeopleScreen<Registration>
    dataset="registrations"
    title="Registros"
    breadcrumb={['Programa', 'Registros']}
    list={PROGRAM_PATHS.registrations}
    excel
    searchPlaceholder="Buscar por nombre, correo, cédula o escuela..."
    stateLabel="Estado (por código postal)"
    empty="No hay registros con estos filtros"
    person={(row) => ({ name: fullName(row), email: row.email })}
    columns={[
      {
        key: 'name',
        header: 'Nombre',
        render: (row) => (
          <>
            <strong>{fullName(row)}</strong>
            <div className="pm-muted">{row.email}</div>
          </>
        ),
      },
      { key: 'cedula', header: 'Cédula profesional', render: (row) => row.cedula },
      { key: 'school', header: 'Escuela', render: (row) => row.escuela },
      { key: 'state', header: 'Estado', render: (row) => (row.estado ? STATE_NAMES.get(row.estado) : null) ?? '—' },
      { key: 'code', header: 'Código de socio', render: (row) => <code>{row.member_code ?? '—'}</code> },
      { key: 'date', header: 'Fecha de registro', render: (row) => whenLabel(row.createdAt) },
    ]}
    details={(row) => ({
      title: fullName(row),
      fields: [
        { label: 'Código de socio', value: row.member_code ?? '—' },
        { label: 'Correo electrónico', value: row.email },
        { label: 'Teléfono', value: row.telefono },
        { label: 'Fecha de nacimiento', value: row.fecha_nac },
        { label: 'Código postal', value: row.cp },
        { label: 'Estado', value: (row.estado ? STATE_NAMES.get(row.estado) : null) ?? '—' },
        { label: 'Cédula profesional', value: row.cedula },
        { label: 'Escuela', value: row.escuela },
        { label: 'Fecha de registro', value: whenLabel(row.createdAt) },
      ],
    })}
  />
)
