import type { Payload } from 'payload'

import { queueEmail } from '../../src/email/queue'
import { poolOf } from '../../src/lib/db-pool'
import { ORPHAN_AFTER_SECONDS, releaseOrphanedJobs, takeQueueTurn } from '../../src/jobs/turns'
import { testPayload } from './helpers'
import { mailsTo } from './mail'

// The instances' turns at a job queue (src/jobs/turns.ts), on the real database.

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const pendingJobOf = async (to: string): Promise<{ id: number; processing: boolean } | undefined> =>
  (
    await poolOf(payload).query<{ id: number; processing: boolean }>(
      `SELECT j.id, j.processing FROM payload_jobs j JOIN mail_outbox o ON o.id = (j.input->>'outboxId')::int WHERE o."to" = $1`,
      [to],
    )
  ).rows[0]

/** What a run killed after its claim leaves: the job marked processing, claimed `secondsAgo` ago. */
const claimAsADeadRun = async (jobId: number, secondsAgo: number): Promise<void> => {
  await poolOf(payload).query(
    `UPDATE payload_jobs SET processing = true, updated_at = now() - make_interval(secs => $2) WHERE id = $1`,
    [jobId, secondsAgo],
  )
}

const message = (to: string) => ({ to, subject: 'Prueba de turnos', html: '<p>Hola</p>', text: 'Hola' })

it('one turn per queue at a time: a second runner skips while the first runs, and gets the next turn', async () => {
  const pool = poolOf(payload)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let entered!: () => void
  const inside = new Promise<void>((resolve) => (entered = resolve))
  const first = takeQueueTurn(pool, 'email', async () => {
    entered()
    await held
  })
  await inside
  let secondRan = false
  expect(await takeQueueTurn(pool, 'email', async () => void (secondRan = true))).toBe(false)
  expect(secondRan).toBe(false)
  // Another queue's turn is its own.
  expect(await takeQueueTurn(pool, 'schedule', async () => {})).toBe(true)
  release()
  expect(await first).toBe(true)
  expect(await takeQueueTurn(pool, 'email', async () => void (secondRan = true))).toBe(true)
  expect(secondRan).toBe(true)
})

it('a turn that throws gives the turn back', async () => {
  const pool = poolOf(payload)
  await expect(takeQueueTurn(pool, 'email', async () => Promise.reject(new Error('fallo')))).rejects.toThrow('fallo')
  expect(await takeQueueTurn(pool, 'email', async () => {})).toBe(true)
})

it('a mail job left processing by a run that died is sent at the next turn; one claimed just now is left alone', async () => {
  const orphanTo = `huerfano.${Date.now()}@escuela.mx`
  const recentTo = `reciente.${Date.now()}@escuela.mx`
  await queueEmail(payload, message(orphanTo))
  await queueEmail(payload, message(recentTo))
  const orphan = (await pendingJobOf(orphanTo))!
  const recent = (await pendingJobOf(recentTo))!
  await claimAsADeadRun(orphan.id, ORPHAN_AFTER_SECONDS + 60)
  await claimAsADeadRun(recent.id, 5)

  // Payload's runner alone never picks either up again.
  await payload.jobs.run({ queue: 'email', limit: 100 })
  expect(await pendingJobOf(orphanTo)).toEqual({ id: orphan.id, processing: true })
  expect(await mailsTo(orphanTo)).toHaveLength(0)

  let freed = 0
  expect(
    await takeQueueTurn(poolOf(payload), 'email', async (client) => {
      freed = await releaseOrphanedJobs(client, 'email')
      await payload.jobs.run({ queue: 'email', limit: 100 })
    }),
  ).toBe(true)
  expect(freed).toBe(1)
  expect(await pendingJobOf(orphanTo)).toBeUndefined()
  expect(await mailsTo(orphanTo)).toHaveLength(1)
  expect(await pendingJobOf(recentTo)).toEqual({ id: recent.id, processing: true })
  expect(await mailsTo(recentTo)).toHaveLength(0)
  // Not left behind for the other suites' queue runs.
  await poolOf(payload).query('DELETE FROM payload_jobs WHERE id = $1', [recent.id])
})
