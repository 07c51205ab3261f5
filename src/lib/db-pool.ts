import type { Payload } from 'payload'

type Query = <T>(text: string, values?: unknown[]) => Promise<{ rows: T[]; rowCount?: number | null }>

/** One connection checked out of the pool; `release(true)` destroys it instead of returning it. */
export type PoolClient = { query: Query; release: (destroy?: boolean) => void }

/** The part of pg's pool the app uses for the few raw queries (accent-insensitive search, atomic claims, rankings, the job queues' turns). */
export type Pool = { query: Query; connect: () => Promise<PoolClient> }

/** The postgres adapter's pool; its type lives in a module augmentation the app does not load everywhere. */
export const poolOf = (payload: Payload): Pool => (payload.db as unknown as { pool: Pool }).pool
