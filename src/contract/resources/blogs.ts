import { isAudience } from '../../lib/audiences'
import { blogSchema } from '../../lib/schemas/blog'
import type { Ctx } from '../context'
import { notFound } from '../http'
import { contentHandlers } from './content'

/** The audience of the path; an unknown one is a 404 like an unknown id. */
const audienceOf = (ctx: Ctx): string => {
  const audience = ctx.params.audience
  if (!isAudience(audience)) throw notFound()
  return audience
}

/** /admin/blogs/{audience}: one collection, each audience sees and edits only its own blogs. */
export const blogs = contentHandlers({
  collection: 'blogs',
  table: 'blogs',
  titleField: 'name',
  pageSize: 5,
  columns: ['name', 'slug', 'description', 'short_description'],
  images: { image_path: { form: 'image' } },
  lists: [],
  schema: blogSchema,
  picker: () => ({}),
  messages: { created: 'Blog guardado correctamente', updated: 'Blog actualizado correctamente', deleted: 'Blog eliminado', toggled: 'Estado actualizado' },
  scope: (ctx) => ({ audience: { equals: audienceOf(ctx) } }),
  fixed: (ctx) => ({ audience: audienceOf(ctx) }),
})
