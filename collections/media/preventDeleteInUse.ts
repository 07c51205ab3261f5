import { APIError, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

import { ownersOf, usedHere, usedInDraft } from './visibility'
import { asRecord } from '../../src/lib/doc-record'

/** How many items of one kind the refusal names, at most (it then says how many more). */
const NAMED_PER_KIND = 5

const labelOf = (labels: unknown, slug: string): string => {
  const singular = (labels as { singular?: unknown } | undefined)?.singular
  if (typeof singular === 'string') return singular
  const spanish = singular && typeof singular === 'object' ? (singular as Record<string, unknown>).es : undefined
  if (typeof spanish === 'string') return spanish
  return slug
}

const titleOf = (doc: Record<string, unknown>, field: string | undefined): string => {
  const value = field ? doc[field] : undefined
  return typeof value === 'string' && value.trim() ? value.trim() : `#${String(doc.id)}`
}

/** 'Blog «A», Blog «B»' for one kind of item, with '… y N más' past NAMED_PER_KIND. */
const describe = (label: string, titles: string[], total: number): string => {
  const named = titles.map((title) => `${label} «${title}»`)
  return total > titles.length ? `${named.join(', ')} y ${total - titles.length} más (${label})` : named.join(', ')
}

/** Where the picture is used: the items (main rows, or the pending draft of a blog) that show it. */
export const usesOfMedia = async (req: PayloadRequest, id: number | string): Promise<string[]> => {
  const uses: string[] = []
  // Who can hold a picture is the visibility rule's own list (./visibility.ts), read from the config's fields.
  for (const owner of ownersOf(req)) {
    if (owner.collection === 'media') continue
    const select = owner.titleField ? { [owner.titleField]: true } : {}
    const rows = await req.payload.find({ collection: owner.collection, where: usedHere(owner, id), select, depth: 0, limit: NAMED_PER_KIND, overrideAccess: true, req })
    const titles = rows.docs.map((doc) => titleOf(asRecord(doc), owner.titleField))
    let total = rows.totalDocs
    // A pending draft shows the picture as soon as it is published: it is in use too (the visibility
    // rule counts it the same way).
    if (owner.drafts) {
      const drafts = await req.payload.findVersions({
        collection: owner.collection,
        where: usedInDraft(owner, id),
        depth: 0,
        limit: NAMED_PER_KIND,
        overrideAccess: true,
        req,
      })
      const seen = new Set(rows.docs.map((doc) => String(doc.id)))
      for (const version of drafts.docs) {
        const parent = String(typeof version.parent === 'object' && version.parent ? (version.parent as { id: unknown }).id : version.parent)
        if (seen.has(parent)) continue
        seen.add(parent)
        total += 1
        if (titles.length < NAMED_PER_KIND) titles.push(titleOf({ ...asRecord(version.version), id: parent }, owner.titleField))
      }
    }
    if (total) uses.push(describe(labelOf(owner.labels, owner.collection), titles, total))
  }
  return uses
}

/**
 * A picture still shown by something cannot be deleted (issue 28): the public page would show a
 * broken image. Refused on every path (REST, GraphQL, the Local API, the admin), with where it is
 * used, so staff know what to change first. The visibility rule's own deletes of unused pictures
 * pass (nothing uses them).
 */
export const preventDeleteInUse: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const uses = await usesOfMedia(req, id)
  if (uses.length) throw new APIError(`No se puede eliminar: la imagen se usa en: ${uses.join(', ')}.`, 409, { code: 'media_in_use' }, true)
}
