import { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

let client: RedisClient | null | undefined

/**
 * The shared Redis connection (node-redis), created on first use from REDIS_URL; null when it is
 * unset, and every user then keeps its single-machine default (the rate limiter counts in memory).
 */
export const redisClient = (): RedisClient | null => {
  if (client !== undefined) return client
  const url = process.env.REDIS_URL
  if (!url) return (client = null)
  client = createClient({ url })
  // Without a listener a lost connection would crash the process; node-redis reconnects by itself.
  client.on('error', (error: Error) => console.error(`[redis] ${error.message}`))
  void client.connect().catch(() => undefined)
  return client
}
