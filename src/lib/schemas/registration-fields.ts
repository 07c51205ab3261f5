import { todayIso, yearsBefore } from '../dates'

/**
 * What the registration form needs before its schema (./registration.ts) is loaded: zod stays out of
 * the modal's first render, which every new visitor's first page load runs (the form opens by itself).
 */
export const MIN_AGE = 18

/** Characters the phone field keeps while the visitor types. */
export const PHONE_ALLOWED = /[^\d\s\-()+]/g
export const stripPhone = (value: string): string => value.replace(PHONE_ALLOWED, '')

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
