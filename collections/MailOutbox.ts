import type { CollectionConfig } from 'payload'

import { adminOnly } from '../src/access'

/**
 * Every message the site sends, written before it is sent (src/email/queue.ts). The jobs queue
 * carries only this row's id, so no address or content reaches the queue's input or logs; the body
 * is cleared once the message is out. `claimedUntil` lets one instance at a time send a row.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  graphQL: { singularName: 'OutboxMessage', pluralName: 'OutboxMessages' },
  labels: { singular: 'Correo saliente', plural: 'Correos salientes' },
  admin: { hidden: true },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea' },
    { name: 'text', type: 'textarea' },
    { name: 'sentAt', type: 'date', index: true },
    { name: 'claimedUntil', type: 'date' },
  ],
}
