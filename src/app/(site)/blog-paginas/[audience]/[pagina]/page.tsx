import { notFound } from 'next/navigation'

import { isAudience } from '@/lib/audiences'
import { BLOG_PAGES, blogListHref } from '@/site/blogs/audiences'
import { BlogList } from '@/site/blogs/BlogList'
import { getBlogPage } from '@/site/data'
import { pageMetadata } from '@/site/seo'

/**
 * `/blogs/{audience}?pagina=N`: a rewrite in `next.config.mjs` sends that address here (this path itself
 * redirects to it), so each page of a list is a static page of its own, rendered on its first visit and
 * expired with the blogs' tag, and the list page never reads the query on the server.
 */
export const revalidate = 300
export const dynamicParams = true
export const generateStaticParams = () => []

type Props = { params: Promise<{ audience: string; pagina: string }> }

const pageNumber = (value: string): number | null => (/^[1-9]\d{0,3}$/.test(value) ? Number(value) : null)

export async function generateMetadata({ params }: Props) {
  const { audience, pagina } = await params
  const number = pageNumber(pagina)
  if (!isAudience(audience) || number === null) return {}
  const page = BLOG_PAGES[audience]
  return pageMetadata({
    title: number > 1 ? `${page.title} · Página ${number}` : page.title,
    description: page.description,
    path: blogListHref(audience, number),
  })
}

export default async function BlogListPageN({ params }: Props) {
  const { audience, pagina } = await params
  const number = pageNumber(pagina)
  if (!isAudience(audience) || number === null) notFound()
  const data = await getBlogPage(audience, number)
  if (number > data.pages) notFound()
  return <BlogList audience={audience} data={data} />
}
