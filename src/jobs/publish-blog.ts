import type { Payload, PayloadRequest } from 'payload'

import type { Blog } from '../payload-types'

/** What Payload keeps itself; the rest of the newest version is saved back as it is. */
const OWN_FIELDS = new Set(['id', 'createdAt', 'updatedAt', '_status'])

/**
 * Publishes a blog as a scheduled change does (./apply.ts): the newest version (`draft: true`,
 * the same as the stored one while the collection has no drafts) is saved with `is_active` true,
 * and `_status: 'published'` when the collection has drafts. Through `payload.update`, so the
 * collection's own hooks run (slug, body sync, media visibility, cache revalidation).
 */
export const publishBlog = async (payload: Payload, id: number, req?: PayloadRequest): Promise<Blog> => {
  const drafts = Boolean(payload.collections.blogs.config.versions?.drafts)
  const newest = await payload.findByID({
    collection: 'blogs',
    id,
    draft: true,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  const data = Object.fromEntries(Object.entries(newest).filter(([key]) => !OWN_FIELDS.has(key))) as Partial<Blog>
  return payload.update({
    collection: 'blogs',
    id,
    data: { ...data, is_active: true, ...(drafts ? { _status: 'published' } : {}) } as Partial<Blog>,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
}
