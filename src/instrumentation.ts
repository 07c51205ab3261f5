/**
 * Runs once when a Next server starts (not during `next build`):
 * - Next fills `X-Forwarded-For` from the connection only when the client sent none, so the header
 *   alone cannot tell a client's own claim from its real address: the connection's address is copied,
 *   on every request, into a header the client cannot set (PEER_HEADER of src/lib/rate-limit.ts,
 *   written out to keep this file free of app imports).
 * - Payload starts, and this instance takes its turns at the job queues (mail, scheduled publishing;
 *   src/jobs/runner.ts) even if nobody opens the admin; scheduled changes whose time passed are
 *   applied at once (src/jobs/sweep.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { Server } = await import('node:http')
  const emit = Server.prototype.emit
  Server.prototype.emit = function (this: InstanceType<typeof Server>, event: string, ...args: [unknown, ...unknown[]]) {
    if (event === 'request') {
      const request = args[0] as { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } }
      request.headers['x-profemax-peer'] = request.socket?.remoteAddress ?? 'unknown'
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit

  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  const payload = await getPayload({ config })
  const [{ sweepOverdueChanges }, { startQueueTickers }] = await Promise.all([import('./jobs/sweep'), import('./jobs/runner')])
  startQueueTickers(payload)
  await sweepOverdueChanges(payload).catch((error: unknown) => payload.logger.error({ err: error }, 'Scheduled changes not swept at start'))
}
