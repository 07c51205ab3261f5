import { z } from 'zod'

import { isAudience } from '../../lib/audiences'
import { blog } from '../../content/blog'
import { formShape } from '../../content/form-schema'
import { draftSchema } from '../../lib/drafts/schema'
import { previewUrl } from '../../lib/drafts/preview-token'
import { richBodyInput } from '../../lib/richtext/input'
import type { Ctx } from '../context'
import { notFound } from '../http'
import { contentHandlers, fromDescriptor, type ContentDefinition } from './content'
import { listActions } from './list-actions'

const shape = fromDescriptor(blog)

/** The audience of the path; an unknown one is a 404 like an unknown id. */
const audienceOf = (ctx: Ctx): string => {
  const audience = ctx.params.audience
  if (!isAudience(audience)) throw notFound()
  return audience
}

/** /admin/blogs/{audience}: one collection, each audience sees and edits only its own blogs. */
const definition: ContentDefinition = {
  ...shape,
  // The original pictures (a blog's cover is shown whole; the picture for shares, issue 28) and the
  // rich body (issue 14; `description` stays its plain text, derived by the collection).
  images: { image_path: { form: 'image' }, seo_image: { form: 'seo_image' } },
  columns: [...shape.columns, 'body'],
  // `body` (optional, JSON-encoded Lexical state) besides the descriptor's fields.
  schema: (context) => z.object({ ...formShape(blog, context), body: richBodyInput.optional() }),
  // Drafts (issue 14): a draft needs its name only; staff rows carry the signed 'Vista previa' link.
  drafts: {
    schema: () => draftSchema({ ...formShape(blog, { mode: 'edit', hasImage: true }), body: richBodyInput }, 'name'),
    staffRow: (ctx, doc) => ({ preview_url: previewUrl(ctx.payload.secret, { collection: 'blogs', id: doc.id }) }),
    // 'Programado' (issue 28): a pending publication of the blog.
    scheduled: async (ctx, ids) => {
      const { docs } = await ctx.payload.find({
        collection: 'scheduled-changes',
        where: { and: [{ target: { equals: 'blog' } }, { status: { equals: 'pending' } }, { blog: { in: ids } }] },
        select: { blog: true },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      return new Set(docs.map((doc) => Number(doc.blog)))
    },
  },
  picker: () => ({}),
  messages: {
    created: 'Blog guardado correctamente',
    updated: 'Blog actualizado correctamente',
    deleted: 'Blog eliminado',
    toggled: 'Estado actualizado',
  },
  scope: (ctx) => ({ audience: { equals: audienceOf(ctx) } }),
  fixed: (ctx) => ({ audience: audienceOf(ctx) }),
}

export const blogs = { ...contentHandlers(definition), ...listActions(definition) }
