import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type GlobalSlug,
  type PayloadRequest,
} from 'payload'

import { transactionDb } from '../lib/db-pool'
import { sqlState } from '../lib/logging'
import type { Ctx } from './context'

/**
 * Runs `work` in one database transaction holding the row's lock (`SELECT … FOR UPDATE`), so a
 * read-then-write (a toggle) cannot interleave with another one on the same row: twenty parallel
 * toggles leave the state the count implies. Payload's own operations run inside it (hooks included)
 * by receiving `req`.
 */
export const withRowLock = <T>(
  ctx: Ctx,
  collection: CollectionSlug,
  id: number,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> => queued(`${collection}:${id}`, () => lockedWork(ctx, collection, id, work))

/** The same for a global (a monthly recommendation): its one row locked. */
export const withGlobalLock = <T>(
  ctx: Ctx,
  global: GlobalSlug,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> => queued(`global:${global}`, () => lockedWork(ctx, global, null, work))

const queued = <T>(key: string, work: () => Promise<T>): Promise<T> => {
  // Within one process, calls on the same row queue here first, so twenty waiting transactions never
  // hold twenty pooled connections (which starved other requests); across processes the row lock decides.
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous.then(work)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return run
}

const queues = new Map<string, Promise<void>>()

/** `id` null: a global's table, whose one row is locked. */
const lockedWork = async <T>(
  ctx: Ctx,
  collection: CollectionSlug | GlobalSlug,
  id: number | null,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> => {
  const req = await createLocalReq({ user: ctx.caller.user ?? undefined }, ctx.payload)
  const started = await initTransaction(req)
  try {
    const key = collection.replace(/-/g, '_')
    const table = ctx.payload.db.tableNameMap?.get(key) ?? key
    const db = await transactionDb(ctx.payload, req)
    if (db)
      await db.execute(
        id === null
          ? sql`SELECT 1 FROM ${sql.identifier(table)} FOR UPDATE`
          : sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`,
      )
    const result = await work(req)
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

/** PostgreSQL's verdicts that a transaction lost a race and only needs to run again: deadlock, serialization failure. */
const LOST_RACE = new Set(['40P01', '40001'])

/**
 * Runs `operation` again (up to `attempts` times in all) when PostgreSQL aborted it for a deadlock or
 * a serialization failure. Payload rolls its transaction back before the error reaches us, so the next
 * attempt starts clean; a staff deletion racing the form's last autosave of the same blog was answered
 * 500 (40P01) instead. Anything else is thrown at once.
 */
export const retryLostRace = async <T>(operation: () => Promise<T>, attempts = 3): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation()
    } catch (error) {
      if (attempt >= attempts || !LOST_RACE.has(sqlState(error) ?? '')) throw error
    }
  }
}
