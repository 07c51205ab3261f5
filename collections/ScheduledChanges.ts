import type { CollectionConfig } from 'payload'

import { adminOnly, nobody, staffOnly } from '../src/access'
import { queueScheduledChange } from '../src/jobs/queue'
import { SCHEDULE_TARGETS, SCHEDULE_STATES } from '../src/jobs/targets'
import { refuseScheduleConflicts } from './scheduled/refuseConflicts'

/**
 * One scheduled change (issue 14): publish a blog, or switch a monthly recommendation, at `runAt`.
 * The row is what staff see and cancel, and what the job claims (one conditional UPDATE) so the
 * change happens exactly once however many runners pick its job (src/jobs/apply.ts). Creating a row
 * queues its job (Payload's jobs queue, `waitUntil: runAt`). Staff read them on every API; nobody writes them there.
 */
export const ScheduledChanges: CollectionConfig = {
  slug: 'scheduled-changes',
  labels: { singular: 'Publicación programada', plural: 'Publicaciones programadas' },
  admin: { hidden: true, useAsTitle: 'target' },
  graphQL: { singularName: 'ScheduledChange', pluralName: 'ScheduledChanges' },
  // Written only by the contract's schedule calls (src/contract/resources/schedules.ts, which sets
  // `scheduledBy` from the session) and the job: through /api or GraphQL an editor could otherwise
  // schedule a change in an admin's name or mark one done (issue 27).
  access: { read: staffOnly, create: nobody, update: nobody, delete: adminOnly },
  hooks: { beforeChange: [refuseScheduleConflicts], afterChange: [queueScheduledChange] },
  fields: [
    {
      name: 'target',
      label: 'Qué cambia',
      type: 'select',
      required: true,
      index: true,
      options: SCHEDULE_TARGETS.map(({ value, label }) => ({ value, label })),
    },
    { name: 'blog', label: 'Blog', type: 'relationship', relationTo: 'blogs', index: true },
    // A recommendation: its type ('book', 'recipe'…) and the item's id in that type's collection.
    { name: 'type', label: 'Tipo de recomendación', type: 'text' },
    { name: 'item', label: 'Elemento recomendado', type: 'number' },
    { name: 'runAt', label: 'Fecha y hora', type: 'date', required: true, index: true },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SCHEDULE_STATES.map(({ value, label }) => ({ value, label })),
    },
    { name: 'doneAt', label: 'Aplicada el', type: 'date' },
    { name: 'failure', label: 'Motivo del fallo', type: 'text' },
    { name: 'scheduledBy', label: 'Programada por', type: 'relationship', relationTo: 'users' },
  ],
}
