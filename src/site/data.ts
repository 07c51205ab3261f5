import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { Audience } from '@/lib/audiences'
import { collectionTag } from '@/lib/cache-tags'
import { picture as toPicture, type MediaSize, type Picture } from '@/lib/media'

/**
 * Public-site reads: Payload's Local API as an anonymous visitor (overrideAccess: false, so the
 * collections' own rules return active items only), explicit depth/select, cached under the
 * collection's tag that its hooks expire on every staff edit.
 */

export type { Picture }

const MEDIA_POPULATE = { media: { url: true, filename: true, mimeType: true, width: true, height: true, alt: true, sizes: true } } as const

/** Public pages assume 1200x800 for a picture whose document records no size. */
const picture = (value: unknown, size: MediaSize | null, alt: string): Picture | null => toPicture(value, alt, size ?? undefined, { width: 1200, height: 800 })

export type BlogCard = { id: number; audience: Audience; slug: string; name: string; short_description: string; image: Picture | null }
export type BlogFull = BlogCard & { description: string; cover: Picture | null; updatedAt: string }

const payload = () => getPayload({ config })

const readBlogs = async (audience: Audience | null): Promise<BlogFull[]> => {
  const { docs } = await (await payload()).find({
    collection: 'blogs',
    where: { and: [{ is_active: { equals: true } }, ...(audience ? [{ audience: { equals: audience } }] : [])] },
    depth: 1,
    limit: 200,
    sort: '-createdAt',
    overrideAccess: false,
    select: { audience: true, slug: true, name: true, short_description: true, description: true, image_path: true, updatedAt: true },
    populate: MEDIA_POPULATE,
  })
  return docs
    .filter((doc) => doc.slug)
    .map((doc) => ({
      id: doc.id,
      audience: doc.audience,
      slug: doc.slug as string,
      name: doc.name,
      short_description: doc.short_description,
      description: doc.description,
      image: picture(doc.image_path, 'list', doc.name),
      cover: picture(doc.image_path, 'main', doc.name),
      updatedAt: doc.updatedAt,
    }))
}

/** Active blogs of one audience, newest first. */
export const getBlogs = unstable_cache(async (audience: Audience) => readBlogs(audience), ['site:blogs'], { tags: [collectionTag('blogs')] })

/** Every active blog (sitemap, prebuilt detail pages). */
export const getAllBlogs = unstable_cache(async () => readBlogs(null), ['site:blogs:all'], { tags: [collectionTag('blogs')] })

/** One active blog, or null (unknown, inactive or of another audience). */
export const getBlog = async (audience: Audience, slug: string): Promise<BlogFull | null> =>
  (await getBlogs(audience)).find((blog) => blog.slug === slug) ?? null

export type AllyLogo = { id: number; src: string; alt: string; width: number; height: number }

/** Active ally logos in the staff's order. */
export const getAllies = unstable_cache(
  async (): Promise<AllyLogo[]> => {
    const { docs } = await (await payload()).find({
      collection: 'allies',
      where: { is_active: { equals: true } },
      depth: 1,
      limit: 100,
      sort: ['order', 'id'],
      overrideAccess: false,
      select: { name: true, logo: true },
      populate: MEDIA_POPULATE,
    })
    return docs.flatMap((doc) => {
      const logo = picture(doc.logo, null, doc.name)
      return logo ? [{ id: doc.id, src: logo.url, alt: doc.name, width: logo.width, height: logo.height }] : []
    })
  },
  ['site:allies:v1'],
  { tags: [collectionTag('allies')] },
)

/** Active blog covers, to illustrate the home page with the demo content. */
export const getCovers = async (): Promise<{ audience: Audience; picture: Picture }[]> =>
  (await getAllBlogs()).flatMap((blog) => (blog.cover ? [{ audience: blog.audience, picture: blog.cover }] : []))
