import { randomInt } from 'node:crypto'
import type { CollectionConfig } from 'payload'

import { adminOnly } from '../src/access'
import { personalDataAudit } from './hooks/auditPersonalData'
import { queueWelcomeEmail } from './registrations/queueWelcomeEmail'
import { validateWithSchema } from './hooks/validateWithSchema'
import { registrationSchema } from '../src/lib/schemas/registration'

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** PM- and 10 characters drawn by the OS's CSPRNG: about 10^15 codes, not guessable. */
export const newMemberCode = (): string => `PM-${Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`

const text = (name: string, label: string) => ({ name, label, type: 'text' as const, required: true })

/** Teachers who joined the points programme. Personal data: admins only. */
export const Registrations: CollectionConfig = {
  slug: 'registrations',
  labels: { singular: 'Registro', plural: 'Registros al programa' },
  admin: { group: 'Programa', useAsTitle: 'email', defaultColumns: ['nombre', 'apellido', 'email', 'member_code', 'createdAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    beforeValidate: [validateWithSchema('registrations', () => registrationSchema())],
    beforeChange: [({ data, operation }) => (operation === 'create' ? { ...data, member_code: newMemberCode() } : data)],
    afterChange: [queueWelcomeEmail],
    ...personalDataAudit.registrations,
  },
  fields: [
    text('nombre', 'Nombre'),
    text('apellido', 'Apellido'),
    { ...text('email', 'Correo electrónico'), unique: true },
    text('telefono', 'Teléfono'),
    text('fecha_nac', 'Fecha de nacimiento'),
    text('cp', 'Código postal'),
    { ...text('cedula', 'Cédula profesional'), unique: true },
    text('escuela', 'Escuela'),
    {
      name: 'member_code',
      label: 'Código de socio',
      type: 'text',
      unique: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
