import { createClient } from 'redis'

/**
 * The shared Redis of a multi-instance deployment (REDIS_URL), for whatever instances must count or
 * keep together (rate limits). One lazily created node-redis client per process; null when REDIS_URL
 * is unset, which is the single-machine default (each caller then keeps its state in the process).
 * Next's route and data cache reach Redis through their own client (src/lib/next-cache-handler.mjs):
 * that file is loaded by Next's server outside the app's bundles.
 */
export type Redis = ReturnType<typeof createClient>

let client: Redis | null = null
let firstConnection: Promise<void> = Promise.resolve()

export const redisClient = (): Redis | null => {
  const url = process.env.REDIS_URL
  if (!url) return null
  if (!client) {
    client = createClient({
      url,
      // Fail fast while Redis is away (callers fall back or refuse) and keep reconnecting in the background.
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) },
      disableOfflineQueue: true,
    })
    // Errors are reported by the command that meets them; an unhandled 'error' event would end the process.
    client.on('error', () => {})
    firstConnection = client.connect().then(
      () => undefined,
      () => undefined,
    )
  }
  return client
}

let firstWait: Promise<void> | undefined

/**
 * Waits for the client's first connection, at most `ms`. With the offline queue disabled, a command
 * sent while the new client is still connecting fails at once: a rate limiter would then count the
 * process's first requests only in its in-memory insurance, not in the shared store (found by
 * tests/cluster/rate-limit.spec.ts). Only the first wait of a process is made: later, with Redis away, it returns at once.
 */

export const redisConnected = async (ms = 2_000): Promise<void> => {
  if (!redisClient() || client?.isReady) return
  // Only the process's first callers wait (together); later, while Redis is away, nobody does.
  firstWait ??= Promise.race([firstConnection, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())])
  await firstWait
}
