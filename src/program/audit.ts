import type { Payload } from 'payload'

import type { SignedInUser } from '../access'
import { STATE_NAMES, type Dataset, type PeopleFilter } from './people'

export type AuditAction = 'export' | 'delete' | 'read'

/** What an audit line is about: the programme's two lists, and contest votes (read or deleted through /api). */
export type AuditDataset = Dataset | 'votes'

export type AuditLine = {
  id: number
  action: AuditAction
  dataset: AuditDataset
  rows: number
  filter: string | null
  userName: string | null
  createdAt: string
  folio: string | null
}

const STATUS_WORDS = { pending: 'Pendientes', approved: 'Aprobadas', rejected: 'Rechazadas' } as const

const day = (iso: string): string => {
  const [y, m, d] = iso.split('-')
  return `${d}/${m}/${y}`
}

/**
 * The filter in words, without personal data: the searched text itself may be a name or an
 * e-mail, so only the fact that there was one is kept.
 */
export const describeFilter = (filter: PeopleFilter): string => {
  const parts: string[] = []
  if (filter.state) parts.push(`Estado: ${STATE_NAMES.get(filter.state) ?? filter.state}`)
  if (filter.from) parts.push(`Desde ${day(filter.from)}`)
  if (filter.to) parts.push(`Hasta ${day(filter.to)}`)
  if (filter.status) parts.push(`Revisión: ${STATUS_WORDS[filter.status]}`)
  if (filter.text) parts.push('Con búsqueda de texto')
  return parts.length ? parts.join(' · ') : 'Sin filtros'
}

/** One audit line (written with the system's rights: the collection refuses writes from anyone). */
export const recordAudit = async (
  payload: Payload,
  entry: {
    action: AuditAction
    dataset: AuditDataset
    rows: number
    filter: string | null
    user: SignedInUser | null
    folio?: string
    reason?: string
  },
  transactionID?: string | number,
): Promise<void> => {
  const user = entry.user as (SignedInUser & { name?: string | null; email?: string }) | null
  await payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      dataset: entry.dataset,
      rows: entry.rows,
      filter: entry.filter,
      user: typeof user?.id === 'number' ? user.id : null,
      userName: user?.name || user?.email || null,
      ...(entry.folio ? { folio: entry.folio, reason: entry.reason ?? null } : {}),
    },
    depth: 0,
    select: {},
    overrideAccess: true,
    ...(transactionID !== undefined ? { req: { transactionID } } : {}),
  })
}

/** The latest lines of a dataset, newest first. */
export const recentAudit = async (payload: Payload, dataset: Dataset, limit = 10): Promise<AuditLine[]> => {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { dataset: { equals: dataset } },
    sort: '-createdAt',
    limit,
    depth: 0,
    pagination: false,
    select: { action: true, dataset: true, rows: true, filter: true, userName: true, createdAt: true, folio: true },
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: doc.id,
    action: doc.action,
    dataset: doc.dataset,
    rows: doc.rows,
    filter: doc.filter ?? null,
    userName: doc.userName ?? null,
    createdAt: doc.createdAt,
    folio: doc.folio ?? null,
  }))
}
