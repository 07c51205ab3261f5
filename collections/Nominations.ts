import type { CollectionConfig, Field } from 'payload'

import { adminOnly } from '../src/access'
import { personalDataAudit } from './hooks/auditPersonalData'
import { validateWithSchema } from './hooks/validateWithSchema'
import { nominationSchema } from '../src/lib/schemas/nomination'
import { MEXICAN_STATES } from '../src/lib/states'

const person = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'nombre', label: 'Nombre', type: 'text', required: true },
    { name: 'apellido', label: 'Apellido', type: 'text', required: true },
    { name: 'correo', label: 'Correo', type: 'email', required: true },
    { name: 'escuela', label: 'Escuela', type: 'text', required: true },
    {
      name: 'estado',
      label: 'Estado',
      type: 'select',
      required: true,
      options: MEXICAN_STATES.map(([value, label]) => ({ value, label })),
    },
  ],
})

/** Teacher-contest nominations. Personal data: admins only. */
export const Nominations: CollectionConfig = {
  slug: 'nominations',
  graphQL: { singularName: 'Nomination', pluralName: 'Nominations' },
  labels: { singular: 'Nominación', plural: 'Nominaciones' },
  // Reviewed on its screen (src/content/admin-routes.ts 'Nominaciones'), not in Payload's generated views.
  admin: { hidden: true, group: 'Programa', defaultColumns: ['professorData', 'userData', 'createdAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    beforeValidate: [validateWithSchema('nominations', () => nominationSchema)],
    ...personalDataAudit.nominations,
  },
  fields: [
    person('userData', 'Quien nomina'),
    person('professorData', 'Profesor nominado'),
    // Contest review (issue 16): staff approve or reject; an approved nomination points at its candidate.
    {
      name: 'status',
      label: 'Revisión',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pendiente', value: 'pending' },
        { label: 'Aprobada', value: 'approved' },
        { label: 'Rechazada', value: 'rejected' },
      ],
    },
    { name: 'candidate', label: 'Candidato', type: 'relationship', relationTo: 'candidates', index: true },
  ],
}
