import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
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
): Promise<T> => {
  // Within one process, calls on the same row queue here first, so twenty waiting transactions never
  // hold twenty pooled connections (which starved other requests); across processes the row lock decides.
  const key = `${collection}:${id}`
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous.then(() => lockedWork(ctx, collection, id, work))
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

const lockedWork = async <T>(
  ctx: Ctx,
  collection: CollectionSlug,
  id: number,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> => {
  const req = await createLocalReq({ user: ctx.caller.user ?? undefined }, ctx.payload)
  const started = await initTransaction(req)
  try {
    const key = collection.replace(/-/g, '_')
    const table = ctx.payload.db.tableNameMap?.get(key) ?? key
    const db = await transactionDb(ctx.payload, req)
    if (db) await db.execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`)
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
