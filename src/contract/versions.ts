import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

import { spokenDateTime } from '../jobs/time'
import type { Ctx } from './context'
import { ContractError } from './http'
import { withGlobalLock, withRowLock } from './lock'
import { transactionDb } from '../lib/db-pool'

/**
 * No silent overwrite (issue 28): every staff row carries `version`, the instant of the item's
 * newest stored version (its history's newest row: every save makes or, for a blog's autosave,
 * updates one), and the kit's forms send it back with a save. A save whose `version` is not the
 * item's newest any more was based on something another person (or the same person in another tab)
 * has since replaced: it is refused with 409, naming who saved in between, and nothing is written.
 * docs/back-office.md ("Two staff on one item").
 */

type Execute = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

export type VersionStamp = { version: string; by: number | null }

/** The version table of a collection or a global (Payload's `_<table>_v`). */
const versionTable = (payload: Payload, collection: CollectionSlug | GlobalSlug): string => {
  const key = `_${collection.replace(/-/g, '_')}_v`
  return payload.db.tableNameMap?.get(key) ?? key
}

/** The database handle of `req`'s transaction when it has one (reads then see its locks), else the pool. */
const handle = async (payload: Payload, req?: PayloadRequest): Promise<Execute> => {
  const inTransaction = req ? await transactionDb(payload, req) : null
  return (inTransaction as Execute | null) ?? payload.db.drizzle
}

const iso = (value: unknown): string => new Date(value instanceof Date ? value : String(value)).toISOString()

const stampOf = (row: Record<string, unknown>): VersionStamp => ({
  version: iso(row.updated_at),
  by: row.version_updated_by_id == null ? null : Number(row.version_updated_by_id),
})

/** The newest version of each item (one query for a page of rows); items without a history are left out. */
export const versionStamps = async (
  payload: Payload,
  collection: CollectionSlug,
  ids: readonly (number | string)[],
  req?: PayloadRequest,
): Promise<Map<number, VersionStamp>> => {
  const numeric = ids.map(Number).filter((id) => Number.isSafeInteger(id))
  if (!numeric.length || !payload.collections[collection]?.config.versions) return new Map()
  const db = await handle(payload, req)
  const { rows } = await db.execute(
    sql`SELECT DISTINCT ON (parent_id) parent_id, updated_at, version_updated_by_id FROM ${sql.identifier(versionTable(payload, collection))}
        WHERE parent_id IN (${sql.join(
          numeric.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY parent_id, updated_at DESC, id DESC`,
  )
  return new Map(rows.map((row) => [Number(row.parent_id), stampOf(row)]))
}

/** The newest version of a global (a monthly recommendation), or undefined before its first save. */
export const globalVersionStamp = async (
  payload: Payload,
  global: GlobalSlug,
  req?: PayloadRequest,
): Promise<VersionStamp | undefined> => {
  if (!payload.globals.config.find((config) => config.slug === global)?.versions) return undefined
  const db = await handle(payload, req)
  const { rows } = await db.execute(
    sql`SELECT updated_at, version_updated_by_id FROM ${sql.identifier(versionTable(payload, global))}
        ORDER BY updated_at DESC, id DESC LIMIT 1`,
  )
  return rows[0] ? stampOf(rows[0]) : undefined
}

/** Staff rows with their `version` (the value a form sends back with its save). */
export const withVersions = async (
  payload: Payload,
  collection: CollectionSlug,
  rows: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> => {
  const stamps = await versionStamps(
    payload,
    collection,
    rows.map((row) => row.id as number),
  )
  return rows.map((row) => {
    const stamp = stamps.get(Number(row.id))
    return stamp ? { ...row, version: stamp.version } : row
  })
}

/** The `version` a save says it was based on: an instant, or nothing (a plain client of the spec's contract is not checked). */
export const baseVersionOf = (fields: Record<string, unknown>): string | undefined => {
  const value = fields.version
  if (typeof value !== 'string' || !value) return undefined
  const instant = Date.parse(value)
  if (Number.isNaN(instant)) throw new ContractError(400, 'La versión del formulario no es válida. Recarga la página.')
  return new Date(instant).toISOString()
}

export const STALE_FIELD = 'version'

/** The refusal's text: who saved in between and when (Mexico City), and what to do. */
export const staleMessage = (name: string | null, at: string): string =>
  `No se guardaron tus cambios: ${name ?? 'otra persona'} guardó este elemento el ${spokenDateTime(at)}, después de que lo abriste. Recarga para ver su versión y vuelve a hacer tus cambios.`

/** What a save writes: an item of a collection, or a global. */
export type Versioned = { collection: CollectionSlug; id: number } | { global: GlobalSlug }

const currentStamp = async (
  payload: Payload,
  target: Versioned,
  req: PayloadRequest,
): Promise<VersionStamp | undefined> =>
  'global' in target
    ? globalVersionStamp(payload, target.global, req)
    : (await versionStamps(payload, target.collection, [target.id], req)).get(target.id)

/**
 * Refuses (409) a save based on an older version than the item's newest. Call it inside the row's
 * lock (`withRowLock`) with its `req`, so two saves from the same version cannot both pass: the
 * second waits for the first to commit and then sees its version.
 */
export const refuseStale = async (
  payload: Payload,
  req: PayloadRequest,
  target: Versioned,
  base: string,
): Promise<void> => {
  const current = await currentStamp(payload, target, req)
  if (!current || current.version === base) return
  let name: string | null = null
  if (current.by !== null) {
    const user = await payload.findByID({
      collection: 'users',
      id: current.by,
      select: { name: true },
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    name = (user as { name?: string } | null)?.name || null
  }
  throw new ContractError(409, staleMessage(name, current.version), {
    [STALE_FIELD]: staleMessage(name, current.version),
  })
}

/**
 * An edit's write under the version check (issue 28), the one way every save of the back office
 * takes: when the body carries the `version` its form was opened on, the write runs in the item's
 * lock after `refuseStale`, with the lock's `req`; without one (a client of the spec) it runs as it is.
 */
export const writeChecked = <T>(
  ctx: Ctx,
  target: Versioned,
  fields: Record<string, unknown>,
  write: (req?: PayloadRequest) => Promise<T>,
): Promise<T> => {
  const base = baseVersionOf(fields)
  if (!base) return write()
  const checked = async (req: PayloadRequest) => {
    await refuseStale(ctx.payload, req, target, base)
    return write(req)
  }
  return 'global' in target
    ? withGlobalLock(ctx, target.global, checked)
    : withRowLock(ctx, target.collection, target.id, checked)
}
