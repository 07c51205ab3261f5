import type { CollectionConfig } from 'payload'

import { adminOnly } from '../src/access'
import { personalDataAudit } from './hooks/auditPersonalData'

/**
 * Contest votes (double opt-in, src/contest/votes.ts). A vote is cast pending and counts once the
 * link e-mailed to the voter is opened: `confirmedAt` set and `countedKey` = candidate + normalised
 * e-mail, unique, so one e-mail counts once per candidate even under concurrent confirmations.
 * The link's token is an HMAC of the row (id, salt) with PAYLOAD_SECRET: nothing stored is the token.
 * Personal data (the e-mail): admins only; written only by the contest code.
 */
export const Votes: CollectionConfig = {
  slug: 'votes',
  graphQL: { singularName: 'Vote', pluralName: 'Votes' },
  labels: { singular: 'Voto', plural: 'Votos' },
  admin: { hidden: true },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  hooks: personalDataAudit.votes,
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', required: true, index: true },
    { name: 'email', type: 'text', required: true },
    { name: 'salt', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'confirmedAt', type: 'date', index: true },
    { name: 'countedKey', type: 'text', unique: true },
  ],
}
