import type { Payload } from 'payload'

import { approveNomination } from '../contest/review'
import { candidateIdentity } from '../contest/identity'
import { todayIso } from '../lib/dates'
import { mailboxKey } from '../lib/identity-keys'

type State = 'cdmx' | 'jalisco' | 'nuevo-leon' | 'puebla' | 'yucatan' | 'oaxaca'

/** Demo teachers (invented), each nominated `nominations` times and with `votes` confirmed votes. */
const TEACHERS: {
  nombre: string
  apellido: string
  escuela: string
  estado: State
  nominations: number
  votes: number
}[] = [
  {
    nombre: 'Guadalupe',
    apellido: 'Ramírez Soto',
    escuela: 'Primaria Benito Juárez',
    estado: 'cdmx',
    nominations: 3,
    votes: 12,
  },
  {
    nombre: 'Jorge',
    apellido: 'Medina Ruiz',
    escuela: 'Secundaria Técnica 45',
    estado: 'jalisco',
    nominations: 2,
    votes: 9,
  },
  {
    nombre: 'Alejandra',
    apellido: 'Treviño Garza',
    escuela: 'Colegio Monterrey',
    estado: 'nuevo-leon',
    nominations: 1,
    votes: 7,
  },
  {
    nombre: 'Martha',
    apellido: 'López Aguilar',
    escuela: 'Primaria Miguel Hidalgo',
    estado: 'puebla',
    nominations: 2,
    votes: 5,
  },
  {
    nombre: 'Ricardo',
    apellido: 'Canul Pech',
    escuela: 'Telesecundaria 12',
    estado: 'yucatan',
    nominations: 1,
    votes: 4,
  },
  {
    nombre: 'Sofía',
    apellido: 'Hernández Cruz',
    escuela: 'Jardín de Niños Rosaura Zapata',
    estado: 'cdmx',
    nominations: 1,
    votes: 3,
  },
  {
    nombre: 'Miguel',
    apellido: 'Santiago Mendoza',
    escuela: 'Primaria Rural Vicente Guerrero',
    estado: 'oaxaca',
    nominations: 1,
    votes: 2,
  },
  {
    nombre: 'Fernanda',
    apellido: 'Orozco Villa',
    escuela: 'Secundaria General 3',
    estado: 'jalisco',
    nominations: 1,
    votes: 1,
  },
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
  let created = await seedContestSettings(payload)
  for (const teacher of TEACHERS) {
    const correo = `${slug(teacher.nombre)}.${slug(teacher.apellido)}@example.com`
    const identity = candidateIdentity(correo)
    const exists = await payload.count({
      collection: 'candidates',
      where: { identity: { equals: identity } },
      overrideAccess: true,
    })
    if (exists.totalDocs > 0) continue
    let candidate = 0
    for (let n = 0; n < teacher.nominations; n += 1) {
      const nomination = await payload.create({
        collection: 'nominations',
        data: {
          userData: {
            nombre: 'Familia',
            apellido: `Demo ${n + 1}`,
            correo: `familia.demo${n + 1}@example.com`,
            escuela: teacher.escuela,
            estado: teacher.estado,
          },
          professorData: {
            nombre: teacher.nombre,
            apellido: teacher.apellido,
            correo,
            escuela: teacher.escuela,
            estado: teacher.estado,
          },
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
        data: {
          candidate,
          email,
          salt: 'demo',
          expiresAt: now,
          confirmedAt: now,
          countedKey: `${candidate}:${mailboxKey(email)}`,
        },
        depth: 0,
        select: {},
        overrideAccess: true,
      })
      created += 1
    }
  }
  return created
}

/** The Mexico City day `offset` days from `now`, as the admin's day picker stores it (12:00 UTC). */
const dayFrom = (now: Date, offset: number): string => {
  const date = new Date(`${todayIso(now)}T12:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString()
}

/**
 * The demo contest runs now: nominations and voting open (voting a week after nominations), results
 * after both close; benefits, rewards, rules and prizes as staff would write them. Left alone once
 * staff (or a previous seed) set a calendar.
 */
export const seedContestSettings = async (payload: Payload, now = new Date()): Promise<number> => {
  const current = await payload.findGlobal({ slug: 'contest-settings', depth: 0, overrideAccess: true })
  if (current.nominationsStart || current.votingStart || current.rules?.length) return 0
  await payload.updateGlobal({
    slug: 'contest-settings',
    data: {
      nominationsStart: dayFrom(now, -14),
      nominationsEnd: dayFrom(now, 30),
      votingStart: dayFrom(now, -7),
      votingEnd: dayFrom(now, 45),
      resultsDate: dayFrom(now, 52),
      benefits:
        'Por cada nominación aprobada recibes 100 puntos ProfeMax en tu número de socio, canjeables en cualquier tienda participante.',
      rewards:
        'Cada voto confirmado te da una participación en la rifa mensual de paquetes de útiles escolares; la primera vez que votas recibes además 50 puntos ProfeMax.',
      rules: [
        { text: 'Puede nominar y votar cualquier persona mayor de 18 años que viva en México.' },
        { text: 'Solo pueden ser nominados docentes frente a grupo en una escuela pública o privada de México.' },
        { text: 'Cada nominación se revisa antes de publicarse; solo las aprobadas reciben votos.' },
        {
          text: 'Cuenta un voto por correo electrónico para cada profe, y solo cuando se confirma desde el enlace que enviamos.',
        },
        {
          text: 'Los votos confirmados hasta el último día de votación deciden a los ganadores; publicamos los resultados en esta página.',
        },
      ],
      prizes: [
        {
          place: '1.er lugar nacional',
          description: 'Una computadora portátil y $10,000 en productos para su salón de clases.',
        },
        {
          place: '2.º y 3.er lugar nacional',
          description: 'Una tableta y $5,000 en productos para su salón de clases.',
        },
        {
          place: 'El profe más votado de cada estado',
          description: 'Un paquete de material didáctico y un reconocimiento para su escuela.',
        },
      ],
    },
    depth: 0,
    overrideAccess: true,
  })
  return 1
}
