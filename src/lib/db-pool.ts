import type { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

type Query = <T>(text: string, values?: unknown[]) => Promise<{ rows: T[]; rowCount?: number | null }>

/** One connection checked out of the pool; `release(true)` destroys it instead of returning it. */
export type PoolClient = { query: Query; release: (destroy?: boolean) => void }

/** The part of pg's pool the app uses for the few raw queries (accent-insensitive search, atomic claims, rankings, the job queues' turns). */
export type Pool = { query: Query; connect: () => Promise<PoolClient> }

/** The postgres adapter's pool (typed by @payloadcms/db-postgres's augmentation of Payload's DatabaseAdapter). */
export const poolOf = (payload: Payload): Pool => payload.db.pool

/** What the app runs on a transaction's own connection: one drizzle `sql` statement. */
export type TransactionDb = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> }

/**
 * The connection of `req`'s open transaction (`initTransaction`), for a statement that must run inside it
 * (a row lock, an atomic claim); null when the request has none. Drizzle types the session's handle
 * loosely (`DrizzleTransaction`), so its one method the app uses is named here.
 */
export const transactionDb = async (payload: Payload, req: PayloadRequest): Promise<TransactionDb | null> => {
  const session = payload.db.sessions?.[String(await req.transactionID)]
  return session ? (session.db as TransactionDb) : null
}
