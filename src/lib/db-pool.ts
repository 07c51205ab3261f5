import type { Payload } from 'payload'

/** The part of pg's pool the app uses for the few raw queries (accent-insensitive search, atomic claims, rankings). */
export type Pool = { query: <T>(text: string, values?: unknown[]) => Promise<{ rows: T[] }> }

/** The postgres adapter's pool; its type lives in a module augmentation the app does not load everywhere. */
export const poolOf = (payload: Payload): Pool => (payload.db as unknown as { pool: Pool }).pool
