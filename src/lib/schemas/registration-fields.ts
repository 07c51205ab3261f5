import { todayIso, yearsBefore } from '../dates'

/**
 * What the registration form needs before its schema (./registration.ts) is loaded: zod stays out of
 * the modal's first render, which every new visitor's first page load runs (the form opens by itself).
 */
export const MIN_AGE = 18

/** Characters the phone field keeps while the visitor types. */
export const PHONE_ALLOWED = /[^\d\s\-()+]/g
export const stripPhone = (value: string): string => value.replace(PHONE_ALLOWED, '')

/**
 * A Mexican number typed with its country code ('+52 55 1234 5678', or the old mobile '+52 1 55…'):
 * the ten national digits as typed after the code. Anything else is returned as it is (the ten-digit
 * rule then counts every digit, as the spec says).
 */
export const nationalPhone = (value: string): string => {
  const afterCode = /^\+\s*52(?=[\s\-(]*\d)(.*)$/.exec(value.trim())?.[1]
  if (afterCode === undefined) return value
  const digits = afterCode.replace(/\D/g, '')
  if (digits.length === 10) return afterCode.trim()
  // '+52 1' and ten digits: the mobile prefix Mexico dropped in 2019, still typed.
  if (digits.length === 11 && digits.startsWith('1')) return afterCode.replace(/^[\s\-()]*1/, '').trim()
  return value
}

/** Under the phone field (ours, issue 31: '+52 55 1234 5678' was refused with no word on the format). */
export const PHONE_HINT = '10 dígitos, con o sin +52. Ejemplo: 55 1234 5678'

/** Latest birth date allowed today: the date input's `max`. */
export const maxBirthDate = (today: string = todayIso()): string => yearsBefore(today, MIN_AGE)

/** The form's labels by field: the form itself and the page answering a form posted without scripts. */
export const REGISTRATION_FIELD_LABELS = {
  nombre: 'Nombre',
  apellido: 'Apellido',
  email: 'Correo electrónico',
  telefono: 'Teléfono',
  fecha_nac: 'Fecha de nacimiento',
  cp: 'Código postal',
  cedula: 'Cédula profesional',
  escuela: 'Escuela',
} as const

/** The one answer to 'Ya soy socio: reenviar mi código', registered address or not (issue 31). */
export const CODE_RESENT_MESSAGE =
  'Si ese correo está registrado en ProfeMax, te enviamos tu código de socio. Revisa también tu carpeta de correo no deseado.'
