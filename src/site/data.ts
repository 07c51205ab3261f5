import config from '@payload-config'
import { getPayload, type PayloadRequest, type Where } from 'payload'

import type { Audience } from '@/lib/audiences'
import { collectionTag, globalTag } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/public-cache'
import { readContestInfo, type ContestInfo } from '@/contest/settings'
import { picture as toPicture, type MediaSize, type Picture } from '@/lib/media'

/**
 * Public-site reads: Payload's Local API as an anonymous visitor (overrideAccess: false, so the
 * collections' own rules return active items only), explicit depth/select, cached under the
 * collection's tag that its hooks expire on every staff edit.
 */

export type { Picture }

const MEDIA_POPULATE = {
  media: { url: true, filename: true, mimeType: true, width: true, height: true, alt: true, sizes: true },
} as const

/** Public pages assume 1200x800 for a picture whose document records no size. */
const picture = (value: unknown, size: MediaSize | null, alt: string): Picture | null =>
  toPicture(value, alt, size ?? undefined, { width: 1200, height: 800 })

/** `image`: the list size; `cover`: the main size (the detail page and the home page's illustrations). */
export type BlogCard = {
  id: number
  audience: Audience
  slug: string
  name: string
  short_description: string
  image: Picture | null
  cover: Picture | null
  updatedAt: string
}
/**
 * What search engines and shared links show of a post (issue 28), each empty when staff left it so
 * (the page then uses the name, the short description, the cover).
 */
export type BlogSeo = { title: string; description: string; image: Picture | null }

/** `body`: the rich text (Lexical JSON, its images populated); `description` its plain text. `createdAt`: when the post was published (Open Graph's article:published_time). */
export type BlogFull = BlogCard & { description: string; body: unknown; createdAt: string; seo: BlogSeo }

const payload = () => getPayload({ config })

const activeBlogs = (audience: Audience | null, slug?: string): Where => ({
  and: [
    { is_active: { equals: true } },
    ...(audience ? [{ audience: { equals: audience } }] : []),
    ...(slug ? [{ slug: { equals: slug } }] : []),
  ],
})

/** Cards per page of a public blog list (3 per row, spec §9): `/blogs/{audience}` is page 1, `?pagina=N` the others. */
export const BLOG_PAGE_SIZE = 12

/** Addresses per file of the sitemap index (the protocol allows 50,000; 5,000 keeps a file well under Next's 2 MB cache item). */
export const SITEMAP_CHUNK = 5_000

export type BlogPage = { cards: BlogCard[]; total: number; page: number; pages: number }

/**
 * One page of the cards of the active blogs, newest first (id breaks ties, so pages never overlap):
 * what the lists show (never the body). A page past the last is empty; the page itself decides on a 404.
 */
export const readBlogPage = async (audience: Audience | null, page = 1): Promise<BlogPage> => {
  const result = await (
    await payload()
  ).find({
    collection: 'blogs',
    where: activeBlogs(audience),
    depth: 1,
    limit: BLOG_PAGE_SIZE,
    page: Math.max(1, Math.floor(page)),
    sort: ['-createdAt', '-id'],
    overrideAccess: false,
    select: { audience: true, slug: true, name: true, short_description: true, image_path: true, updatedAt: true },
    populate: MEDIA_POPULATE,
  })
  const cards = result.docs
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
  return { cards, total: result.totalDocs, page: Math.max(1, Math.floor(page)), pages: Math.max(1, result.totalPages) }
}

/** The first page of cards (one audience, or every audience). */
export const readBlogCards = async (audience: Audience | null, page = 1): Promise<BlogCard[]> =>
  (await readBlogPage(audience, page)).cards

/** One page of an audience's list, cached under the blogs' tag. */
export const getBlogPage = cachedRead(
  async (audience: Audience, page: number) => readBlogPage(audience, page),
  ['site:blogs:page:v2'],
  { tags: [collectionTag('blogs')] },
)

export type BlogAddress = { audience: Audience; slug: string; updatedAt: string }

/** How many active blogs there are (the sitemap index's number of blog files). */
export const countActiveBlogs = async (): Promise<number> =>
  (await (await payload()).count({ collection: 'blogs', where: activeBlogs(null), overrideAccess: false })).totalDocs

/** The addresses of one sitemap file of blogs (`chunk` from 0), oldest id first so a new post never moves the others. */
export const readBlogAddresses = async (chunk: number): Promise<BlogAddress[]> => {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'blogs',
    where: activeBlogs(null),
    depth: 0,
    limit: SITEMAP_CHUNK,
    page: chunk + 1,
    sort: 'id',
    overrideAccess: false,
    select: { audience: true, slug: true, updatedAt: true },
  })
  return docs.flatMap((doc) => (doc.slug ? [{ audience: doc.audience, slug: doc.slug, updatedAt: doc.updatedAt }] : []))
}

export const getBlogCount = cachedRead(countActiveBlogs, ['site:blogs:count'], { tags: [collectionTag('blogs')] })
export const getBlogAddresses = cachedRead(
  async (chunk: number) => readBlogAddresses(chunk),
  ['site:blogs:addresses'],
  { tags: [collectionTag('blogs')] },
)

const BLOG_SELECT = {
  audience: true,
  slug: true,
  name: true,
  short_description: true,
  description: true,
  body: true,
  image_path: true,
  seo_title: true,
  seo_description: true,
  seo_image: true,
  updatedAt: true,
  createdAt: true,
} as const

/**
 * One blog with its body. Visitors (no `user`): the published version while active, through the
 * collection's access. A staff preview (`user`, `draft`): the newest version, a draft included
 * (src/site/blogs/preview.ts; never cached).
 */
export const readBlog = async (
  audience: Audience,
  slug: string,
  as?: { user: PayloadRequest['user']; draft: true },
): Promise<BlogFull | null> => {
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
    seo: {
      title: doc.seo_title?.trim() ?? '',
      description: doc.seo_description?.trim() ?? '',
      image: picture(doc.seo_image, null, doc.seo_title || doc.name || ''),
    },
  }
}

/** One active blog with its body, or null (unknown, inactive, never published or of another audience). */
export const getBlog = cachedRead(
  async (audience: Audience, slug: string): Promise<BlogFull | null> => readBlog(audience, slug),
  ['site:blog'],
  { tags: [collectionTag('blogs')] },
)

/**
 * A former address of a visible blog of the audience (issue 28): the address it has now, or null (no
 * such address, or the blog is not visible any more). Read when the address has no blog of its own.
 */
export const readBlogRedirect = async (audience: Audience, slug: string): Promise<string | null> => {
  const client = await payload()
  const { docs } = await client.find({
    collection: 'blog-redirects',
    where: { and: [{ audience: { equals: audience } }, { from: { equals: slug } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    // Former addresses are not secret, but the collection is staff-only on the APIs.
    overrideAccess: true,
    select: { blog: true },
  })
  const blog = docs[0]?.blog
  if (blog == null) return null
  const { docs: blogs } = await client.find({
    collection: 'blogs',
    where: { and: [activeBlogs(audience), { id: { equals: typeof blog === 'object' ? blog.id : blog } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    select: { slug: true },
  })
  const now = blogs[0]?.slug
  return now && now !== slug ? now : null
}

/** `readBlogRedirect`, cached under the blogs' and the redirects' tags (both expire when an address changes). */
export const getBlogRedirect = cachedRead(
  async (audience: Audience, slug: string) => readBlogRedirect(audience, slug),
  ['site:blog-redirect'],
  { tags: [collectionTag('blogs'), collectionTag('blog-redirects')] },
)

export type AllyLogo = { id: number; src: string; alt: string; width: number; height: number }

/** Active ally logos in the staff's order. */
export const getAllies = cachedRead(
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
export const getContestInfo = cachedRead(
  async (): Promise<ContestInfo> => readContestInfo(await payload()),
  ['site:contest-settings:v1'],
  {
    tags: [globalTag('contest-settings')],
  },
)
