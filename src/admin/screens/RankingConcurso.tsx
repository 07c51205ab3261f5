'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { CONTEST_API } from '../../lib/site-config'
import { api } from '../kit/api'
import { Breadcrumb } from '../kit/Breadcrumb'
import { DataTable } from '../kit/DataTable'
import { notify } from '../../site/toast'
import { StateOptions } from '../../site/contest/StateOptions'

type Ranked = {
  id: number
  nombre: string
  apellido: string
  escuela: string
  estadoNombre: string
  votes: number
  nominations: number
}

/** 'Ranking' (staff): every approved candidate by confirmed votes, by state, with the CSV export. */
export const RankingConcursoScreen = () => {
  const [estado, setEstado] = useState('')
  const query = estado ? `?estado=${encodeURIComponent(estado)}` : ''
  const { data, isLoading } = useSWR<Ranked[]>(
    `${CONTEST_API}/ranking/completo${query}`,
    (url: string) => api.get<Ranked[]>(url),
    {
      revalidateOnFocus: false,
      onError: () => notify.error('Error al cargar el ranking'),
    },
  )
  const rows = Array.isArray(data) ? data.map((row, index) => ({ ...row, place: index + 1 })) : []
  return (
    <div className="pm-screen">
      <Breadcrumb items={['Mi Profe Max', 'Ranking']} />
      <div className="pm-head">
        <h1>Ranking del concurso</h1>
        <a className="pm-btn" href={`${CONTEST_API}/ranking/completo.csv${query}`} download>
          Exportar CSV
        </a>
      </div>
      <section className="pm-card" aria-label="Ranking completo">
        <div className="pm-card__head">
          <h2 className="pm-card__title">Profes aprobados por votos confirmados</h2>
          <label className="pm-field">
            <span>Estado</span>
            <select className="pm-input" value={estado} onChange={(event) => setEstado(event.target.value)}>
              <StateOptions emptyLabel="Todo México" />
            </select>
          </label>
        </div>
        <DataTable
          rows={rows}
          rowKey={(row) => row.id}
          loading={isLoading}
          empty="Aún no hay profes aprobados"
          columns={[
            { key: 'place', header: 'Lugar', render: (row) => row.place, width: '70px' },
            { key: 'name', header: 'Profe', render: (row) => `${row.nombre} ${row.apellido}` },
            { key: 'school', header: 'Escuela', render: (row) => row.escuela },
            { key: 'state', header: 'Estado', render: (row) => row.estadoNombre },
            { key: 'votes', header: 'Votos confirmados', render: (row) => row.votes },
            { key: 'nominations', header: 'Nominaciones', render: (row) => row.nominations },
          ]}
        />
      </section>
    </div>
  )
}
