import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { EMAIL_QUEUE } from '../email/queue'
import { poolOf } from '../lib/db-pool'
import { SCHEDULE_QUEUE } from './queue'
import { releaseOrphanedJobs, takeQueueTurn } from './turns'

/**
 * Why the queues are run over HTTP and not by Payload's in-process `autoRun`: Next's `revalidateTag`
 * works only inside a request (outside one it throws "static generation store missing",
 * payloadcms/payload#16392), so a scheduled change applied from a cron callback would never expire
 * the cached pages. Each instance therefore calls its own Payload endpoint `GET /api/payload-jobs/run`
 * every tick: the jobs run inside a Next route handler, and the collections' revalidate hooks work as
 * for a staff edit. The call carries a token derived from PAYLOAD_SECRET (the same on every instance;
 * no new variable), which `jobs.access.run` accepts besides an admin's session. The mail queue goes
 * the same way so that both queues take turns across instances (src/jobs/turns.ts), which `autoRun`
 * cannot: its cron calls Payload's runner with no hook around the run.
 */
const runnerToken = (): string =>
  createHmac('sha256', process.env.PAYLOAD_SECRET ?? '')
    .update('profemax:jobs-runner')
    .digest('hex')

/** True when the request carries this deployment's runner token (`Authorization: Bearer …`). */
export const isOwnRunner = (req: PayloadRequest): boolean => {
  if (!process.env.PAYLOAD_SECRET) return false
  const given = req.headers.get('authorization') ?? ''
  const expected = `Bearer ${runnerToken()}`
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

/** How often each instance runs due scheduled changes (SCHEDULE_TICK_SECONDS, 1–59, default 10). */
export const tickSeconds = (): number => {
  const value = Number(process.env.SCHEDULE_TICK_SECONDS ?? 10)
  return Number.isInteger(value) && value >= 1 && value <= 59 ? value : 10
}

type Logger = { warn: (message: string) => void }

/** What each instance runs, and how often: mail every 5 s (as `autoRun` did), scheduled changes every SCHEDULE_TICK_SECONDS. */
const queueTicks = (): { queue: string; seconds: number; silent: boolean }[] => [
  { queue: EMAIL_QUEUE, seconds: 5, silent: true },
  { queue: SCHEDULE_QUEUE, seconds: tickSeconds(), silent: false },
]

// Below ORPHAN_AFTER_SECONDS (src/jobs/turns.ts): a turn's own jobs are never taken for orphans.
const RUN_LIMIT_MS = 120_000
const BATCH = 20

/**
 * One turn at `queue` through this instance's jobs endpoint: batches of BATCH until none is due, for
 * at most `budgetMs` (a burst of registrations drains in one turn instead of BATCH per tick).
 */
const runOwnEndpoint = async (queue: string, silent: boolean, budgetMs: number, logger: Logger): Promise<void> => {
  const port = process.env.PORT
  if (!port) return
  const started = Date.now()
  do {
    const response = await fetch(
      `http://127.0.0.1:${port}/api/payload-jobs/run?queue=${queue}&limit=${BATCH}${silent ? '&silent=true' : ''}`,
      {
        headers: { Authorization: `Bearer ${runnerToken()}` },
        signal: AbortSignal.timeout(RUN_LIMIT_MS),
      },
    )
    const result = (await response.json().catch(() => null)) as { noJobsRemaining?: boolean } | null
    if (!response.ok) return logger.warn(`Queue ${queue}: the jobs endpoint answered ${response.status}`)
    if (result?.noJobsRemaining !== false) return
  } while (Date.now() - started < budgetMs)
}

/**
 * Started once per server (src/instrumentation.ts): every tick, if this instance gets the queue's
 * turn, jobs left by a run that died are freed and the due jobs run; a tick is skipped while the
 * previous one runs.
 */
export const startQueueTickers = (payload: Payload): void => {
  const pool = poolOf(payload)
  for (const { queue, seconds, silent } of queueTicks()) {
    let running = false
    const tick = async () => {
      if (running) return
      running = true
      try {
        await takeQueueTurn(pool, queue, async (client) => {
          const freed = await releaseOrphanedJobs(client, queue)
          if (freed)
            payload.logger.warn(`Queue ${queue}: ${freed} job(s) left processing by a run that ended were freed`)
          await runOwnEndpoint(queue, silent, seconds * 1000, payload.logger)
        })
      } catch (error) {
        // E.g. "fetch failed ECONNREFUSED" while this instance is being stopped. Messages only: a database error's detail can quote values.
        const { message, cause } = error as Error & { cause?: { code?: string } }
        payload.logger.warn(
          `Queue ${queue}: this tick did not run (${[message, cause?.code].filter(Boolean).join(' ')})`,
        )
      } finally {
        running = false
      }
    }
    setInterval(() => void tick(), seconds * 1000).unref()
  }
}
