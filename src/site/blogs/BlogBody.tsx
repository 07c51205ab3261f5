import type {
  DefaultNodeTypes,
  SerializedAutoLinkNode,
  SerializedLinkNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { picture } from '@/lib/media'
import { allowedRichText, safeRichTextHref } from '@/lib/richtext/allow-list'
import { Img } from '@/site/Img'

/** A link or autolink whose address passes the allow-list; otherwise its text alone. */
const LinkOrText = ({ url, children }: { url: unknown; children: ReactNode }) => {
  const href = safeRichTextHref(url)
  if (!href) return <>{children}</>
  const external = !href.startsWith('/')
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

/**
 * Payload's JSX converters (semantic HTML: h2-h4, p, strong, em, ul/ol, blockquote, a), with two of
 * the site's own: links and autolinks are checked and open outside links in a new tab, and images from the media
 * library go through next/image's optimiser at the main size like the cover, as a plain <img> drawn on the
 * server (src/site/Img.tsx: no image component to load and hydrate).
 */
const convertersFor =
  (unoptimized: boolean): JSXConvertersFunction<DefaultNodeTypes> =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => (
      <LinkOrText url={(node as SerializedLinkNode).fields?.url}>{nodesToJSX({ nodes: node.children })}</LinkOrText>
    ),
    autolink: ({ node, nodesToJSX }) => (
      <LinkOrText url={(node as SerializedAutoLinkNode).fields?.url}>{nodesToJSX({ nodes: node.children })}</LinkOrText>
    ),
    upload: ({ node }) => {
      const { value, fields } = node as SerializedUploadNode & { fields?: { alt?: string } }
      const alt =
        fields?.alt || (value && typeof value === 'object' ? String((value as { alt?: unknown }).alt ?? '') : '')
      const image = picture(value, alt, 'main', { width: 1200, height: 800 })
      if (!image) return null
      return (
        <figure className="blog-detail__figure">
          <Img picture={image} sizes="(max-width: 900px) 100vw, 860px" unoptimized={unoptimized} />
        </figure>
      )
    },
  })

/**
 * A blog's body as HTML in the site's typography, limited to what the editor offers (the shared
 * allow-list, src/lib/richtext/allow-list.ts: other nodes are left out, links checked); a body that is
 * not rich text shows as its plain text.
 */
const converters = convertersFor(false)
const previewConverters = convertersFor(true)

/**
 * `preview` (a staff draft preview, issue 28): images load straight from the media route with the
 * staff session; Next's optimiser fetches them without it, so a draft's picture answered 403.
 */
export const BlogBody = ({
  body,
  fallback,
  preview = false,
}: {
  body: unknown
  fallback: string
  preview?: boolean
}) => {
  const allowed = allowedRichText(body)
  return allowed ? (
    <div className="blog-detail__text blog-detail__text--rich" data-testid="blog-description">
      <RichText data={allowed as never} converters={preview ? previewConverters : converters} disableContainer />
    </div>
  ) : (
    <div className="blog-detail__text" data-testid="blog-description">
      {fallback}
    </div>
  )
}
