import { createHmac, timingSafeEqual } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { SCHEDULE_QUEUE } from './queue'

/**
 * Why the schedule queue is run over HTTP and not by Payload's in-process `autoRun`: Next's
 * `revalidateTag` works only inside a request (outside one it throws "static generation store
 * missing", payloadcms/payload#16392), so a change applied from a cron callback would never expire the
 * cached pages. Each instance therefore calls its own Payload endpoint `GET /api/payload-jobs/run`
 * every tick: the jobs run inside a Next route handler, and the collections' revalidate hooks work as
 * for a staff edit. The call carries a token derived from PAYLOAD_SECRET (the same on every instance;
 * no new variable), which `jobs.access.run` accepts besides an admin's session.
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

/**
 * Started once per server (src/instrumentation.ts): every tick, one call to this instance's own
 * jobs endpoint for the `schedule` queue; a tick is skipped while the previous call runs.
 */
export const startScheduleTicker = (logger: Logger): void => {
  let running = false
  const tick = async () => {
    const port = process.env.PORT
    if (running || !port) return
    running = true
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/payload-jobs/run?queue=${SCHEDULE_QUEUE}&limit=20`, {
        headers: { Authorization: `Bearer ${runnerToken()}` },
        signal: AbortSignal.timeout(120_000),
      })
      if (!response.ok) logger.warn(`Scheduled changes: the jobs endpoint answered ${response.status}`)
      await response.body?.cancel()
    } catch (error) {
      logger.warn(`Scheduled changes: the jobs endpoint did not answer (${(error as Error).name})`)
    } finally {
      running = false
    }
  }
  setInterval(() => void tick(), tickSeconds() * 1000).unref()
}
