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
    client.connect().catch(() => {})
  }
  return client
}
