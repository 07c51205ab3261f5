import { revalidateTag } from 'next/cache'
import { after } from 'next/server'

/*
 * THE one way to expire public content: `expireTag` expires a cache tag in Next's shared cache AND purges
 * the caching proxy in front of the instances, so the proxy never serves a page whose data changed. ESLint
 * refuses `revalidateTag`/`revalidatePath` anywhere else (eslint.config.mjs), so no caller can do one half.
 *
 * The proxy (deploy/varnish/profemax.vcl) keeps public pages for as long as their Cache-Control allows. A
 * change empties it: a `PURGE` request to every proxy listed in PROXY_PURGE_URLS (comma-separated origins),
 * sent after the response, i.e. once Next has expired the change's cache tags in the shared cache, so the
 * next request through the proxy renders fresh. The whole cache rather than the pages of one tag: changes
 * are rare and re-filling costs one request per page to the shared route cache. Unset (single machine, no
 * proxy): nothing to purge. The proxy bans only for the shared secret PROXY_PURGE_TOKEN, sent as
 * `X-Purge-Token` (docs/deployment.md).
 */
const proxies = (): string[] =>
  (process.env.PROXY_PURGE_URLS ?? '')
    .split(',')
    .map((value) => value.trim().replace(/\/$/, ''))
    .filter(Boolean)

const purgeAll = async (): Promise<void> => {
  await Promise.all(
    proxies().map((origin) =>
      fetch(`${origin}/*`, {
        method: 'PURGE',
        headers: { 'X-Purge-Token': process.env.PROXY_PURGE_TOKEN ?? '' },
        signal: AbortSignal.timeout(2_000),
      }).catch(() => {
        // A proxy that is away holds nothing newer than what it will fetch when it is back.
      }),
    ),
  )
}

const purgeProxies = (): void => {
  if (proxies().length === 0) return
  try {
    after(purgeAll)
  } catch {
    // Outside a request (seed script, Jest): no response to wait for.
    void purgeAll()
  }
}

/**
 * Expires the tags at once (the next request renders fresh) and purges the proxies. Outside a Next.js
 * server (seed script, Jest) nothing is cached, so there is nothing to expire or purge.
 */
export const expireTag = (...tags: string[]): void => {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside Next.js: nothing is cached there.
    return
  }
  purgeProxies()
}
