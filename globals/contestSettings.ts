import type { DateField, Field, GlobalConfig } from 'payload'

import { anyone, staffOnly } from '../src/access'
import { dayOf } from '../src/contest/phase'
import { textField } from '../src/fields'
import { revalidateGlobal } from '../collections/hooks/revalidate'

export const CONTEST_SETTINGS_SLUG = 'contest-settings'

const BEFORE_START = 'La fecha de cierre no puede ser anterior a la de apertura.'

/** A day picked in the admin (dd/MM/yyyy), stored at 12:00 UTC: its day is the day picked. */
const day = (
  name: string,
  label: string,
  description: string,
  after?: { field: string; message: string },
): DateField => ({
  name,
  label,
  type: 'date',
  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' }, description, width: '50%' },
  validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
    if (!after || !value) return true
    const own = dayOf(value)
    const other = dayOf(siblingData[after.field])
    return own && other && own < other ? after.message : true
  },
})

const list = (name: string, label: string, singular: string, fields: Field[]): Field => ({
  name,
  label,
  type: 'array',
  maxRows: 30,
  labels: { singular, plural: label },
  fields,
})

/**
 * The contest's calendar, rules and prizes (issue 31): what the public contest pages show and what the
 * server allows (src/contest/phase.ts). Staff edit it in Payload's own global screen, in Spanish.
 */
export const ContestSettings: GlobalConfig = {
  slug: CONTEST_SETTINGS_SLUG,
  label: 'Concurso: fechas y bases',
  admin: {
    group: 'Concurso',
    description:
      'Fechas de cada etapa de Mi Profe Max (hora del centro de México), bases y premios. Una fecha vacía no limita su etapa.',
  },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [revalidateGlobal(CONTEST_SETTINGS_SLUG)] },
  fields: [
    {
      type: 'row',
      fields: [
        day('nominationsStart', 'Abren las nominaciones', 'Desde el inicio de este día se reciben nominaciones.'),
        day('nominationsEnd', 'Cierran las nominaciones', 'Último día para nominar.', {
          field: 'nominationsStart',
          message: BEFORE_START,
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        day('votingStart', 'Abre la votación', 'Desde el inicio de este día se reciben votos.'),
        day('votingEnd', 'Cierra la votación', 'Último día para votar y confirmar un voto.', {
          field: 'votingStart',
          message: BEFORE_START,
        }),
      ],
    },
    day(
      'resultsDate',
      'Publicación de resultados',
      'Desde este día la página anuncia los resultados y no recibe nominaciones ni votos.',
      {
        field: 'votingEnd',
        message: 'Los resultados no pueden publicarse antes de que cierre la votación.',
      },
    ),
    {
      ...textField({ name: 'benefits', label: 'Beneficios por nominar', textarea: true, maxLength: 1000 }),
      admin: { description: 'Qué recibe quien nomina (se muestra junto a «Nomina y gana beneficios»).' },
    },
    {
      ...textField({ name: 'rewards', label: 'Recompensas por votar', textarea: true, maxLength: 1000 }),
      admin: { description: 'Qué recibe quien vota (se muestra junto a «Vota y recibe recompensas»).' },
    },
    list('rules', 'Bases del concurso', 'Base', [
      textField({ name: 'text', label: 'Texto', requiredMessage: 'Escribe la base.', maxLength: 500, textarea: true }),
    ]),
    list('prizes', 'Premios', 'Premio', [
      textField({
        name: 'place',
        label: 'Lugar o categoría',
        requiredMessage: 'Escribe el lugar o la categoría.',
        maxLength: 100,
      }),
      textField({ name: 'description', label: 'Premio', requiredMessage: 'Describe el premio.', maxLength: 500 }),
    ]),
  ],
}
