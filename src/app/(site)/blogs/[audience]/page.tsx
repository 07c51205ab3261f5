import { notFound } from 'next/navigation'

import { AUDIENCES, isAudience } from '@/lib/audiences'
import { BLOG_PAGES } from '@/site/blogs/audiences'
import { BlogList } from '@/site/blogs/BlogList'
import { getBlogPage } from '@/site/data'
import { pageMetadata } from '@/site/seo'

export const revalidate = 300
export const dynamicParams = false

export const generateStaticParams = () => AUDIENCES.map((audience) => ({ audience }))

type Props = { params: Promise<{ audience: string }> }

export async function generateMetadata({ params }: Props) {
  const { audience } = await params
  if (!isAudience(audience)) return {}
  const page = BLOG_PAGES[audience]
  return pageMetadata({ title: page.title, description: page.description, path: `/blogs/${audience}` })
}

/** Page 1 of an audience's list; `?pagina=N` is served by `/blog-paginas/{audience}/{N}` (next.config.mjs). */
export default async function BlogListPage({ params }: Props) {
  const { audience } = await params
  if (!isAudience(audience)) notFound()
  return <BlogList audience={audience} data={await getBlogPage(audience, 1)} />
}
