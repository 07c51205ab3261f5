import { randomBytes, randomUUID } from 'node:crypto'
import type { CollectionSlug, Payload } from 'payload'

import { candidateIdentity } from '../contest/identity'
import type { SignedInUser } from '../access'
import { escapeLike } from '../lib/text-search'
import { poolOf } from '../lib/db-pool'
import { mailboxKey } from '../lib/identity-keys'
import { recordAudit } from './audit'
import type { Dataset } from './people'

export type Erased = {
  registrations: number
  nominations: number
  votes: number
  candidates: number
  messages: number
  folio: string
}

/** 'ARCO-20261125-7K3QX9': the day (Mexico City) and six unambiguous characters; what the receipt and the audit line share. */
export const newFolio = (now = new Date()): string => {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .replace(/-/g, '')
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const tail = [...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join('')
  return `ARCO-${day}-${tail}`
}

/** The reason when staff gave none (a deletion through Payload's /api). */
export const NO_REASON = 'Solicitud del titular (sin motivo escrito).'

/** Where a person's e-mail is kept, table by table (matched by mailbox: case and `+tag` folded). */
const HOLDERS: readonly {
  collection: CollectionSlug
  key: 'registrations' | 'nominations' | 'votes' | 'messages'
  table: string
  column: string
}[] = [
  { collection: 'registrations', key: 'registrations', table: 'registrations', column: 'email' },
  // Nominations the person sent, and those naming them as the nominee: both hold their name and e-mail.
  { collection: 'nominations', key: 'nominations', table: 'nominations', column: 'user_data_correo' },
  { collection: 'nominations', key: 'nominations', table: 'nominations', column: 'professor_data_correo' },
  { collection: 'votes', key: 'votes', table: 'votes', column: 'email' },
  // The mail outbox (issue 28): messages sent or waiting for the person keep their address and texts.
  { collection: 'mail-outbox', key: 'messages', table: 'mail_outbox', column: 'to' },
]

/**
 * Rows whose address delivers to the mailbox `key` (src/lib/identity-keys.ts): `Ana@X.mx`,
 * `ana+concurso@x.mx` and `ana@x.mx` are one person. The database narrows by prefix (the key's
 * local part, any tag, the domain), the app's own normaliser decides, so the rule lives in one place.
 */
const holderIds = async (payload: Payload, table: string, column: string, key: string): Promise<number[]> => {
  const at = key.lastIndexOf('@')
  const pattern = at < 1 ? escapeLike(key) : `${escapeLike(key.slice(0, at))}%${escapeLike(key.slice(at))}`
  const { rows } = await poolOf(payload).query<{ id: number; email: string }>(
    `SELECT id, "${column}" AS email FROM "${table}" WHERE lower(trim("${column}")) LIKE $1`,
    [pattern],
  )
  return rows.filter((row) => mailboxKey(row.email) === key).map((row) => row.id)
}

/** What a withdrawn candidate shows instead of the person (staff screens, the record of votes). */
const ERASED_CANDIDATE = { nombre: 'Candidatura retirada', apellido: '—', escuela: '—' }

/**
 * Deletion on request: everything the programme keeps about one mailbox (registration, the
 * nominations they sent or received, their contest votes) is deleted, and when they were a contest
 * candidate, the candidate is withdrawn and stripped of their name, school and identity (its votes
 * stay, for the record, pointing at no one), in one transaction with its audit line, so a deletion
 * is never half done nor done without a record. The audit line says how many rows and from which
 * screen, never whose. `within`: the transaction of a deletion already under way (a deletion through
 * /api, collections/hooks/auditPersonalData.ts), which its caller commits.
 */
export const erasePerson = async (
  payload: Payload,
  email: string,
  from: Dataset,
  user: SignedInUser | null,
  within?: string | number,
  reason: string = NO_REASON,
): Promise<Erased> => {
  const erased: Erased = { registrations: 0, nominations: 0, votes: 0, candidates: 0, messages: 0, folio: newFolio() }
  const key = mailboxKey(email)
  const transactionID = within ?? (await payload.db.beginTransaction()) ?? undefined
  const req = transactionID !== undefined ? { req: { transactionID } } : {}
  // A self-nomination is both sent and received: one row, deleted and counted once.
  const done = new Set<string>()
  try {
    for (const { collection, key: counter, table, column } of HOLDERS) {
      const ids = (await holderIds(payload, table, column, key)).filter((id) => !done.has(`${table}:${id}`))
      ids.forEach((id) => done.add(`${table}:${id}`))
      if (!ids.length) continue
      await payload.delete({
        collection,
        where: { id: { in: ids } },
        depth: 0,
        select: {},
        overrideAccess: true,
        ...req,
      })
      erased[counter] += ids.length
    }
    const { docs: candidates } = await payload.find({
      collection: 'candidates',
      where: { identity: { equals: candidateIdentity(email) } },
      select: {},
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      ...req,
    })
    for (const candidate of candidates) {
      await payload.update({
        collection: 'candidates',
        id: candidate.id,
        data: { ...ERASED_CANDIDATE, identity: `retirado:${randomUUID()}`, is_active: false },
        depth: 0,
        select: {},
        overrideAccess: true,
        ...req,
      })
      erased.candidates += 1
    }
    // Messages to others that quote the person's address (a nomination's notice to its sender).
    const quoting = await poolOf(payload).query<{ id: number }>(
      `SELECT id FROM mail_outbox WHERE strpos(lower(coalesce(html, '') || ' ' || coalesce(text, '')), $1) > 0`,
      [email.trim().toLowerCase()],
    )
    const quotingIds = quoting.rows.map((row) => row.id).filter((id) => !done.has(`mail_outbox:${id}`))
    if (quotingIds.length) {
      await payload.delete({
        collection: 'mail-outbox',
        where: { id: { in: quotingIds } },
        depth: 0,
        select: {},
        overrideAccess: true,
        ...req,
      })
      erased.messages += quotingIds.length
    }
    const total = erased.registrations + erased.nominations + erased.votes + erased.candidates + erased.messages
    await recordAudit(
      payload,
      {
        action: 'delete',
        dataset: from,
        rows: total,
        filter: `Registros: ${erased.registrations} · Nominaciones: ${erased.nominations} · Votos: ${erased.votes} · Candidaturas: ${erased.candidates} · Correos: ${erased.messages}`,
        user,
        folio: erased.folio,
        reason,
      },
      transactionID,
    )
    if (transactionID !== undefined && within === undefined) await payload.db.commitTransaction(transactionID)
    return erased
  } catch (error) {
    if (transactionID !== undefined && within === undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
