import { ok } from '../../../src/contract/http'
import type { Route } from '../../../src/contract/table'
import { poolOf } from '../../../src/lib/db-pool'
import { testPayload } from '../helpers'
import { call } from './call'

/**
 * A deletion that loses a race in the database (PostgreSQL aborts one of two transactions that wait on
 * each other: 40P01) runs again instead of answering 500. Seen under load: a staff member deleting a
 * blog while the form's last autosave of it was still being written (issue 28's browser test).
 */

/** A real deadlock: two sessions take two advisory locks in opposite order; PostgreSQL aborts one of them. */
const deadlock = async (): Promise<never> => {
  const pool = poolOf(await testPayload())
  const [first, second] = [await pool.connect(), await pool.connect()]
  const keys = [740_120_901, 740_120_902]
  try {
    await first.query('BEGIN')
    await second.query('BEGIN')
    await first.query('SELECT pg_advisory_xact_lock($1)', [keys[0]])
    await second.query('SELECT pg_advisory_xact_lock($1)', [keys[1]])
    const outcomes = await Promise.allSettled([
      first.query('SELECT pg_advisory_xact_lock($1)', [keys[1]]),
      second.query('SELECT pg_advisory_xact_lock($1)', [keys[0]]),
    ])
    const lost = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
    throw lost?.reason ?? new Error('no deadlock')
  } finally {
    await first.query('ROLLBACK').catch(() => {})
    await second.query('ROLLBACK').catch(() => {})
    first.release()
    second.release()
  }
}

describe('a request that loses a race in the database', () => {
  it('a DELETE aborted by a deadlock runs again and answers 200', async () => {
    let calls = 0
    const handler = async () => {
      calls += 1
      if (calls === 1) await deadlock()
      return ok('Eliminado')
    }
    const routes: Route[] = [{ method: 'DELETE', path: '/carrera/{id}', access: 'staff', handler }]
    const answer = await call('DELETE', '/carrera/1', { as: 'editor', routes })
    expect(answer).toMatchObject({ status: 200, body: { error: false, message: 'Eliminado' } })
    expect(calls).toBe(2)
  })

  it('an error that is not a lost race is not retried', async () => {
    let calls = 0
    const routes: Route[] = [
      {
        method: 'DELETE',
        path: '/carrera/{id}',
        access: 'staff',
        handler: async () => {
          calls += 1
          throw Object.assign(new Error('otro fallo'), { code: 'XX000' })
        },
      },
    ]
    expect((await call('DELETE', '/carrera/1', { as: 'editor', routes })).status).toBe(500)
    expect(calls).toBe(1)
  })
})
