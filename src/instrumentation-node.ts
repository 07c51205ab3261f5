import { subscribe } from 'node:diagnostics_channel'

import { PEER_HEADER } from './lib/request-origin'

/*
 * The Node.js half of src/instrumentation.ts, run once per server start:
 * - The client's connection address. Next fills `X-Forwarded-For` from the connection only when the
 *   client sent none, so that header alone cannot tell a client's own claim from its real address. Node
 *   publishes every incoming request on the `http.server.request.start` diagnostics channel (its public
 *   observability hook, before the server's 'request' event, so before Next reads the headers); the
 *   connection's address is written there into PEER_HEADER, replacing whatever the client sent under that
 *   name. No part of Node's `http` module is patched. src/lib/request-origin.ts (`clientAddress`) reads it.
 * - Payload starts, and this instance takes its turns at the job queues (mail, scheduled publishing;
 *   src/jobs/runner.ts) even if nobody opens the admin; scheduled changes whose time passed are applied at
 *   once (src/jobs/sweep.ts). Not during `next build`.
 */
type RequestStart = {
  request: { headers: Record<string, string | string[] | undefined> }
  socket: { remoteAddress?: string | undefined }
}

/** Every request this process's HTTP servers receive carries its connection's address in PEER_HEADER. */
export const recordClientAddresses = (): void => {
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart
    request.headers[PEER_HEADER] = socket.remoteAddress ?? 'unknown'
  })
}

export const registerNode = async (): Promise<void> => {
  recordClientAddresses()

  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  const payload = await getPayload({ config })
  const [{ sweepOverdueChanges }, { startQueueTickers }] = await Promise.all([
    import('./jobs/sweep'),
    import('./jobs/runner'),
  ])
  startQueueTickers(payload)
  await sweepOverdueChanges(payload).catch((error: unknown) =>
    payload.logger.error({ err: error }, 'Scheduled changes not swept at start'),
  )
}
