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
