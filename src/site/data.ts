import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type PayloadRequest, type Where } from 'payload'

import type { Audience } from '@/lib/audiences'
import { collectionTag, globalTag } from '@/lib/cache-tags'
import { readContestInfo, type ContestInfo } from '@/contest/settings'
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

/** `image`: the list size; `cover`: the main size (the detail page and the home page's illustrations). */
export type BlogCard = { id: number; audience: Audience; slug: string; name: string; short_description: string; image: Picture | null; cover: Picture | null; updatedAt: string }
/** `body`: the rich text (Lexical JSON, its images populated); `description` its plain text. `createdAt`: when the post was published (Open Graph's article:published_time). */
export type BlogFull = BlogCard & { description: string; body: unknown; createdAt: string }

const payload = () => getPayload({ config })

const activeBlogs = (audience: Audience | null, slug?: string): Where => ({
  and: [{ is_active: { equals: true } }, ...(audience ? [{ audience: { equals: audience } }] : []), ...(slug ? [{ slug: { equals: slug } }] : [])],
})

/** Cards of the active blogs, newest first: what the lists and the sitemap show (never the body); cached by getBlogs. */
export const readBlogCards = async (audience: Audience | null): Promise<BlogCard[]> => {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'blogs',
    where: activeBlogs(audience),
    depth: 1,
    limit: 200,
    sort: '-createdAt',
    overrideAccess: false,
    select: { audience: true, slug: true, name: true, short_description: true, image_path: true, updatedAt: true },
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
      image: picture(doc.image_path, 'list', doc.name),
      cover: picture(doc.image_path, 'main', doc.name),
      updatedAt: doc.updatedAt,
    }))
}

/** Active blogs of one audience, newest first. */
export const getBlogs = unstable_cache(async (audience: Audience) => readBlogCards(audience), ['site:blogs'], { tags: [collectionTag('blogs')] })

/** Every active blog (sitemap, prebuilt detail pages). */
export const getAllBlogs = unstable_cache(async () => readBlogCards(null), ['site:blogs:all'], { tags: [collectionTag('blogs')] })

const BLOG_SELECT = { audience: true, slug: true, name: true, short_description: true, description: true, body: true, image_path: true, updatedAt: true, createdAt: true } as const

/**
 * One blog with its body. Visitors (no `user`): the published version while active, through the
 * collection's access. A staff preview (`user`, `draft`): the newest version, a draft included
 * (src/site/blogs/preview.ts; never cached).
 */
export const readBlog = async (audience: Audience, slug: string, as?: { user: PayloadRequest['user']; draft: true }): Promise<BlogFull | null> => {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'blogs',
    where: as ? { and: [{ audience: { equals: audience } }, { slug: { equals: slug } }] } : activeBlogs(audience, slug),
    depth: 1,
    limit: 1,
    sort: '-createdAt',
    overrideAccess: false,
    ...(as ? { user: as.user ?? undefined, draft: true } : {}),
    select: BLOG_SELECT,
    populate: MEDIA_POPULATE,
  })
  const doc = docs[0]
  if (!doc?.slug) return null
  return {
    id: doc.id,
    audience: doc.audience as Audience,
    slug: doc.slug,
    name: doc.name ?? '',
    short_description: doc.short_description ?? '',
    description: doc.description ?? '',
    body: doc.body ?? null,
    image: picture(doc.image_path, 'list', doc.name ?? ''),
    // The post's page shows its cover up to 860 px wide: the original upload (drawn 1800 px wide by the
    // seed), not the 600 px 'main' size, so next/image has the pixels for a sharp 2x (issue 31).
    cover: picture(doc.image_path, null, doc.name ?? ''),
    updatedAt: doc.updatedAt,
    createdAt: doc.createdAt,
  }
}

/** One active blog with its body, or null (unknown, inactive, never published or of another audience). */
export const getBlog = unstable_cache(async (audience: Audience, slug: string): Promise<BlogFull | null> => readBlog(audience, slug), ['site:blog'], { tags: [collectionTag('blogs')] })

export type AllyLogo = { id: number; src: string; alt: string; width: number; height: number }

/** Active ally logos in the staff's order. */
export const getAllies = unstable_cache(
  async (): Promise<AllyLogo[]> => {
    const { docs } = await (
      await payload()
    ).find({
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

/** The contest's calendar, benefits, rewards, rules and prizes (the 'Concurso: fechas y bases' global). */
export const getContestInfo = unstable_cache(async (): Promise<ContestInfo> => readContestInfo(await payload()), ['site:contest-settings:v1'], {
  tags: [globalTag('contest-settings')],
})
