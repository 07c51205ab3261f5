import config from '@payload-config'
import { getPayload } from 'payload'

import { collectionTag } from '@/lib/cache-tags'
import { picture, type Picture } from '@/lib/media'
import { cachedRead } from '@/lib/public-cache'

import { viewHref } from '../portal/nav'
import { portalViewOf, SHARE_KINDS, shareKindOf, type ShareKind } from './items'

export type SharedItem = {
  kind: ShareKind
  title: string
  description: string
  image: Picture | null
  portalHref: string
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const idOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : null
}

/** One published item as its share page shows it (title, a short text, its main picture), or null. */
const readSharedItem = async (kind: ShareKind, id: number): Promise<SharedItem | null> => {
  const { collection } = shareKindOf(kind)
  const payload = await getPayload({ config })
  // Activities have no published flag (every stored one is public); the other types show published items only.
  const publishable = payload.collections[collection].config.flattenedFields.some((field) => field.name === 'is_active')
  const { docs } = await payload.find({
    collection,
    where: { and: [{ id: { equals: id } }, ...(publishable ? [{ is_active: { equals: true } }] : [])] },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    populate: { media: { url: true, width: true, height: true, alt: true, sizes: true } },
  })
  const doc = docs[0] as Record<string, unknown> | undefined
  if (!doc) return null
  const title = str(doc.title) || str(doc.name)
  const description = str(doc.short_description) || str(doc.description) || `${shareKindOf(kind).label} en ProfeMax`
  const { inCategory } = shareKindOf(kind)
  const category = inCategory ? idOf(doc.category) : null
  if (inCategory && category === null) return null
  return {
    kind,
    title,
    description: description.length > 200 ? `${description.slice(0, 197).trimEnd()}…` : description,
    image: picture(doc.image_path, title, 'main'),
    portalHref: viewHref(portalViewOf(kind, id, category), '/profe-max'),
  }
}

const cachedSharedItem = cachedRead(
  (kind: ShareKind, id: number) => readSharedItem(kind, id),
  ['site:shared-item'],
  // Every kind's collection: whichever item a page shows, its staff edit expires it.
  { tags: [...new Set(Object.values(SHARE_KINDS).map((share) => collectionTag(share.collection)))] },
)

/** Cached under the items' collection tags (their hooks expire them on every staff edit). */
export const getSharedItem = (kind: ShareKind, id: number): Promise<SharedItem | null> => cachedSharedItem(kind, id)
