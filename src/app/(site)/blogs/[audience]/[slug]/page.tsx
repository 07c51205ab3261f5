import { SiteLink } from '@/site/SiteLink'
import { notFound, permanentRedirect } from 'next/navigation'

import { AUDIENCES, isAudience } from '@/lib/audiences'
import { mexicoCityDay, spanishDay } from '@/lib/dates'
import { BLOG_PAGES } from '@/site/blogs/audiences'
import { BlogBody } from '@/site/blogs/BlogBody'
import { PreviewBar } from '@/site/blogs/PreviewBar'
import { previewBlog } from '@/site/blogs/preview'
import { PageBanner } from '@/site/PageBanner'
import { ScrollIntoBlog } from '@/site/blogs/ScrollIntoBlog'
import { getBlog, getBlogPage, getBlogRedirect } from '@/site/data'
import { Img } from '@/site/Img'
import { pageMetadata } from '@/site/seo'
import { ShareButton } from '@/site/share/ShareMenu'

export const revalidate = 300
/** Blogs not prebuilt (published after the build, or past each list's first page) render on first visit, then stay cached (ISR). */
export const dynamicParams = true

/** The build prebuilds the newest posts of each audience (its list's first page), whatever the number of posts. */
export const generateStaticParams = async () =>
  (await Promise.all(AUDIENCES.map((audience) => getBlogPage(audience, 1)))).flatMap(({ cards }) =>
    cards.map((blog) => ({ audience: blog.audience, slug: blog.slug })),
  )

type Props = { params: Promise<{ audience: string; slug: string }> }

/**
 * The published blog from the cache; in a staff preview (draft mode, issue 14) its newest version,
 * read for this request only. Outside draft mode the page stays static/ISR.
 */
const load = async (params: Props['params']) => {
  const { audience, slug } = await params
  if (!isAudience(audience)) return null
  const preview = await previewBlog(audience, slug)
  if (preview) return { audience, blog: preview, preview: true }
  const blog = await getBlog(audience, slug)
  return blog ? { audience, blog, preview: false } : null
}

export async function generateMetadata({ params }: Props) {
  const found = await load(params)
  if (!found) return { title: 'Blog no encontrado' }
  const { audience, blog, preview } = found
  // The post's own search-engine fields (issue 28), each defaulting to the name, the short description, the cover.
  const share = blog.seo.image ?? blog.cover
  const metadata = pageMetadata({
    title: blog.seo.title || blog.name,
    description: blog.seo.description || blog.short_description,
    path: `/blogs/${audience}/${blog.slug}`,
    image: share ? { url: share.url, width: share.width, height: share.height, alt: blog.name } : undefined,
    article: { publishedTime: blog.createdAt, modifiedTime: blog.updatedAt, section: BLOG_PAGES[audience].title },
  })
  // A preview is never indexed (nor is it reachable without a staff session).
  return preview
    ? { ...metadata, title: `Vista previa: ${blog.name}`, robots: { index: false, follow: false } }
    : metadata
}

/**
 * An address with no blog: a former address of a blog (issue 28) answers a permanent redirect (308) to
 * the address it has now; anything else is the 404.
 */
const movedOrNotFound = async (params: Props['params']): Promise<never> => {
  const { audience, slug } = await params
  const now = isAudience(audience) ? await getBlogRedirect(audience, slug) : null
  if (now) permanentRedirect(`/blogs/${audience}/${now}`)
  notFound()
}

/** One blog, rendered on the server: the full text is in the HTML for readers and crawlers. */
export default async function BlogPage({ params }: Props) {
  const found = await load(params)
  if (!found) return movedOrNotFound(params)
  const { audience, blog, preview } = found
  const path = `/blogs/${audience}/${blog.slug}`
  // Issue 31: the post's date, more posts of its audience, and the way to the other audiences' blogs.
  const related = (await getBlogPage(audience, 1)).cards.filter((other) => other.slug !== blog.slug).slice(0, 3)
  const others = AUDIENCES.filter((other) => other !== audience)
  return (
    <>
      {preview ? <PreviewBar path={path} /> : null}
      <PageBanner kicker="Blogs" title={BLOG_PAGES[audience].title} share={false} />
      <section className="section" id="blog-container">
        <ScrollIntoBlog targetId="blog-container" />
        <article className="container blog-detail">
          <div className="blog-detail__actions">
            <SiteLink href={`/blogs/${audience}`} className="link-back">
              ← Regresar
            </SiteLink>
            <ShareButton
              url={path}
              text={blog.name}
              subject={`ProfeMax: ${blog.name}`}
              className="btn btn--blue btn--small"
            />
          </div>
          <h2 style={{ marginTop: 16, fontSize: 'clamp(1.8rem, 3.4vw, 2.6rem)' }}>{blog.name}</h2>
          <p className="blog-detail__date">
            Publicado el <time dateTime={blog.createdAt}>{spanishDay(mexicoCityDay(new Date(blog.createdAt)))}</time>
          </p>
          {blog.cover ? (
            <div className="blog-detail__cover">
              <Img
                picture={blog.cover}
                alt={blog.name}
                sizes="(max-width: 900px) 100vw, 860px"
                priority
                unoptimized={preview}
              />
            </div>
          ) : null}
          <BlogBody body={blog.body} fallback={blog.description} preview={preview} />
          <nav className="blog-detail__more" aria-labelledby="blog-more-title">
            {related.length ? (
              <>
                <h3 id="blog-more-title">Más en el {BLOG_PAGES[audience].title}</h3>
                <ul className="blog-detail__related">
                  {related.map((other) => (
                    <li key={other.slug}>
                      <SiteLink href={`/blogs/${audience}/${other.slug}`}>{other.name}</SiteLink>
                      <span>{other.short_description}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <h3 id="blog-more-title">Sigue leyendo</h3>
            )}
            <p className="blog-detail__audiences">
              También para ti:{' '}
              {others.map((other, index) => (
                <span key={other}>
                  {index ? ' · ' : ''}
                  <SiteLink href={`/blogs/${other}`}>{BLOG_PAGES[other].title}</SiteLink>
                </span>
              ))}
            </p>
          </nav>
        </article>
      </section>
    </>
  )
}
