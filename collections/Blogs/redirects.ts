import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'

import { adminOnly, nobody, staffOnly } from '../../src/access'
import { AUDIENCES, AUDIENCE_LABELS } from '../../src/lib/audiences'
import { revalidateCollection } from '../hooks/revalidate'

/**
 * A blog's former address (issue 28): `/blogs/{audience}/{from}` answers a permanent redirect (308) to
 * the blog's address now. Kept in PostgreSQL, so every instance and every restart knows it; the page
 * resolves the blog's current slug when it answers, so a blog renamed twice sends both old addresses
 * straight to the newest. Written only by the blogs' hooks below; nobody writes them through an API.
 */
export const BlogRedirects: CollectionConfig = {
  slug: 'blog-redirects',
  labels: { singular: 'Dirección anterior de un blog', plural: 'Direcciones anteriores de blogs' },
  admin: { hidden: true, useAsTitle: 'from' },
  graphQL: { singularName: 'BlogRedirect', pluralName: 'BlogRedirects' },
  access: { read: staffOnly, create: nobody, update: nobody, delete: adminOnly },
  indexes: [{ fields: ['audience', 'from'], unique: true }],
  hooks: revalidateCollection('blog-redirects'),
  fields: [
    {
      name: 'audience',
      label: 'Audiencia',
      type: 'select',
      required: true,
      options: AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] })),
    },
    { name: 'from', label: 'Dirección anterior', type: 'text', required: true },
    // Not required: a blog deleted for good empties it (its foreign key) before `forgetRedirects` removes the row.
    { name: 'blog', label: 'Blog', type: 'relationship', relationTo: 'blogs', index: true },
  ],
}

type Address = { audience: string; slug: string }

const PREVIOUS = 'blogPublishedAddress'

/** The address visitors know a blog by: its main row's, while that row is a published version. */
const publishedAddress = async (req: PayloadRequest, id: number | string): Promise<Address | null> => {
  // The main row (not the newest version, which may be a draft) holds the published fields.
  const row = (await req.payload.db.findOne({
    collection: 'blogs',
    where: { id: { equals: id } },
    select: { audience: true, slug: true, _status: true },
    req,
  })) as {
    audience?: string
    slug?: string
    _status?: string
  } | null
  return row?.audience && row.slug && row._status === 'published' ? { audience: row.audience, slug: row.slug } : null
}

/** Before a publication of an existing blog: the address it is published at now, for `recordRedirect`. */
export const rememberPublishedAddress: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc?.id || data._status !== 'published') return data
  const previous = await publishedAddress(req, originalDoc.id)
  if (previous) req.context[`${PREVIOUS}:${originalDoc.id}`] = previous
  return data
}

const withoutRedirectsFrom = (req: PayloadRequest, { audience, slug }: Address) =>
  req.payload.delete({
    collection: 'blog-redirects',
    where: { and: [{ audience: { equals: audience } }, { from: { equals: slug } }] },
    overrideAccess: true,
    req,
  })

/**
 * After a save: an address a blog now has is nobody's former address any more (its page answers), and
 * a publication that moved the blog keeps its former address as a redirect to it.
 */
export const recordRedirect: CollectionAfterChangeHook = async ({ doc, req }) => {
  const key = `${PREVIOUS}:${doc.id}`
  const previous = req.context[key] as Address | undefined
  delete req.context[key]
  // A draft changes no address visitors know: its slug counts once it is published.
  if (doc._status !== 'published' || !doc.audience || !doc.slug) return doc
  await withoutRedirectsFrom(req, { audience: doc.audience, slug: doc.slug })
  if (!previous || previous.slug === doc.slug) return doc
  await withoutRedirectsFrom(req, previous)
  await req.payload.create({
    collection: 'blog-redirects',
    data: { audience: previous.audience as (typeof AUDIENCES)[number], from: previous.slug, blog: doc.id },
    overrideAccess: true,
    req,
  })
  return doc
}

/** A blog deleted for good takes its former addresses with it. */
export const forgetRedirects: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await req.payload.delete({
    collection: 'blog-redirects',
    where: { blog: { equals: doc.id } },
    overrideAccess: true,
    req,
  })
  return doc
}
