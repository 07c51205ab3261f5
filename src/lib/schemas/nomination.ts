import { z } from 'zod'

import { STATE_VALUES } from '../states'

const required = z.string('Obligatorio').trim().min(1, 'Obligatorio')

export const nominationPersonSchema = z.object({
  nombre: required.max(100, 'Máximo 100 caracteres'),
  apellido: required.max(100, 'Máximo 100 caracteres'),
  correo: required
    .max(254, 'Máximo 254 caracteres')
    .pipe(z.email('Formato inválido'))
    .transform((v) => v.toLowerCase()),
  escuela: required.max(255, 'Máximo 255 caracteres'),
  estado: z.enum(STATE_VALUES, 'Selecciona un estado'),
})

/** A nomination: who nominates (userData) and the teacher nominated (professorData). */
export const nominationSchema = z.object({
  userData: nominationPersonSchema,
  professorData: nominationPersonSchema,
})

export type Nomination = z.output<typeof nominationSchema>

/** The wizard's steps and field labels, so a refusal names where to look (form and server alike). */
export const NOMINATION_STEPS = { userData: 'Paso 1', professorData: 'Paso 2' } as const
export const NOMINATION_FIELDS = {
  nombre: 'Nombre',
  apellido: 'Apellido',
  correo: 'Correo electrónico',
  escuela: 'Escuela',
  estado: 'Estado',
} as const

/** 'Paso 1 · Correo electrónico: Formato inválido' for the issue at `userData.correo`. */
export const nominationIssueText = (path: readonly PropertyKey[], message: string): string => {
  const [group, field] = path.map(String)
  const step = NOMINATION_STEPS[group as keyof typeof NOMINATION_STEPS]
  const label = NOMINATION_FIELDS[field as keyof typeof NOMINATION_FIELDS]
  if (!step) return message
  return label ? `${step} · ${label}: ${message}` : `${step}: ${message}`
}

/** Sent twice (the same nominator and the same teacher): stored once, the second answer is a 409. */
export const NOMINATION_DUPLICATE = 'Ya enviaste esta nominación: no hace falta enviarla de nuevo.'
