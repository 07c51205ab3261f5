import { z } from 'zod'

import { isIsoDay, todayIso } from '../dates'
import { cedulaKey } from '../identity-keys'
import { maxBirthDate, nationalPhone } from './registration-fields'

/** Our message (the spec gives none for the format): docs/spec-deviations.md. */
export const CEDULA_FORMAT = 'Solo números, hasta 8 dígitos'

const name = z
  .string('Obligatorio')
  .trim()
  .min(1, 'Obligatorio')
  .min(2, 'Mínimo 2 caracteres')
  .max(100, 'Máximo 100 caracteres')

/** The registration form's address rule ('Obligatorio', 'Formato inválido'), lower-cased. */
const email = z
  .string('Obligatorio')
  .trim()
  .min(1, 'Obligatorio')
  .max(254, 'Máximo 254 caracteres')
  .pipe(z.email('Formato inválido'))
  .transform((v) => v.toLowerCase())

/**
 * The registration form (public-site section 5), shared by the modal and the server.
 * `today` is a parameter so the age rule can be tested on any day.
 */
export const registrationSchema = (today: string = todayIso()) =>
  z.object({
    nombre: name,
    apellido: name,
    email,
    telefono: z
      .string('Obligatorio')
      .trim()
      .min(1, 'Obligatorio')
      .regex(/^\+?[\d\s\-()]+$/, 'Solo números y +')
      // '+52 55 1234 5678' is a Mexican number with its country code: stored as its ten national digits
      // as typed (issue 31, docs/spec-deviations.md).
      .transform(nationalPhone)
      .superRefine((value, ctx) => {
        const digits = value.replace(/\D/g, '').length
        if (digits < 10) ctx.addIssue({ code: 'custom', message: 'Mínimo 10 dígitos' })
        else if (digits > 10) ctx.addIssue({ code: 'custom', message: 'Máximo 10 dígitos' })
      }),
    fecha_nac: z
      .string('Obligatoria')
      .trim()
      .min(1, 'Obligatoria')
      .refine(isIsoDay, 'Obligatoria')
      .refine((day) => day <= today, 'No futura')
      .refine((day) => day > today || day <= maxBirthDate(today), 'Debes tener al menos 18 años'),
    cp: z
      .string('Obligatorio')
      .trim()
      .min(1, 'Obligatorio')
      .regex(/^\d{5}$/, 'CP inválido'),
    // A cédula profesional is a number of up to 8 digits (src/lib/identity-keys.ts); spaces, dashes and
    // dots are accepted as typed, letters are not (the spec gives only 'Obligatorio' and the minimum:
    // docs/spec-deviations.md).
    cedula: name.max(30, 'Máximo 30 caracteres').refine((value) => cedulaKey(value) !== null, CEDULA_FORMAT),
    escuela: z
      .string('Obligatorio')
      .trim()
      .min(1, 'Obligatorio')
      .min(2, 'Mínimo 2 caracteres')
      .max(255, 'Máximo 255 caracteres'),
  })

export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>
export type Registration = z.output<ReturnType<typeof registrationSchema>>

/** 'Ya soy socio: reenviar mi código' (issue 31): the address only, by the registration form's rule. */
export const memberCodeSchema = z.object({ email })
