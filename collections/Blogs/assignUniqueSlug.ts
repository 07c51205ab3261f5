import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { slugify } from '../../src/lib/slug'

/** The refusal of an address another blog of the audience has (issue 28), naming that blog. */
export const slugTakenMessage = (slug: string, title: string): string =>
  `La dirección «${slug}» ya la usa el blog «${title}». Escribe otra.`

/**
 * Derives the slug from the name, or takes the one staff wrote (issue 28: the address is editable),
 * normalised (lowercase, no accents, hyphens). A derived slug is made unique within the blog's
 * audience by appending -2, -3, ...; a slug written by hand that another blog of the audience has is
 * refused at the field, naming that blog. The database's unique index stays the last word.
 */
export const assignUniqueSlug: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const audience = data.audience ?? originalDoc?.audience
  const given = typeof data.slug === 'string' && data.slug.trim() ? slugify(data.slug) : null
  const wanted = given ?? slugify(String(data.name ?? originalDoc?.name ?? ''))
  if (!audience) return data
  const sameAudience = data.audience === undefined || data.audience === originalDoc?.audience
  // A published address never changes on its own: an edit keeps the slug unless one is given.
  if (originalDoc?.slug && (!given || given === originalDoc.slug) && sameAudience)
    return { ...data, slug: originalDoc.slug }

  const { docs } = await req.payload.find({
    collection: 'blogs',
    where: { and: [{ audience: { equals: audience } }, { slug: { like: wanted } }] },
    select: { slug: true, name: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    // A blog in the trash (issue 28) keeps its address until it is deleted for good: restored, it has it still.
    trash: true,
    req,
  })
  const others = docs.filter((doc) => doc.id !== originalDoc?.id)
  if (given) {
    const holder = others.find((doc) => doc.slug === given)
    if (holder)
      throw new ValidationError({
        collection: 'blogs',
        errors: [{ path: 'slug', message: slugTakenMessage(given, holder.name ?? '') }],
      })
    return { ...data, slug: given }
  }
  const taken = new Set(others.map((doc) => doc.slug))
  let slug = wanted
  for (let n = 2; taken.has(slug); n += 1) slug = `${wanted}-${n}`
  return { ...data, slug }
}
