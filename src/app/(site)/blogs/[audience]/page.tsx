import { SiteLink } from '@/site/SiteLink'
import { notFound } from 'next/navigation'

import { AUDIENCES, isAudience } from '@/lib/audiences'
import { BLOG_PAGES } from '@/site/blogs/audiences'
import { PageBanner } from '@/site/PageBanner'
import { BlogLink } from '@/site/blogs/BlogLink'
import { getBlogs } from '@/site/data'
import { Img } from '@/site/Img'
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

export default async function BlogListPage({ params }: Props) {
  const { audience } = await params
  if (!isAudience(audience)) notFound()
  const page = BLOG_PAGES[audience]
  const blogs = await getBlogs(audience)
  return (
    <>
      <PageBanner kicker="Blogs" title={page.title} />
      <section className="section" id="blog-container">
        <div className="container">
          <SiteLink href="/blogs" className="link-back">
            ← Regresar
          </SiteLink>
          <p className="lead" style={{ margin: '12px 0 32px', maxWidth: 760 }}>
            {page.intro}
          </p>
          {blogs.length === 0 ? (
            <p className="empty">No hay blogs disponibles.</p>
          ) : (
            <ul className="grid-3" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="blog-grid">
              {blogs.map((blog, index) => (
                <li key={blog.id} className="card">
                  {blog.image ? (
                    <div className="card__media">
                      <Img picture={blog.image} alt="" sizes="(max-width: 640px) 100vw, (max-width: 900px) 50vw, 380px" priority={index === 0} />
                    </div>
                  ) : null}
                  <div className="card__body">
                    <h2 style={{ fontSize: '1.25rem', margin: 0 }}>{blog.name}</h2>
                    <p>{blog.short_description}</p>
                    <BlogLink href={`/blogs/${audience}/${blog.slug}`} className="card__link">
                      Ver más <span className="visually-hidden">sobre {blog.name}</span> →
                    </BlogLink>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  )
}
