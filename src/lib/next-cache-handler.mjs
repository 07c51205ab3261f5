// Next's route cache, data cache and tag revalidation in the shared Redis (REDIS_URL), so that every
// instance serves the same pages and a staff edit on one expires them on all. Configured in
// next.config.mjs only when REDIS_URL is set; without it Next keeps its own cache on the local disk.
// The handler is @fortedigital/nextjs-cache-handler's (the maintained successor of @neshca's), set up
// as its README's production example: Redis when reachable, a per-process LRU otherwise (the site keeps
// answering while Redis is down; pages are then cached per instance until Redis is back).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

const KEY_PREFIX = process.env.REDIS_CACHE_PREFIX ?? 'profemax:next:'

CacheHandler.onCreation(async () => {
  if (globalThis.profemaxCacheConfig) return globalThis.profemaxCacheConfig
  if (globalThis.profemaxCacheConfigPromise) return globalThis.profemaxCacheConfigPromise
  globalThis.profemaxCacheConfigPromise = (async () => {
    const lru = createLruHandler()
    // The build renders from the build's database: its pages must not land in the shared cache.
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
      globalThis.profemaxCacheConfigPromise = null
      return (globalThis.profemaxCacheConfig = { handlers: [lru] })
    }
    const client = createClient({
      url: process.env.REDIS_URL,
      pingInterval: 10_000,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) },
      disableOfflineQueue: true,
    })
    client.on('error', () => {})
    // Not awaited past 2 s: an instance starts while Redis is away and uses it once it is back (the
    // client keeps reconnecting); until then every call fails at once and falls through to the LRU.
    const connecting = client.connect().catch(() => {})
    await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 2_000))])
    if (!client.isReady)
      console.error('[cache] Redis is not reachable yet: this instance caches pages in its own memory until it is.')
    const redis = createRedisHandler({ client, keyPrefix: KEY_PREFIX, timeoutMs: 1_000 })
    globalThis.profemaxCacheConfigPromise = null
    // A Redis failure on one call (timeout, connection lost) falls through to the LRU for that call.
    return (globalThis.profemaxCacheConfig = { handlers: [redis, lru] })
  })()
  return globalThis.profemaxCacheConfigPromise
})

export default CacheHandler
