import { expect, test } from '@playwright/test'
import pg from 'pg'

import { APP_A, APP_B, registration } from './cluster'

// The mail queue on two instances (src/jobs/turns.ts). Before the instances took turns, a burst of
// registrations left mail jobs `processing` for good and connections "idle in transaction" until an
// instance answered nothing that needed the database (the CI run of 1d71b52: every fault test after
// the registrations timed out).
test.describe.configure({ timeout: 180_000 })

const REGISTRATIONS = 300

const register = async (origin: string, data: ReturnType<typeof registration>): Promise<number> => {
  const response = await fetch(`${origin}/officemax/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
    signal: AbortSignal.timeout(20_000),
  })
  await response.arrayBuffer()
  return response.status
}

test('a burst of registrations on both instances: every welcome-mail job runs, none is left processing, no connection is left inside a transaction', async () => {
  const sent = Array.from({ length: REGISTRATIONS }, () => registration('cola'))
  let next = 0
  const statuses: number[] = []
  const worker = async () => {
    while (next < sent.length) {
      const n = next++
      statuses.push(await register(n % 2 ? APP_B : APP_A, sent[n]!))
    }
  }
  await Promise.all(Array.from({ length: 10 }, worker))
  expect(statuses.filter((status) => status !== 201)).toEqual([])

  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const emails = sent.map((data) => data.email)
    const pendingJobs = async () =>
      Number(
        (
          await db.query<{ n: string }>(
            `SELECT count(*) AS n FROM payload_jobs j JOIN mail_outbox o ON o.id = (j.input->>'outboxId')::int WHERE o."to" = ANY($1)`,
            [emails],
          )
        ).rows[0]!.n,
      )
    // Both instances tick every 5 s; a job either instance claimed and dropped would stay here.
    await expect.poll(pendingJobs, { timeout: 60_000, intervals: [1_000] }).toBe(0)
    const { rows: stuck } = await db.query<{ state: string; query: string }>(
      `SELECT state, left(query, 80) AS query FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND now() - state_change > interval '5 seconds'`,
    )
    expect(stuck).toEqual([])
  } finally {
    await db.end()
  }
  // And both instances still answer what needs the database.
  for (const origin of [APP_A, APP_B]) expect(await register(origin, registration('cola'))).toBe(201)
})
