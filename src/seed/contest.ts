import type { Payload } from 'payload'

import { approveNomination } from '../contest/review'
import { candidateIdentity } from '../contest/identity'
import { mailboxKey } from '../lib/identity-keys'

type State = 'cdmx' | 'jalisco' | 'nuevo-leon' | 'puebla' | 'yucatan' | 'oaxaca'

/** Demo teachers (invented), each nominated `nominations` times and with `votes` confirmed votes. */
const TEACHERS: { nombre: string; apellido: string; escuela: string; estado: State; nominations: number; votes: number }[] = [
  { nombre: 'Guadalupe', apellido: 'Ramírez Soto', escuela: 'Primaria Benito Juárez', estado: 'cdmx', nominations: 3, votes: 12 },
  { nombre: 'Jorge', apellido: 'Medina Ruiz', escuela: 'Secundaria Técnica 45', estado: 'jalisco', nominations: 2, votes: 9 },
  { nombre: 'Alejandra', apellido: 'Treviño Garza', escuela: 'Colegio Monterrey', estado: 'nuevo-leon', nominations: 1, votes: 7 },
  { nombre: 'Martha', apellido: 'López Aguilar', escuela: 'Primaria Miguel Hidalgo', estado: 'puebla', nominations: 2, votes: 5 },
  { nombre: 'Ricardo', apellido: 'Canul Pech', escuela: 'Telesecundaria 12', estado: 'yucatan', nominations: 1, votes: 4 },
  { nombre: 'Sofía', apellido: 'Hernández Cruz', escuela: 'Jardín de Niños Rosaura Zapata', estado: 'cdmx', nominations: 1, votes: 3 },
  { nombre: 'Miguel', apellido: 'Santiago Mendoza', escuela: 'Primaria Rural Vicente Guerrero', estado: 'oaxaca', nominations: 1, votes: 2 },
  { nombre: 'Fernanda', apellido: 'Orozco Villa', escuela: 'Secundaria General 3', estado: 'jalisco', nominations: 1, votes: 1 },
]

const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')

/**
 * The contest's demo: approved nominations (so candidates with counts) and confirmed votes, so the
 * 'Votar' section and the leaderboard are never empty on a fresh start. Invented people on the
 * reserved example.com domain; seeding twice adds nothing (a teacher who is a candidate is skipped).
 */
export const seedContest = async (payload: Payload): Promise<number> => {
  let created = 0
  for (const teacher of TEACHERS) {
    const correo = `${slug(teacher.nombre)}.${slug(teacher.apellido)}@example.com`
    const identity = candidateIdentity(correo)
    const exists = await payload.count({ collection: 'candidates', where: { identity: { equals: identity } }, overrideAccess: true })
    if (exists.totalDocs > 0) continue
    let candidate = 0
    for (let n = 0; n < teacher.nominations; n += 1) {
      const nomination = await payload.create({
        collection: 'nominations',
        data: {
          userData: { nombre: 'Familia', apellido: `Demo ${n + 1}`, correo: `familia.demo${n + 1}@example.com`, escuela: teacher.escuela, estado: teacher.estado },
          professorData: { nombre: teacher.nombre, apellido: teacher.apellido, correo, escuela: teacher.escuela, estado: teacher.estado },
        },
        depth: 0,
        overrideAccess: true,
      })
      candidate = (await approveNomination(payload, nomination.id)).candidate
      created += 1
    }
    for (let v = 0; v < teacher.votes; v += 1) {
      const email = `votante.demo${v + 1}@example.com`
      const now = new Date().toISOString()
      await payload.create({
        collection: 'votes',
        data: { candidate, email, salt: 'demo', expiresAt: now, confirmedAt: now, countedKey: `${candidate}:${mailboxKey(email)}` },
        depth: 0,
        select: {},
        overrideAccess: true,
      })
      created += 1
    }
  }
  return created
}
