import type { CollectionConfig } from 'payload'

import { adminOnly } from '../src/access'

/**
 * What staff did with personal data (issue 13): every export and every deletion on request, and
 * (issue 27) every list read and deletion through Payload's /api or GraphQL, with
 * who, when, how many rows and the filter's description. No personal data is stored here: the
 * filter keeps the state, dates and review status, and only whether a text search was used.
 * Written by the programme's handlers only (src/program/audit.ts); nobody edits or deletes a line.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Registro de auditoría', plural: 'Auditoría' },
  admin: { hidden: true },
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'action',
      label: 'Acción',
      type: 'select',
      required: true,
      options: [
        { label: 'Exportación CSV', value: 'export' },
        { label: 'Eliminación a petición', value: 'delete' },
        { label: 'Consulta por la API', value: 'read' },
      ],
    },
    {
      name: 'dataset',
      label: 'Datos',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Registros', value: 'registrations' },
        { label: 'Nominaciones', value: 'nominations' },
        { label: 'Votos', value: 'votes' },
      ],
    },
    { name: 'rows', label: 'Filas', type: 'number', required: true, min: 0 },
    { name: 'filter', label: 'Filtro', type: 'text' },
    { name: 'user', label: 'Quién', type: 'relationship', relationTo: 'users' },
    // The name at the time (a deleted account keeps its lines readable).
    { name: 'userName', label: 'Nombre', type: 'text' },
    // A deletion on request (issue 28): its folio (the receipt the person gets names it) and the
    // reason staff wrote; no personal data in either.
    { name: 'folio', label: 'Folio', type: 'text', index: true },
    { name: 'reason', label: 'Motivo', type: 'text', maxLength: 500 },
  ],
}
