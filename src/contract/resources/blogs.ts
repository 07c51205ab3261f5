import { isAudience } from '../../lib/audiences'
import { blog } from '../../content/blog'
import type { Ctx } from '../context'
import { notFound } from '../http'
import { contentHandlers, fromDescriptor } from './content'

const shape = fromDescriptor(blog)

/** The audience of the path; an unknown one is a 404 like an unknown id. */
const audienceOf = (ctx: Ctx): string => {
  const audience = ctx.params.audience
  if (!isAudience(audience)) throw notFound()
  return audience
}

/** /admin/blogs/{audience}: one collection, each audience sees and edits only its own blogs. */
export const blogs = contentHandlers({
  ...shape,
  // The original picture (a blog's cover is shown whole), and the generated slug.
  images: { image_path: { form: 'image' } },
  columns: [...shape.columns, 'slug'],
  picker: () => ({}),
  messages: { created: 'Blog guardado correctamente', updated: 'Blog actualizado correctamente', deleted: 'Blog eliminado', toggled: 'Estado actualizado' },
  scope: (ctx) => ({ audience: { equals: audienceOf(ctx) } }),
  fixed: (ctx) => ({ audience: audienceOf(ctx) }),
})
