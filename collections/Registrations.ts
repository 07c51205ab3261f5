import { randomInt } from 'node:crypto'
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { adminOnly } from '../src/access'
import { personalDataAudit } from './hooks/auditPersonalData'
import { queueWelcomeEmail } from './registrations/queueWelcomeEmail'
import { validateWithSchema } from './hooks/validateWithSchema'
import { registrationSchema } from '../src/lib/schemas/registration'
import { cedulaKey, mailboxKey } from '../src/lib/identity-keys'

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** PM- and 10 characters drawn by the OS's CSPRNG: about 10^15 codes, not guessable. */
export const newMemberCode = (): string =>
  `PM-${Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`

/**
 * The person behind a registration, normalised (src/lib/identity-keys.ts): the mailbox (no `+tag`,
 * no case) and the cédula's number. Their unique indexes are what makes "one teacher, one member
 * code" hold, whichever API writes and however many requests race; the contract's check before
 * the insert only picks the answer. Kept in step with `email` and `cedula` on every save.
 */
const identityKeys: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const email = typeof data.email === 'string' ? data.email : (originalDoc as { email?: string } | undefined)?.email
  const cedula =
    typeof data.cedula === 'string' ? data.cedula : (originalDoc as { cedula?: string } | undefined)?.cedula
  return {
    ...data,
    ...(email !== undefined ? { email_key: mailboxKey(email) } : {}),
    ...(cedula !== undefined ? { cedula_key: cedulaKey(cedula) } : {}),
  }
}

const text = (name: string, label: string) => ({ name, label, type: 'text' as const, required: true })

/** Teachers who joined the points programme. Personal data: admins only. */
export const Registrations: CollectionConfig = {
  slug: 'registrations',
  graphQL: { singularName: 'Registration', pluralName: 'Registrations' },
  labels: { singular: 'Registro', plural: 'Registros al programa' },
  // Edited on its screen (src/content/admin-routes.ts 'Registros'), not in Payload's generated views.
  admin: {
    hidden: true,
    group: 'Programa',
    useAsTitle: 'email',
    defaultColumns: ['nombre', 'apellido', 'email', 'member_code', 'createdAt'],
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    beforeValidate: [validateWithSchema('registrations', () => registrationSchema())],
    beforeChange: [
      ({ data, operation }) => (operation === 'create' ? { ...data, member_code: newMemberCode() } : data),
      identityKeys,
    ],
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
    // Written by `identityKeys` only; null on rows older than the keys that would have repeated one.
    {
      name: 'email_key',
      label: 'Correo (normalizado)',
      type: 'text',
      unique: true,
      admin: { hidden: true, readOnly: true },
    },
    {
      name: 'cedula_key',
      label: 'Cédula (normalizada)',
      type: 'text',
      unique: true,
      admin: { hidden: true, readOnly: true },
    },
    {
      name: 'member_code',
      label: 'Código de socio',
      type: 'text',
      unique: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
