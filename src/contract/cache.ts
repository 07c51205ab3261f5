import { unstable_cache } from 'next/cache'

import { collectionTag, globalTag } from '../lib/cache-tags'

type Stored = { status: number; body: string; type: string }

/** Tags of what a public list shows; the collections' and globals' hooks expire them on every change. */
export const tagsOf = ({ collections = [], globals = [] }: { collections?: readonly string[]; globals?: readonly string[] }): string[] => [...collections.map(collectionTag), ...globals.map(globalTag)]

/**
 * Anonymous reads are the same for every visitor, so their answers are kept in Next's data cache
 * under the URL and expired by tag when staff change the content (src/hooks/revalidate.ts), as the
 * public pages are. Outside a Next server (Jest, scripts) there is no cache: the handler just runs.
 */
export const cachedAnswer = async (key: string, tags: string[], produce: () => Promise<Response>): Promise<Response> => {
  if (!process.env.NEXT_RUNTIME || tags.length === 0) return produce()
  const stored = await unstable_cache(
    async (): Promise<Stored> => {
      const response = await produce()
      return { status: response.status, body: await response.text(), type: response.headers.get('content-type') ?? 'application/json' }
    },
    ['contract', key],
    { tags, revalidate: false },
  )()
  return new Response(stored.body, { status: stored.status, headers: { 'Content-Type': stored.type } })
}
