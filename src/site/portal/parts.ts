import type { CollectionSlug, GlobalSlug, Where } from 'payload'

import type { Category, Course, DevBook, FileItem, MusicTrack, PartKey, Pic, Podcast, PortalActivity, PortalParts, Recipe, Recommendation, Tool, WellbeingBook } from './types'

/**
 * The portal's reads, described once and run in two places: by the page on the server (Payload's Local
 * API, as an anonymous visitor) and, only when that read failed, by the browser on Payload's REST API.
 * Both return the same JSON documents, so one mapper serves both.
 */

type Doc = Record<string, unknown>
type FindQuery = {
  collection: CollectionSlug
  where: Where
  select: Record<string, true>
  depth: 0 | 1
  sort: string
  populate?: Record<string, Record<string, true>>
}
type GlobalQuery = { global: GlobalSlug }
export type Query = FindQuery | GlobalQuery

type Part<K extends PartKey> = { queries: Query[]; map: (results: Doc[][]) => PortalParts[K] }

const active: Where = { is_active: { equals: true } }
const MEDIA = { media: { url: true, width: true, height: true, alt: true, sizes: true } } as const

const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value))
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [])

type MediaDoc = { url?: string | null; width?: number | null; height?: number | null; sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined> }

/** An uploaded picture at a named size when it exists, else the original. */
const pic = (value: unknown, alt: string, size?: 'main' | 'list' | 'thumbnail'): Pic | null => {
  if (!value || typeof value !== 'object') return null
  const media = value as MediaDoc
  const sized = size ? media.sizes?.[size] : undefined
  const url = sized?.url || media.url
  return url ? { url, width: sized?.width ?? media.width ?? 600, height: sized?.height ?? media.height ?? 400, alt } : null
}

const described = (doc: Doc, alt: string) => ({
  id: Number(doc.id),
  description: str(doc.description),
  image: pic(doc.image_path, alt, 'main'),
  listImage: pic(doc.list_image_path, alt, 'list') ?? pic(doc.image_path, alt, 'list'),
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
    }
  })

const fileItem = (doc: Doc): FileItem => {
  const sizes = doc.sizes as MediaDoc['sizes']
  return { id: Number(doc.id), title: str(doc.title), url: str(doc.url), filename: str(doc.filename), thumb: sizes?.thumbnail?.url || null }
}

const fileQuery = (collection: CollectionSlug, thumbs: boolean): FindQuery => ({
  collection,
  where: active,
  select: { title: true, category: true, url: true, filename: true, ...(thumbs ? { sizes: true } : {}) },
  depth: 0,
  sort: 'id',
})

const listQuery = (collection: CollectionSlug, fields: string[]): FindQuery => ({
  collection,
  where: active,
  select: Object.fromEntries(['image_path', 'list_image_path', 'description', ...fields].map((f) => [f, true])) as Record<string, true>,
  depth: 1,
  sort: 'id',
  populate: MEDIA,
})

const recommendation = (docs: Doc[]): Recommendation => {
  const doc = docs[0]
  const item = doc?.item as { value?: unknown } | undefined
  const value = item && typeof item.value === 'object' && item.value ? (item.value as Doc).id : item?.value
  return doc && typeof doc.type === 'string' && value != null ? { type: doc.type, id: Number(value) } : null
}

const list = <T>(results: Doc[][], map: (doc: Doc) => T): T[] => (results[0] ?? []).map(map)

export const PARTS: { [K in PartKey]: Part<K> } = {
  activities: {
    queries: [
      {
        collection: 'activities',
        where: {},
        select: { title: true, description: true, school_grade: true, activity_date: true, materials_list: true, materials_link: true },
        depth: 0,
        sort: 'activity_date',
      },
    ],
    map: (results): PortalActivity[] =>
      list(results, (doc) => ({
        id: Number(doc.id),
        title: str(doc.title),
        description: str(doc.description),
        school_grade: str(doc.school_grade),
        date: str(doc.activity_date).slice(0, 10),
        materials: texts(doc.materials_list),
        materials_link: str(doc.materials_link),
      })),
  },
  imageCategories: {
    queries: [categoryQuery('image-categories'), fileQuery('images', true)],
    map: ([cats = [], items = []]) => categories(cats, items, fileItem),
  },
  templateCategories: {
    queries: [categoryQuery('template-categories'), fileQuery('template-files', false)],
    map: ([cats = [], items = []]) => categories(cats, items, fileItem),
  },
  musicCategories: {
    queries: [categoryQuery('music-categories'), { collection: 'music-items', where: active, select: { title: true, url: true, category: true }, depth: 0, sort: 'id' }],
    map: ([cats = [], items = []]) => categories(cats, items, (doc): MusicTrack => ({ id: Number(doc.id), title: str(doc.title), url: str(doc.url) })),
  },
  devBooks: {
    queries: [listQuery('development-books', ['name', 'author', 'purchase_link', 'first_subdescription', 'second_subdescription'])],
    map: (results): DevBook[] =>
      list(results, (doc) => ({
        ...described(doc, str(doc.name)),
        name: str(doc.name),
        author: str(doc.author),
        purchase_link: str(doc.purchase_link),
        first: texts(doc.first_subdescription),
        second: texts(doc.second_subdescription),
      })),
  },
  courses: {
    queries: [listQuery('courses', ['name', 'plathform', 'purchase_link', 'type', 'subject', 'duration', 'first_subdescription', 'second_subdescription'])],
    map: (results): Course[] =>
      list(results, (doc) => ({
        ...described(doc, str(doc.name)),
        name: str(doc.name),
        plathform: str(doc.plathform),
        purchase_link: str(doc.purchase_link),
        type: str(doc.type),
        subject: str(doc.subject),
        duration: str(doc.duration),
        first: texts(doc.first_subdescription),
        second: texts(doc.second_subdescription),
      })),
  },
  tools: {
    queries: [listQuery('tools', ['name', 'link', 'first_subdescription', 'second_subdescription'])],
    map: (results): Tool[] =>
      list(results, (doc) => ({
        ...described(doc, str(doc.name)),
        name: str(doc.name),
        link: str(doc.link),
        first: texts(doc.first_subdescription),
        second: texts(doc.second_subdescription),
      })),
  },
  devRecommendation: { queries: [{ global: 'development-recommendation' }], map: ([docs = []]) => recommendation(docs) },
  recipes: {
    queries: [listQuery('recipes', ['title', 'short_description', 'time', 'portions', 'ingredients', 'preparation', 'first_subdescription'])],
    map: (results): Recipe[] =>
      list(results, (doc) => ({
        ...described(doc, str(doc.title)),
        title: str(doc.title),
        short_description: str(doc.short_description),
        time: str(doc.time),
        portions: Number(doc.portions) || 0,
        ingredients: texts(doc.ingredients),
        preparation: texts(doc.preparation),
        first: texts(doc.first_subdescription),
      })),
  },
  wellbeingBooks: {
    queries: [listQuery('wellbeing-books', ['title', 'author', 'short_description', 'link_purchase', 'subdescription_1', 'subdescription_2'])],
    map: (results): WellbeingBook[] =>
      list(results, (doc) => ({
        ...described(doc, str(doc.title)),
        title: str(doc.title),
        author: str(doc.author),
        short_description: str(doc.short_description),
        link_purchase: str(doc.link_purchase),
        sub1: texts(doc.subdescription_1),
        sub2: texts(doc.subdescription_2),
      })),
  },
  podcasts: {
    queries: [listQuery('podcasts', ['title', 'short_description', 'link', 'subdescription_1', 'subdescription_2'])],
    map: (results): Podcast[] =>
      list(results, (doc) => ({
        ...described(doc, str(doc.title)),
        title: str(doc.title),
        short_description: str(doc.short_description),
        link: str(doc.link),
        sub1: texts(doc.subdescription_1),
        sub2: texts(doc.subdescription_2),
      })),
  },
  wellbeingRecommendation: { queries: [{ global: 'wellbeing-recommendation' }], map: ([docs = []]) => recommendation(docs) },
}

export const PART_KEYS = Object.keys(PARTS) as PartKey[]

/** Payload REST query string for nested objects: where[is_active][equals]=true, select[name]=true... */
const toQuery = (value: unknown, prefix: string, out: string[]): string[] => {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) toQuery(inner, prefix ? `${prefix}[${key}]` : key, out)
  } else {
    out.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`)
  }
  return out
}

/** The REST address of one query (used by the browser only when the server read failed). */
export const restUrl = (query: Query): string => {
  if ('global' in query) return `/api/globals/${query.global}?depth=0`
  const { collection, ...rest } = query
  return `/api/${collection}?${toQuery({ ...rest, limit: 500, pagination: false }, '', []).join('&')}`
}
