import type { CollectionAfterDeleteHook, CollectionAfterOperationHook, CollectionConfig, PayloadRequest } from 'payload'

import { recordAudit, type AuditDataset } from '../../src/program/audit'
import { erasePerson } from '../../src/program/erase'

/**
 * Audit lines for personal data read or deleted through Payload's own doors (issue 27): REST (`/api`)
 * and GraphQL. The programme's screens write their own lines (exports, deletion on request,
 * src/contract/resources/program.ts) and the app's own code reads through the Local API, so only
 * requests from outside (`req.payloadAPI` other than 'local') are recorded here.
 */
const fromOutside = (req: PayloadRequest): boolean => req.payloadAPI !== 'local'

const how = (req: PayloadRequest): string => (req.payloadAPI === 'GraphQL' ? 'GraphQL' : 'API REST')

/** The request's own transaction, when the operation runs in one (a deletion does). */
const transactionOf = async (req: PayloadRequest): Promise<string | number | undefined> =>
  (await req.transactionID) ?? undefined

/** A list read (`find`): one line with how many rows it answered; the filter is never kept (it may name a person). */
const auditListRead =
  (dataset: AuditDataset): CollectionAfterOperationHook =>
  async ({ operation, req, result }) => {
    if (operation !== 'find' || !fromOutside(req)) return result
    const rows = (result as { docs?: unknown[] }).docs?.length ?? 0
    const filtered = Boolean(req.query?.where)
    await recordAudit(req.payload, {
      action: 'read',
      dataset,
      rows,
      filter: `${how(req)}${filtered ? ' · con condiciones' : ''}`,
      user: req.user ?? null,
    })
    return result
  }

/**
 * A registration or nomination deleted through /api is a deletion on request: the same routine as the
 * screens' (src/program/erase.ts: the person's registration, the nominations they sent, their votes)
 * and its audit line, inside the deletion's own transaction so both happen or neither.
 */
const eraseOnDelete =
  (
    dataset: 'registrations' | 'nominations',
    emailOf: (doc: Record<string, unknown>) => unknown,
  ): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    if (!fromOutside(req)) return doc
    const email = emailOf(doc as Record<string, unknown>)
    if (typeof email === 'string' && email)
      await erasePerson(req.payload, email, dataset, req.user ?? null, await transactionOf(req))
    return doc
  }

/** A vote deleted through /api: its audit line (a vote is one person's row, nothing else to erase). */
const auditVoteDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (!fromOutside(req)) return doc
  await recordAudit(
    req.payload,
    { action: 'delete', dataset: 'votes', rows: 1, filter: how(req), user: req.user ?? null },
    await transactionOf(req),
  )
  return doc
}

type Hooks = NonNullable<CollectionConfig['hooks']>

/** The hooks for each collection that holds personal data, added where the collection declares its own. */
export const personalDataAudit = {
  registrations: {
    afterOperation: [auditListRead('registrations')],
    afterDelete: [eraseOnDelete('registrations', (doc) => doc.email)],
  },
  nominations: {
    afterOperation: [auditListRead('nominations')],
    afterDelete: [eraseOnDelete('nominations', (doc) => (doc.userData as { correo?: unknown } | undefined)?.correo)],
  },
  votes: { afterOperation: [auditListRead('votes')], afterDelete: [auditVoteDelete] },
} satisfies Record<string, Hooks>
