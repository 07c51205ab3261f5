import { AUDIENCES } from '@/lib/audiences'
import { CONTEST_PATH } from '@/lib/site-config'
import { blogListHref } from '@/site/blogs/audiences'
import { getBlogAddresses, getBlogCount, getBlogPage, SITEMAP_CHUNK } from '@/site/data'
import { SITE_URL } from '@/site/seo'

/**
 * The sitemap as an index of sitemaps (sitemaps.org protocol): `/sitemap.xml` names `/sitemaps/paginas.xml`
 * (the site's pages and every page of each blog list) and one `/sitemaps/blogs-N.xml` per SITEMAP_CHUNK
 * active posts, so every published post has an address in it whatever their number.
 */

const STATIC_PATHS = [
  '/',
  '/profe-max',
  '/blogs',
  '/proximamente',
  CONTEST_PATH,
  '/terminos-condiciones',
  '/aviso-de-privacidad',
  '/registro',
]

const xmlEscape = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

const absolute = (path: string): string => `${SITE_URL}${path === '/' ? '' : path}`

type Entry = { loc: string; lastmod?: string }

const urlset = (entries: Entry[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map(
      (entry) =>
        `<url><loc>${xmlEscape(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n')}\n</urlset>\n`

/** How many `blogs-N.xml` files the index names (at least one, so the address always exists). */
const blogFiles = async (): Promise<number> => Math.max(1, Math.ceil((await getBlogCount()) / SITEMAP_CHUNK))

/** `/sitemap.xml`: the index. */
export const sitemapIndex = async (): Promise<string> => {
  const files = ['paginas.xml', ...Array.from({ length: await blogFiles() }, (_, n) => `blogs-${n}.xml`)]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((file) => `<sitemap><loc>${xmlEscape(`${SITE_URL}/sitemaps/${file}`)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`
}

/** `/sitemaps/paginas.xml`: the site's pages and every page of each blog list. */
const pagesSitemap = async (): Promise<string> => {
  const lists = await Promise.all(
    AUDIENCES.map(async (audience) => {
      const { pages } = await getBlogPage(audience, 1)
      return Array.from({ length: pages }, (_, i) => ({ loc: absolute(blogListHref(audience, i + 1)) }))
    }),
  )
  return urlset([...STATIC_PATHS.map((path) => ({ loc: absolute(path) })), ...lists.flat()])
}

/** `/sitemaps/blogs-N.xml`: the N-th SITEMAP_CHUNK active posts, oldest first. */
const blogsSitemap = async (chunk: number): Promise<string> =>
  urlset(
    (await getBlogAddresses(chunk)).map((blog) => ({
      loc: absolute(`/blogs/${blog.audience}/${blog.slug}`),
      lastmod: blog.updatedAt,
    })),
  )

/** One file of the index by its name, or null for a name the index does not give. */
export const sitemapFile = async (file: string): Promise<string | null> => {
  if (file === 'paginas.xml') return pagesSitemap()
  const match = /^blogs-(0|[1-9]\d{0,4})\.xml$/.exec(file)
  if (!match) return null
  const chunk = Number(match[1])
  return chunk < (await blogFiles()) ? blogsSitemap(chunk) : null
}

export const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' }
