import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { collectionTag, globalTag } from '@/lib/cache-tags'

import { PART_KEYS, PARTS, type Query } from './parts'
import type { PartKey, PortalData, PortalParts } from './types'

type Doc = Record<string, unknown>

/** One query through the Local API as an anonymous visitor: published items only. */
const run = async (query: Query): Promise<Doc[]> => {
  const payload = await getPayload({ config })
  if ('global' in query) {
    const doc = await payload.findGlobal({ slug: query.global, depth: 0, overrideAccess: false })
    return [doc as unknown as Doc]
  }
  const { docs } = await payload.find({
    collection: query.collection,
    where: query.where,
    select: query.select,
    depth: query.depth,
    sort: query.sort,
    populate: query.populate,
    pagination: false,
    limit: 0,
    overrideAccess: false,
  })
  return docs as unknown as Doc[]
}

const tagsOf = (key: PartKey): string[] =>
  PARTS[key].queries.flatMap((query) => ('global' in query ? [globalTag(query.global)] : [collectionTag(query.collection), ...(query.populate ? [collectionTag('media')] : [])]))

/** Each part cached on its own, under the tags of the collections it reads. */
const cachedPart = <K extends PartKey>(key: K) =>
  unstable_cache(async (): Promise<PortalParts[K]> => PARTS[key].map(await Promise.all(PARTS[key].queries.map(run))), ['portal', key, 'v2'], {
    tags: tagsOf(key),
    // Edits made outside this server (seed script, another instance) expire no tag here: bound the staleness.
    revalidate: 300,
  })

const readers = Object.fromEntries(PART_KEYS.map((key) => [key, cachedPart(key)])) as { [K in PartKey]: () => Promise<PortalParts[K]> }

/** One part alone, from the same cache as the page (the activities feed reads the activities). */
export const readPortalPart = <K extends PartKey>(key: K): Promise<PortalParts[K]> => readers[key]()

const EMPTY: PortalParts = {
  activities: [],
  imageCategories: [],
  templateCategories: [],
  musicCategories: [],
  devBooks: [],
  courses: [],
  tools: [],
  devRecommendation: null,
  recipes: [],
  wellbeingBooks: [],
  podcasts: [],
  wellbeingRecommendation: null,
}

/**
 * Everything the portal shows, for the page's first render. A part whose read fails is left empty and
 * named in `failed`: the page still renders, and the browser reads that part itself (with the spec's toasts).
 */
export const getPortalData = async (): Promise<PortalData> => {
  const failed: PartKey[] = []
  const data: PortalParts = { ...EMPTY }
  await Promise.all(
    PART_KEYS.map(async (key) => {
      try {
        ;(data as Record<PartKey, unknown>)[key] = await readers[key]()
      } catch (error) {
        console.error(`[portal] ${key}:`, error)
        failed.push(key)
      }
    }),
  )
  return { ...data, failed, renderedAt: Date.now() }
}
