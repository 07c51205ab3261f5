import type { DefaultNodeTypes, SerializedLinkNode, SerializedUploadNode } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import Image from 'next/image'

import { picture } from '@/lib/media'
import { isRichTextState } from '@/lib/richtext/plain'

/** Only web, mail and phone links, or paths of this site: a stored `javascript:` link renders as text. */
const safeHref = (url: unknown): string | null => {
  if (typeof url !== 'string') return null
  const href = url.trim()
  if (href.startsWith('/') && !href.startsWith('//')) return href
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(href).protocol) ? href : null
  } catch {
    return null
  }
}

/**
 * Payload's JSX converters (semantic HTML: h2-h4, p, strong, em, ul/ol, blockquote, a), with two of
 * the site's own: links are checked and open outside links in a new tab, and images from the media
 * library go through next/image at the main size like the cover.
 */
const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => {
    const { fields } = node as SerializedLinkNode
    const children = nodesToJSX({ nodes: node.children })
    const href = safeHref(fields?.url)
    if (!href) return <>{children}</>
    const external = !href.startsWith('/')
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  },
  upload: ({ node }) => {
    const { value, fields } = node as SerializedUploadNode & { fields?: { alt?: string } }
    const alt = fields?.alt || (value && typeof value === 'object' ? String((value as { alt?: unknown }).alt ?? '') : '')
    const image = picture(value, alt, 'main', { width: 1200, height: 800 })
    if (!image) return null
    return (
      <figure className="blog-detail__figure">
        <Image src={image.url} alt={image.alt} width={image.width} height={image.height} sizes="(max-width: 900px) 100vw, 860px" />
      </figure>
    )
  },
})

/** A blog's body as HTML in the site's typography; a body that is not rich text shows as its plain text. */
export const BlogBody = ({ body, fallback }: { body: unknown; fallback: string }) =>
  isRichTextState(body) ? (
    <div className="blog-detail__text blog-detail__text--rich" data-testid="blog-description">
      <RichText data={body as never} converters={converters} disableContainer />
    </div>
  ) : (
    <div className="blog-detail__text" data-testid="blog-description">
      {fallback}
    </div>
  )
