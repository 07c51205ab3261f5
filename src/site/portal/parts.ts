import type { CollectionSlug, GlobalSlug, Where } from 'payload'

import { activity } from '../../content/activity'
import { fieldsOf, type AnyContent, type PortalItem } from '../../content/kit'
import { REGISTRY, type AnyRegistration } from '../../content/registry'
import { picture, type MediaSize, type Picture } from '../../lib/media'
import type {
  Category,
  FileItem,
  MusicTrack,
  PartKey,
  PortalActivity,
  PortalParts,
  Recommendation,
  RegisteredParts,
} from './types'

/**
 * The portal's reads, described once and run on the server only (Payload's Local API, as an anonymous
 * visitor) by src/site/portal/data.ts, for the page's HTML and for the paged endpoint the browser reads
 * the rest from (`/profe-max/datos/{part}/{key}`).
 */

type Doc = Record<string, unknown>
export type FindQuery = {
  collection: CollectionSlug
  where: Where
  select: Record<string, true>
  depth: 0 | 1
  sort: string | string[]
  populate?: Record<string, Record<string, true>>
}
type GlobalQuery = { global: GlobalSlug }
export type Query = FindQuery | GlobalQuery

/**
 * `empty`: what the page shows while the part is not read (its read failed on the server); `paged`: a list
 * of one content type, read a page at a time (the page renders its first page only); `grouped`: categories
 * (queries[0]) with their items (queries[1], by `category`), each category's items read a page at a time.
 */
type Part<K extends PartKey> = {
  queries: Query[]
  map: (results: Doc[][]) => PortalParts[K]
  empty: PortalParts[K]
  paged?: true
  grouped?: true
}

const active: Where = { is_active: { equals: true } }
const MEDIA = { media: { url: true, width: true, height: true, alt: true, sizes: true } } as const

const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value))
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []

const pic = (value: unknown, alt: string, size?: MediaSize): Picture | null => picture(value, alt, size)

/** Every stored field of a content type but `is_active`. */
const selectOf = (type: AnyContent): Record<string, true> =>
  Object.fromEntries(
    Object.entries(type.fields).flatMap(([name, def]) => (def.kind === 'active' ? [] : [[name, true]])),
  )

/** The values of a document by their spec names: texts, lists without blanks, numbers (images apart). */
const fieldValues = (type: AnyContent, doc: Doc): Record<string, unknown> => {
  const item: Record<string, unknown> = {}
  for (const [name, def] of Object.entries(type.fields)) {
    if (def.kind === 'list') item[name] = texts(doc[name])
    else if (def.kind === 'number') item[name] = Number(doc[name]) || 0
    else if (def.kind === 'flag') item[name] = doc[name] === true
    else if (def.kind !== 'image' && def.kind !== 'active') item[name] = str(doc[name])
  }
  return item
}

/** A published item of a content type (src/content), every field by its spec name. */
const itemOf =
  <T extends AnyContent>(type: T) =>
  (doc: Doc): PortalItem<T> => {
    const alt = str(doc[type.titleField])
    const item: Record<string, unknown> = { ...fieldValues(type, doc), id: Number(doc.id) }
    item.image = pic(doc.image_path, alt, 'main')
    item.listImage = pic(doc.list_image_path, alt, 'list') ?? pic(doc.image_path, alt, 'list')
    return item as PortalItem<T>
  }

type ListHeadings = NonNullable<NonNullable<NonNullable<AnyRegistration['portal']>['section']>['listHeadings']>

/**
 * The active items of a content type, every stored field but `is_active`; a type with a 'Destacado'
 * flag lists the featured ones first, then newest first (issue 28: the short lists show its first few).
 */
const contentPart = <T extends AnyContent>(type: T, listHeadings?: ListHeadings) => ({
  queries: [
    {
      collection: type.slug,
      where: active,
      select: selectOf(type),
      depth: 1,
      sort: fieldsOf(type, 'flag').length ? [`-${fieldsOf(type, 'flag')[0]![0]}`, '-createdAt'] : 'id',
      populate: MEDIA,
    } satisfies FindQuery,
  ],
  map: (results: Doc[][]) =>
    list(results, (doc) => {
      const item = itemOf(type)(doc)
      // The detail's list headings that depend on the item, worded here: the browser gets no registry (issue 31).
      return listHeadings ? { ...item, headings: listHeadings(item) } : item
    }),
  empty: [],
  paged: true as const,
})

const categoryQuery = (collection: CollectionSlug): FindQuery => ({
  collection,
  where: active,
  select: { name: true, image_path: true, selected_image_path: true },
  depth: 1,
  sort: 'id',
  populate: MEDIA,
})

/** Active items grouped under their active categories, in the categories' order. */
const categories = <T>(cats: Doc[], items: Doc[], item: (doc: Doc) => T): Category<T>[] =>
  cats.map((cat) => {
    const name = str(cat.name)
    return {
      id: Number(cat.id),
      name,
      image: pic(cat.image_path, '', 'thumbnail'),
      selectedImage: pic(cat.selected_image_path, '', 'thumbnail'),
      items: items.filter((doc) => Number(doc.category) === Number(cat.id)).map(item),
      total: 0,
    }
  })

const fileItem = (doc: Doc): FileItem => {
  const sizes = doc.sizes as Record<string, { url?: string | null } | undefined> | undefined
  return {
    id: Number(doc.id),
    title: str(doc.title),
    url: str(doc.url),
    filename: str(doc.filename),
    thumb: sizes?.thumbnail?.url || null,
  }
}

const fileQuery = (collection: CollectionSlug, thumbs: boolean): FindQuery => ({
  collection,
  where: active,
  select: { title: true, category: true, url: true, filename: true, ...(thumbs ? { sizes: true } : {}) },
  depth: 0,
  sort: 'id',
})

const recommendation = (docs: Doc[]): Recommendation => {
  const doc = docs[0]
  const item = doc?.item as { value?: unknown } | undefined
  const value = item && typeof item.value === 'object' && item.value ? (item.value as Doc).id : item?.value
  return doc && typeof doc.type === 'string' && value != null ? { type: doc.type, id: Number(value) } : null
}

const list = <T>(results: Doc[][], map: (doc: Doc) => T): T[] => (results[0] ?? []).map(map)

/** The part of every type registered with a portal section (src/content/registry.ts); a view's part is its component's own. */
export const registeredParts = (registry: readonly AnyRegistration[] = REGISTRY) =>
  Object.fromEntries<unknown>(
    registry.flatMap((entry) =>
      entry.portal?.section ? [[entry.key, contentPart(entry.type, entry.portal.section.listHeadings)]] : [],
    ),
  ) as { [K in keyof RegisteredParts]: Part<K> }

const recommendationPart = (global: GlobalSlug) => ({
  queries: [{ global }],
  map: ([docs = []]: Doc[][]) => recommendation(docs),
  empty: null,
})

const OWN_PARTS: { [K in Exclude<PartKey, keyof RegisteredParts>]: Part<K> } = {
  activities: {
    queries: [{ collection: activity.slug, where: {}, select: selectOf(activity), depth: 0, sort: 'activity_date' }],
    // `date`: the plain day (yyyy-mm-dd), placed on that very day.
    map: (results): PortalActivity[] =>
      list(
        results,
        (doc) =>
          ({
            ...fieldValues(activity, doc),
            id: Number(doc.id),
            date: str(doc.activity_date).slice(0, 10),
          }) as PortalActivity,
      ),
    empty: [],
  },
  imageCategories: {
    queries: [categoryQuery('image-categories'), fileQuery('images', true)],
    map: ([cats = [], items = []]) => categories(cats, items, fileItem),
    empty: [],
    grouped: true,
  },
  templateCategories: {
    queries: [categoryQuery('template-categories'), fileQuery('template-files', false)],
    map: ([cats = [], items = []]) => categories(cats, items, fileItem),
    empty: [],
    grouped: true,
  },
  musicCategories: {
    queries: [
      categoryQuery('music-categories'),
      {
        collection: 'music-items',
        where: active,
        select: { title: true, url: true, category: true },
        depth: 0,
        sort: 'id',
      },
    ],
    map: ([cats = [], items = []]) =>
      categories(cats, items, (doc): MusicTrack => ({ id: Number(doc.id), title: str(doc.title), url: str(doc.url) })),
    empty: [],
    grouped: true,
  },
  developmentRecommendation: recommendationPart('development-recommendation'),
  wellbeingRecommendation: recommendationPart('wellbeing-recommendation'),
}

export const PARTS: { [K in PartKey]: Part<K> } = { ...registeredParts(), ...OWN_PARTS }

export const PART_KEYS = Object.keys(PARTS) as PartKey[]
