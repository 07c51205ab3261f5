import { unstable_cache } from 'next/cache'

import type { Pool } from './db-pool'
import { expireTag } from './cache-expiry'

/**
 * The public site's one cache: reads kept in Next's data cache under tags (src/lib/cache-tags.ts). Every
 * public read goes through `cachedRead`; every expiry through `expireTag` (src/lib/cache-expiry.ts), which
 * also empties the caching proxy in front: a tag expired any other way would leave the proxy serving the
 * old page.
 */

/**
 * `read` kept under `key` (plus its arguments) and `tags`. Outside a Next server (Jest, scripts) there is
 * no data cache: the read runs each time.
 */
export const cachedRead = <A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  key: string[],
  options: { tags: string[]; revalidate?: number | false },
): ((...args: A) => Promise<R>) => {
  const cached = unstable_cache(read, key, options)
  return (...args: A) => (process.env.NEXT_RUNTIME ? cached(...args) : read(...args))
}

/**
 * Expire a public tag at most once per `seconds`, counted across every instance: one conditional upsert
 * on `public_cache_expiries` (PostgreSQL's row lock decides between concurrent callers) lets the first
 * change of each window through and drops the rest. What a dropped change would have shown is brought in
 * by the cached reads' own lifetime, which must be the same `seconds` (`revalidate`): a change is visible
 * at most `seconds` after it happens, and a peak of changes costs one re-read per window, not one per change.
 * Answers whether this call expired the tag.
 */
export const expireTagAtMostEvery = async (pool: Pool, tag: string, seconds: number): Promise<boolean> => {
  const { rows } = await pool.query<{ tag: string }>(
    `INSERT INTO public_cache_expiries (tag, expired_at) VALUES ($1, now())
       ON CONFLICT (tag) DO UPDATE SET expired_at = now() WHERE public_cache_expiries.expired_at <= now() - make_interval(secs => $2)
     RETURNING tag`,
    [tag, seconds],
  )
  if (rows.length === 0) return false
  expireTag(tag)
  return true
}
