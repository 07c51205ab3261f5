import type { CollectionSlug, Payload } from 'payload'

import type { ContractUser } from '../contract/auth'
import { poolOf } from '../lib/db-pool'
import { recordAudit } from './audit'
import type { Dataset } from './people'

export type Erased = { registrations: number; nominations: number; votes: number }

/** Where a person's e-mail is kept, table by table (compared case-insensitively). */
const HOLDERS: readonly { collection: CollectionSlug; key: keyof Erased; table: string; column: string }[] = [
  { collection: 'registrations', key: 'registrations', table: 'registrations', column: 'email' },
  // Nominations the person sent (the nominee's data belongs to someone else's request).
  { collection: 'nominations', key: 'nominations', table: 'nominations', column: 'user_data_correo' },
  { collection: 'votes', key: 'votes', table: 'votes', column: 'email' },
]

/**
 * Deletion on request: everything the programme keeps about one e-mail (registration, the
 * nominations they sent, their contest votes), in one transaction with its audit line, so a
 * deletion is never half done nor done without a record. The audit line says how many rows and
 * from which screen, never whose. `within`: the transaction of a deletion already under way (a
 * deletion through /api, collections/hooks/auditPersonalData.ts), which its caller commits.
 */
export const erasePerson = async (payload: Payload, email: string, from: Dataset, user: ContractUser | null, within?: string | number): Promise<Erased> => {
  const erased: Erased = { registrations: 0, nominations: 0, votes: 0 }
  const transactionID = within ?? (await payload.db.beginTransaction()) ?? undefined
  try {
    for (const { collection, key, table, column } of HOLDERS) {
      const { rows } = await poolOf(payload).query<{ id: number }>(`SELECT id FROM "${table}" WHERE lower("${column}") = lower($1)`, [email])
      if (!rows.length) continue
      const ids = rows.map((row) => row.id)
      await payload.delete({ collection, where: { id: { in: ids } }, depth: 0, select: {}, overrideAccess: true, ...(transactionID !== undefined ? { req: { transactionID } } : {}) })
      erased[key] = ids.length
    }
    const total = erased.registrations + erased.nominations + erased.votes
    await recordAudit(
      payload,
      { action: 'delete', dataset: from, rows: total, filter: `Registros: ${erased.registrations} · Nominaciones: ${erased.nominations} · Votos: ${erased.votes}`, user },
      transactionID,
    )
    if (transactionID !== undefined && within === undefined) await payload.db.commitTransaction(transactionID)
    return erased
  } catch (error) {
    if (transactionID !== undefined && within === undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
