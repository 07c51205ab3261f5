import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, CollectionSlug, Field, PayloadRequest, Where } from 'payload'

import { isStaffUser } from '../../src/access'

/**
 * A file is public only while something published uses it. `media.is_public` is kept by the hooks
 * below on every collection with an image field (added in one place, `withMediaVisibility` in
 * payload.config.ts, so no collection repeats it): after a save or a delete, each image the item
 * used or uses is recomputed; one that nothing uses any more is deleted (its files with it).
 * Visitors read only public media (the list, the document and the file itself, which Payload
 * serves through the same read access).
 */
export const publicMediaOrStaff = ({ req }: { req: PayloadRequest }): boolean | Where => (isStaffUser(req.user) ? true : { is_public: { equals: true } })

/**
 * A collection that can hold a picture, read from its fields. `drafts`: it keeps drafts (blogs): a
 * draft version's image is in use, not public. `labels` and `titleField` name its items to staff.
 */
export type Owner = { collection: CollectionSlug; fields: string[]; hasActive: boolean; drafts: boolean; labels: unknown; titleField: string | undefined }

export const imageFieldsOf = (fields: Field[]): string[] =>
  fields.flatMap((field) => ('name' in field && field.type === 'upload' && field.relationTo === 'media' ? [field.name] : []))

let owners: Owner[] | undefined
/** Every collection with an image field, derived once from the config (a new image field needs no list). */
export const ownersOf = (req: PayloadRequest): Owner[] =>
  (owners ??= req.payload.config.collections.flatMap((collection) => {
    const fields = imageFieldsOf(collection.fields)
    if (!fields.length) return []
    const hasActive = collection.fields.some((field) => 'name' in field && field.name === 'is_active')
    const drafts = Boolean(collection.versions && collection.versions.drafts)
    return [{ collection: collection.slug as CollectionSlug, fields, hasActive, drafts, labels: collection.labels, titleField: collection.admin?.useAsTitle }]
  }))

/** The owner's rows that show the image `id`. */
export const usedHere = (owner: Owner, id: number | string): Where => ({ or: owner.fields.map((field) => ({ [field]: { equals: id } })) })

/** The owner's newest versions (pending drafts) that show the image `id`. */
export const usedInDraft = (owner: Owner, id: number | string): Where => ({
  and: [{ latest: { equals: true } }, { or: owner.fields.map((field) => ({ [`version.${field}`]: { equals: id } })) }],
})

const idOf = (value: unknown): number | undefined => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined
}

/** Ids in the image fields; a `hasMany` one (a blog body's images) holds a list. */
const mediaIdsOf = (doc: Record<string, unknown> | undefined, fields: string[]): number[] =>
  doc
    ? fields.flatMap((field) => {
        const values: unknown[] = Array.isArray(doc[field]) ? (doc[field] as unknown[]) : [doc[field]]
        return values.flatMap((value) => (idOf(value) === undefined ? [] : [idOf(value)!]))
      })
    : []

/** Recomputes one image: deleted when nothing uses it, else public exactly when a published item does. */
export const refreshMedia = async (req: PayloadRequest, id: number): Promise<void> => {
  let used = false
  let published = false
  for (const owner of ownersOf(req)) {
    const here = usedHere(owner, id)
    const { totalDocs } = await req.payload.count({ collection: owner.collection, where: here, overrideAccess: true, req })
    // A pending draft (the newest version) may show an image the published row does not: it is in use,
    // not public. Older versions do not keep an image (a replaced image goes, as before drafts).
    const inDraft = async () =>
      (
        await req.payload.countVersions({ collection: owner.collection, where: usedInDraft(owner, id), overrideAccess: true, req })
      ).totalDocs > 0
    if (!totalDocs && !(owner.drafts && (await inDraft()))) continue
    used = true
    if (!totalDocs) continue
    const publishedHere: Where[] = [here, { is_active: { equals: true } }, ...(owner.drafts ? [{ _status: { equals: 'published' } }] : [])]
    if (!owner.hasActive) published = true
    else if ((await req.payload.count({ collection: owner.collection, where: { and: publishedHere }, overrideAccess: true, req })).totalDocs) published = true
    if (published) break
  }
  const existing = await req.payload.find({ collection: 'media', where: { id: { equals: id } }, select: { is_public: true }, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
  const media = existing.docs[0] as { is_public?: boolean | null } | undefined
  if (!media) return
  if (!used) {
    await req.payload.delete({ collection: 'media', id, overrideAccess: true, req })
    return
  }
  if (Boolean(media.is_public) !== published) await req.payload.update({ collection: 'media', id, data: { is_public: published }, depth: 0, select: {}, overrideAccess: true, req })
}

const afterChange =
  (fields: string[]): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const ids = new Set([...mediaIdsOf(doc, fields), ...mediaIdsOf(previousDoc, fields)])
    for (const id of ids) await refreshMedia(req, id)
    return doc
  }

const afterDelete =
  (fields: string[]): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    for (const id of new Set(mediaIdsOf(doc, fields))) await refreshMedia(req, id)
    return doc
  }

/** Adds the hooks to a collection that has image fields; others are returned as they are. */
export const withMediaVisibility = (collection: CollectionConfig): CollectionConfig => {
  const fields = imageFieldsOf(collection.fields)
  if (!fields.length) return collection
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange(fields)],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete(fields)],
    },
  }
}
