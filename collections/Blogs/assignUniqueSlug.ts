import type { CollectionBeforeChangeHook } from 'payload'

import { slugify } from '../../src/lib/slug'

/**
 * Derives the slug from the name (or keeps one given by hand) and makes it unique within the
 * blog's audience by appending -2, -3, ... The database's unique index stays the last word.
 */
export const assignUniqueSlug: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const audience = data.audience ?? originalDoc?.audience
  const wanted = slugify(String(data.slug || (data.name ?? originalDoc?.name ?? '')))
  if (!audience) return data
  const sameAudience = data.audience === undefined || data.audience === originalDoc?.audience
  // A published address never changes on its own: an edit keeps the slug unless one is given.
  if (originalDoc?.slug && !data.slug && sameAudience) return { ...data, slug: originalDoc.slug }

  const { docs } = await req.payload.find({
    collection: 'blogs',
    where: { and: [{ audience: { equals: audience } }, { slug: { like: wanted } }] },
    select: { slug: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    // A blog in the trash (issue 28) keeps its address until it is deleted for good: restored, it has it still.
    trash: true,
    req,
  })
  const taken = new Set(docs.filter((doc) => doc.id !== originalDoc?.id).map((doc) => doc.slug))
  let slug = wanted
  for (let n = 2; taken.has(slug); n += 1) slug = `${wanted}-${n}`
  return { ...data, slug }
}
