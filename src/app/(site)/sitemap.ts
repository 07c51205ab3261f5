import type { MetadataRoute } from 'next'

import { AUDIENCES } from '@/lib/audiences'
import { CONTEST_PATH } from '@/lib/site-config'
import { getAllBlogs } from '@/site/data'
import { SITE_URL } from '@/site/seo'

export const revalidate = 300

const STATIC_PATHS = ['/', '/profe-max', '/blogs', ...AUDIENCES.map((a) => `/blogs/${a}`), '/proximamente', CONTEST_PATH, '/terminos-condiciones', '/aviso-de-privacidad', '/registro']

/** Every public page and every active blog. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const blogs = await getAllBlogs()
  return [
    ...STATIC_PATHS.map((path) => ({ url: `${SITE_URL}${path === '/' ? '' : path}`, changeFrequency: 'weekly' as const, priority: path === '/' ? 1 : 0.7 })),
    ...blogs.map((blog) => ({ url: `${SITE_URL}/blogs/${blog.audience}/${blog.slug}`, lastModified: blog.updatedAt, changeFrequency: 'monthly' as const, priority: 0.6 })),
  ]
}
