import config from '@payload-config'
import { getPayload, type Where } from 'payload'

import { collectionTag, globalTag } from '@/lib/cache-tags'
import { mexicoCityMonth } from '@/lib/dates'
import { cachedRead } from '@/lib/public-cache'

import { PART_KEYS, PARTS, type FindQuery, type Query } from './parts'
import { monthRange, PORTAL_PAGE_SIZE, type PartPage } from './endpoint'
import { SECCIONES } from './nav'
import { recommendationParts, recommendedCategoryParts, recommendedParts } from './sections'
import type { Category, PartKey, PortalActivity, PortalData, PortalParts } from './types'
import { asRecord, asRecords } from '@/lib/doc-record'

/**
 * The portal's one read path: the page's HTML (getPortalData), the paged endpoint the browser reads the
 * rest from (`/profe-max/datos/{part}/{key}`, readPortalKey) and the calendar feed (readActivities) all
 * read here, through Payload's Local API as an anonymous visitor, cached under the tags of what each part
 * shows (expired by the collections' hooks through src/lib/public-cache.ts, which also purges the proxy).
 *
 * Bounded at any data size: a list of one content type (`paged`) renders its first PORTAL_PAGE_SIZE items,
 * the calendar the activities of the months around the render, and the browser fetches pages, items and
 * months on demand.
 */

type Doc = Record<string, unknown>
type Found = { docs: Doc[]; total: number }

/** One query as an anonymous visitor: published items only; `limit` 0 for every item. */
const run = async (
  query: Query,
  { where, limit = 0, page = 1 }: { where?: Where; limit?: number; page?: number } = {},
): Promise<Found> => {
  const payload = await getPayload({ config })
  if ('global' in query) {
    const doc = await payload.findGlobal({ slug: query.global, depth: 0, overrideAccess: false })
    return { docs: [asRecord(doc)], total: 1 }
  }
  const result = await payload.find({
    collection: query.collection,
    where: where ? { and: [query.where, where] } : query.where,
    select: query.select,
    depth: query.depth,
    // id breaks ties, so pages never overlap.
    sort: [...[query.sort].flat(), 'id'],
    populate: query.populate,
    ...(limit > 0 ? { limit, page, pagination: true } : { limit: 0, pagination: false }),
    overrideAccess: false,
  })
  return { docs: asRecords(result.docs), total: result.totalDocs }
}

/** The tags of what a part shows; its pictures' too (a picture replaced in the library expires `collection:media`). */
const tagsOf = (key: PartKey): string[] =>
  PARTS[key].queries.flatMap((query) =>
    'global' in query
      ? [globalTag(query.global)]
      : [collectionTag(query.collection), ...(query.populate ? [collectionTag('media')] : [])],
  )

const listQuery = (key: PartKey): FindQuery => PARTS[key].queries[0] as FindQuery
const isPaged = (key: PartKey): boolean => PARTS[key].paged === true
const isGrouped = (key: PartKey): boolean => PARTS[key].grouped === true
type AnyCategory = Category<{ id: number }>
const pagesOf = (total: number): number => Math.max(1, Math.ceil(total / PORTAL_PAGE_SIZE))

/** A whole part (categories, recommendations): what they show is bounded by the staff's categories. */
const readWhole = async <K extends PartKey>(key: K): Promise<PortalParts[K]> =>
  PARTS[key].map((await Promise.all(PARTS[key].queries.map((query) => run(query)))).map((found) => found.docs))

/**
 * A category part (images, templates, music): its active categories (as many as the staff made), each with
 * the first page of its items and their total; the rest of a category's items is `categoria-{id}-pagina-N`.
 */
const readGrouped = async (key: PartKey): Promise<AnyCategory[]> => {
  const [categoryQuery, itemQuery] = PARTS[key].queries as [FindQuery, FindQuery]
  const categories = (await run(categoryQuery)).docs
  const firsts = await Promise.all(
    categories.map((category) =>
      run(itemQuery, { where: { category: { equals: category.id } }, limit: PORTAL_PAGE_SIZE }),
    ),
  )
  const grouped = PARTS[key].map([categories, firsts.flatMap((found) => found.docs)]) as unknown as AnyCategory[]
  return grouped.map((category, i) => ({ ...category, total: firsts[i]?.total ?? 0 }))
}

/** Page `page` (from 1) of one category's items. */
const readCategoryPage = async (key: PartKey, category: number, page: number): Promise<PartPage> => {
  const [, itemQuery] = PARTS[key].queries as [FindQuery, FindQuery]
  const found = await run(itemQuery, { where: { category: { equals: category } }, limit: PORTAL_PAGE_SIZE, page })
  const [mapped] = PARTS[key].map([[{ id: category }], found.docs]) as unknown as AnyCategory[]
  return { items: mapped?.items ?? [], total: found.total, pages: pagesOf(found.total) }
}

/** One page (from 1) of a list part. */
const readPage = async (key: PartKey, page: number): Promise<PartPage> => {
  const found = await run(listQuery(key), { limit: PORTAL_PAGE_SIZE, page })
  return {
    items: PARTS[key].map([found.docs]) as unknown[],
    total: found.total,
    pages: pagesOf(found.total),
  }
}

/** One published item of a list part or an activity, by id, or null; of a category part, `{ category, item }`. */
const readItem = async (key: PartKey, id: number): Promise<unknown> => {
  if (isGrouped(key)) {
    const [, itemQuery] = PARTS[key].queries as [FindQuery, FindQuery]
    const doc = (await run(itemQuery, { where: { id: { equals: id } }, limit: 1 })).docs[0]
    if (!doc) return null
    const category = Number(doc.category)
    const [mapped] = PARTS[key].map([[{ id: category }], [doc]]) as unknown as AnyCategory[]
    return mapped?.items[0] ? { category, item: mapped.items[0] } : null
  }
  const found = await run(listQuery(key), { where: { id: { equals: id } }, limit: 1 })
  return found.docs.length ? ((PARTS[key].map([found.docs]) as unknown[])[0] ?? null) : null
}

/** The activities from `from` to `to` (yyyy-mm-dd, both included), by day. */
export const readActivities = async (from: string, to: string): Promise<PortalActivity[]> =>
  PARTS.activities.map([
    (
      await run(listQuery('activities'), {
        where: { and: [{ activity_date: { greater_than_equal: from } }, { activity_date: { less_than_equal: to } }] },
      })
    ).docs,
  ])

const cached = <A extends unknown[], R>(key: PartKey, name: string, read: (...args: A) => Promise<R>) =>
  // Edits made outside this server (seed script, another instance without the shared cache) expire no tag here: bound the staleness.
  cachedRead(read, ['portal', key, name, 'v3'], { tags: tagsOf(key), revalidate: 300 })

/** The ids a list part or the activities publish (a few thousand numbers): an `id-N` outside them is refused before any read. */
const readIds = async (key: PartKey): Promise<number[]> => {
  const query = listQuery(key)
  return (await run({ ...query, select: { id: true } as FindQuery['select'], depth: 0, populate: undefined })).docs.map(
    (doc) => Number(doc.id),
  )
}

/** The months (yyyy-mm) that have activities: a `mes-` outside them answers an empty month without a read. */
const readMonths = async (): Promise<string[]> => {
  const query = listQuery('activities')
  const { docs } = await run({ ...query, select: { activity_date: true }, depth: 0 })
  return [...new Set(docs.map((doc) => String(doc.activity_date).slice(0, 7)))]
}

type Readers = {
  whole: () => Promise<unknown>
  categoryPage: (category: number, page: number) => Promise<PartPage>
  page: (page: number) => Promise<PartPage>
  item: (id: number) => Promise<unknown>
  ids: () => Promise<number[]>
  months: () => Promise<string[]>
  between: (from: string, to: string) => Promise<PortalActivity[]>
}

const readers = Object.fromEntries(
  PART_KEYS.map((key) => [
    key,
    {
      whole: cached(key, 'whole', (): Promise<unknown> => (isGrouped(key) ? readGrouped(key) : readWhole(key))),
      categoryPage: cached(key, 'categoryPage', (category: number, page: number) =>
        readCategoryPage(key, category, page),
      ),
      page: cached(key, 'page', (page: number) => readPage(key, page)),
      item: cached(key, 'item', (id: number) => readItem(key, id)),
      ids: cached(key, 'ids', () => readIds(key)),
      months: cached(key, 'months', readMonths),
      between: cached(key, 'between', (from: string, to: string) => readActivities(from, to)),
    } satisfies Readers,
  ]),
) as Record<PartKey, Readers>

/** The activities of a window, from the same cache as the page (the calendar feed). */
export const getActivities = (from: string, to: string): Promise<PortalActivity[]> =>
  readers.activities.between(from, to)

/** The months the page's calendar carries: the render's month, the one before and the one after. */
const renderWindow = (now: number): { from: string; to: string } => {
  const { year, month } = mexicoCityMonth(new Date(now))
  return { from: monthRange(year, month - 1).from, to: monthRange(year, month + 1).to }
}

/**
 * What the browser asks the paged endpoint for (src/site/portal/endpoint.ts names the keys): `todo` (a
 * whole part; a category part with each category's first page), `pagina-N` (a page of a list),
 * `categoria-C-pagina-N` (a page of category C's items), `id-N` (one item), `mes-yyyy-mm` (a month of activities).
 * `undefined` for a key the part does not answer or that names nothing (a 404).
 */
export const readPortalKey = async (key: PartKey, request: string): Promise<unknown> => {
  const reader = readers[key]
  const list = isPaged(key)
  let match: RegExpExecArray | null
  // Every key answered is one that exists (a page within the list, a published id, a month with
  // activities), so requests for made-up keys add no entry to the cache.
  if (request === 'todo') return list || key === 'activities' ? undefined : reader.whole()
  if ((match = /^pagina-([1-9]\d{0,4})$/.exec(request)) && list) {
    const page = Number(match[1])
    return page === 1 || page <= (await reader.page(1)).pages ? reader.page(page) : undefined
  }
  if ((match = /^id-([1-9]\d{0,9})$/.exec(request)) && (list || key === 'activities')) {
    const id = Number(match[1])
    return (await reader.ids()).includes(id) ? reader.item(id) : undefined
  }
  if ((match = /^categoria-([1-9]\d{0,9})-pagina-([1-9]\d{0,4})$/.exec(request)) && isGrouped(key)) {
    const id = Number(match[1])
    const page = Number(match[2])
    const category = ((await reader.whole()) as AnyCategory[]).find((c) => c.id === id)
    return category && page <= pagesOf(category.total) ? reader.categoryPage(id, page) : undefined
  }
  if ((match = /^mes-(20\d\d)-(0[1-9]|1[0-2])$/.exec(request)) && key === 'activities') {
    if (!(await reader.months()).includes(`${match[1]}-${match[2]}`)) return []
    const { from, to } = monthRange(Number(match[1]), Number(match[2]) - 1)
    return reader.between(from, to)
  }
  return undefined
}

/** The recommended item, added to its list's first page when that page lacks it (the recommendation card shows it at once). */
const withRecommended = async (
  data: PortalParts,
  reco: { type: string; id: number } | null,
  types: Record<string, PartKey>,
): Promise<void> => {
  const target = reco ? types[reco.type] : undefined
  if (!reco || !target || !isPaged(target)) return
  const list = data[target] as { id: number }[]
  if (list.some((item) => item.id === reco.id)) return
  const item = await readers[target].item(reco.id)
  if (item) (data as Record<PartKey, unknown>)[target] = [...list, item]
}

/**
 * The item a view shows (src/site/portal/paths.ts `itemOfView`: a detail's item, a category's starred one),
 * added to its part when the page's first page lacks it: the server renders that view complete (issue 31).
 */
const withViewItem = async (data: PortalParts, { part, id }: { part: PartKey; id: number }): Promise<void> => {
  const record = data as Record<PartKey, unknown>
  if (isGrouped(part)) {
    const categories = data[part] as AnyCategory[]
    if (categories.some((category) => category.items.some((item) => item.id === id))) return
    const found = (await readers[part].item(id)) as { category: number; item: { id: number } } | null
    if (!found) return
    record[part] = categories.map((category) =>
      category.id === found.category ? { ...category, items: [...category.items, found.item] } : category,
    )
    return
  }
  if (!isPaged(part) && part !== 'activities') return
  const list = data[part] as { id: number }[]
  if (list.some((item) => item.id === id)) return
  // Only a published id is read (as the paged endpoint does): a made-up one adds nothing to the cache.
  if (!(await readers[part].ids()).includes(id)) return
  const item = await readers[part].item(id)
  if (item) record[part] = [...list, item]
}

const EMPTY = Object.fromEntries(PART_KEYS.map((key) => [key, PARTS[key].empty])) as PortalParts

/**
 * What a portal page renders of `parts` (a module's page: that module's, src/site/portal/sections.ts
 * `moduleParts`; the modules home: none): each list's first page (and its total), the calendar's months
 * around today, the whole of the other parts. The parts not read are named in `absent` (the browser reads
 * them if a view opened in place shows them). A part whose read fails is left empty and named in `failed`:
 * the page still renders, and the browser reads that part from the paged endpoint (with the spec's toasts).
 */
export const getPortalData = async ({
  parts = PART_KEYS,
  item = null,
  now = Date.now(),
}: {
  parts?: readonly PartKey[]
  item?: { part: PartKey; id: number } | null
  now?: number
} = {}): Promise<PortalData> => {
  const failed: PartKey[] = []
  const data: PortalParts = { ...EMPTY }
  const totals: Partial<Record<PartKey, number>> = {}
  const window = renderWindow(now)
  const read = PART_KEYS.filter((key) => parts.includes(key))
  await Promise.all(
    read.map(async (key) => {
      try {
        if (key === 'activities') data.activities = await readers.activities.between(window.from, window.to)
        else if (isPaged(key)) {
          const page = await readers[key].page(1)
          ;(data as Record<PartKey, unknown>)[key] = page.items
          totals[key] = page.total
        } else (data as Record<PartKey, unknown>)[key] = await readers[key].whole()
      } catch (error) {
        console.error(`[portal] ${key}:`, error)
        failed.push(key)
      }
    }),
  )
  // Each module's recommendation the page read, with its item added where the page shows it.
  const recommendations = SECCIONES.flatMap((module) =>
    recommendationParts(module)
      .filter((part) => read.includes(part))
      .map((part) => ({ module, reco: data[part] })),
  )
  const readOnly = (types: Record<string, PartKey>) =>
    Object.fromEntries(Object.entries(types).filter(([, part]) => read.includes(part)))
  await Promise.all(
    recommendations.map(({ module, reco }) => withRecommended(data, reco, readOnly(recommendedParts(module)))),
  ).catch((error: unknown) => console.error('[portal] recommendation:', error))
  // A recommended item shown inside its category (a track): added to its category's first page (the card and 'Explorar' find it there).
  await Promise.all(
    recommendations.map(({ module, reco }) => {
      const part = reco ? readOnly(recommendedCategoryParts(module))[reco.type] : undefined
      return part && reco ? withViewItem(data, { part, id: reco.id }) : undefined
    }),
  ).catch((error: unknown) => console.error('[portal] recommendation:', error))
  if (item && read.includes(item.part))
    await withViewItem(data, item).catch((error: unknown) => console.error('[portal] view item:', error))
  return {
    ...data,
    failed,
    absent: PART_KEYS.filter((key) => !read.includes(key)),
    renderedAt: now,
    paged: PART_KEYS.filter(isPaged),
    totals,
    activityWindow: window,
  }
}
