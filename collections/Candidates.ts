import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, isStaffUser } from '../src/access'
import { revalidateCollection } from './hooks/revalidate'
import { MEXICAN_STATES } from '../src/lib/states'

/**
 * Contest candidates: one per nominated teacher, created when staff approve the first nomination of
 * that teacher (src/contest/review.ts). `identity` is a hash of the nominee's e-mail, so the same
 * teacher nominated many times is one candidate. Nomination and vote counts are counted from the
 * nominations and votes, never stored. Public: active candidates' name, school and state.
 */
export const Candidates: CollectionConfig = {
  slug: 'candidates',
  graphQL: { singularName: 'Candidate', pluralName: 'Candidates' },
  labels: { singular: 'Candidato', plural: 'Candidatos' },
  admin: { group: 'Programa', useAsTitle: 'nombre', hidden: true },
  access: {
    read: ({ req }) => (isStaffUser(req.user) ? true : { is_active: { equals: true } }),
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  hooks: revalidateCollection('candidates'),
  fields: [
    { name: 'nombre', label: 'Nombre', type: 'text', required: true },
    { name: 'apellido', label: 'Apellido', type: 'text', required: true },
    { name: 'escuela', label: 'Escuela', type: 'text', required: true },
    {
      name: 'estado',
      label: 'Estado',
      type: 'select',
      required: true,
      index: true,
      options: MEXICAN_STATES.map(([value, label]) => ({ value, label })),
    },
    {
      name: 'identity',
      type: 'text',
      required: true,
      unique: true,
      access: { read: adminOnlyField },
      admin: { hidden: true },
    },
    { name: 'is_active', label: 'Aprobado', type: 'checkbox', defaultValue: true, index: true },
  ],
}
