import { revalidateTag, unstable_cache } from 'next/cache'

import { purgeProxies } from './proxy-purge'

/**
 * The public site's one cache: reads kept in Next's data cache under tags (src/lib/cache-tags.ts), and
 * the one function that expires a tag, which also empties the caching proxy in front (src/lib/proxy-purge.ts).
 * Every public read goes through `cachedRead`, every expiry through `expirePublic`: a tag expired any
 * other way would leave the proxy serving the old page.
 */

/**
 * `read` kept under `key` (plus its arguments) and `tags`. Outside a Next server (Jest, scripts) there is
 * no data cache: the read runs each time.
 */
export const cachedRead = <A extends unknown[], R>(read: (...args: A) => Promise<R>, key: string[], options: { tags: string[]; revalidate?: number | false }): ((...args: A) => Promise<R>) => {
  const cached = unstable_cache(read, key, options)
  return (...args: A) => (process.env.NEXT_RUNTIME ? cached(...args) : read(...args))
}

/** Expire a public tag now (the next request renders fresh) and purge the proxies; outside a Next server there is nothing to expire. */
export const expirePublic = (tag: string): void => {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside Next.js (seed script, Jest): nothing is cached there.
    return
  }
  purgeProxies()
}
