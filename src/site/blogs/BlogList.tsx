import { SiteLink } from '@/site/SiteLink'

import type { Audience } from '@/lib/audiences'
import { BLOG_PAGES, blogListHref } from '@/site/blogs/audiences'
import { PageBanner } from '@/site/PageBanner'
import { BlogLink } from '@/site/blogs/BlogLink'
import type { BlogPage } from '@/site/data'
import { Img } from '@/site/Img'

/**
 * An audience's list of blogs, one page of it (BLOG_PAGE_SIZE cards): the same markup for page 1
 * (`/blogs/{audience}`) and the others (`?pagina=N`, served by their own static page), with links to
 * the previous and next pages so every post is reachable by following links.
 */
export function BlogList({ audience, data }: { audience: Audience; data: BlogPage }) {
  const page = BLOG_PAGES[audience]
  const { cards, pages } = data
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
          {cards.length === 0 ? (
            <p className="empty">No hay blogs disponibles.</p>
          ) : (
            <ul className="grid-3" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="blog-grid">
              {cards.map((blog, index) => (
                <li key={blog.id} className="card">
                  {blog.image ? (
                    <div className="card__media">
                      <Img
                        picture={blog.image}
                        alt=""
                        sizes="(max-width: 640px) 100vw, (max-width: 900px) 50vw, 380px"
                        priority={index === 0}
                      />
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
          {pages > 1 ? (
            <nav
              className="blog-pages"
              aria-label="Páginas del blog"
              data-testid="blog-pages"
              style={{ display: 'flex', gap: 16, justifyContent: 'center', alignItems: 'center', marginTop: 32 }}
            >
              {data.page > 1 ? (
                <SiteLink href={blogListHref(audience, data.page - 1)} rel="prev" className="btn btn--ghost btn--small">
                  ← Página anterior
                </SiteLink>
              ) : null}
              <span aria-current="page">
                Página {data.page} de {pages}
              </span>
              {data.page < pages ? (
                <SiteLink href={blogListHref(audience, data.page + 1)} rel="next" className="btn btn--ghost btn--small">
                  Siguiente página →
                </SiteLink>
              ) : null}
            </nav>
          ) : null}
        </div>
      </section>
    </>
  )
}
