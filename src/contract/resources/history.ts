import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import {
  EDITOR_FIELD,
  HISTORY_COLLECTIONS,
  RESTORING_FROM_HISTORY,
  HISTORY_GLOBALS,
  HISTORY_MAX_VERSIONS,
  HISTORY_STORED_VERSIONS,
  historyFields,
  type HistoryDifference,
  type HistoryEntry,
} from '../../content/history'
import { asCaller, type Ctx, type Handler } from '../context'
import { ContractError, json, notFound, ok } from '../http'
import { idParam } from '../body'
import { asRecord, asRecords } from '../../lib/doc-record'

/**
 * The editorial history (issue 14) of an item or a monthly recommendation: its versions, newest
 * first, with who saved each, when, and which fields it changed; and 'Restaurar', which saves an
 * old version's fields as a new version. Staff only (the route table); the versions themselves
 * are read through Payload's `readVersions` access (collections/hooks/history.ts).
 */

type Stored = { id: number | string; parent?: unknown; createdAt: string; version: Record<string, unknown> }

export const HISTORY_MESSAGES = {
  noHistory: 'Este contenido no tiene historial.',
  noVersion: 'La versión no existe.',
  foreign: 'La versión no pertenece a este elemento.',
  current: 'Esa versión ya es la actual.',
  restored: 'Versión restaurada correctamente.',
  restoredDraft: 'Versión restaurada como borrador. Publícala para que los visitantes la vean.',
  restoredPublished: 'Versión restaurada y publicada.',
  system: 'Sistema',
  deletedUser: 'Usuario eliminado',
}

/**
 * A relationship as its id (or `{ relationTo, value }` as `relationTo:id`), so versions compare by what they point to;
 * an empty text as no value (an optional field saved blank by the form reads the same as one never set).
 */
const comparable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(comparable)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('relationTo' in record && 'value' in record)
      return `${String(record.relationTo)}:${String(comparable(record.value))}`
    if ('id' in record) return record.id
  }
  return value === '' || value === undefined ? null : value
}

const changedFields = (
  fields: [string, string][],
  newer: Record<string, unknown>,
  older: Record<string, unknown>,
): string[] =>
  fields
    .filter(([name]) => JSON.stringify(comparable(newer[name])) !== JSON.stringify(comparable(older[name])))
    .map(([, label]) => label)

const idOf = (value: unknown): number | null => {
  const id = comparable(value)
  return typeof id === 'number' ? id : null
}

/** Who saved each version: the staff member's name; 'Sistema' for the seed and jobs; 'Usuario eliminado' for an account that no longer exists. */
const authors = async (payload: Payload, versions: Stored[]): Promise<Map<number, string>> => {
  const ids = [
    ...new Set(
      versions.map((version) => idOf(version.version[EDITOR_FIELD])).filter((id): id is number => id !== null),
    ),
  ]
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((user) => [user.id as number, String((user as { name?: string }).name ?? '')]))
}

/**
 * Whether an item's first stored version (nothing was ever dropped: see HISTORY_STORED_VERSIONS) is
 * its creation: the version was saved with the item, not copied later by the history's backfill
 * (src/lib/history-backfill.ts) from an item last edited long after it was created. The minute
 * only separates those two; a creation's version follows its insert within milliseconds.
 */
const firstSaveOf = (version: Stored, itemCreatedAt: string | undefined): boolean =>
  Boolean(itemCreatedAt) && Math.abs(Date.parse(version.createdAt) - Date.parse(itemCreatedAt!)) < 60_000

/** The page of versions as the panel shows it (one more is read, to tell what the oldest shown one changed). */
const entries = async (payload: Payload, slug: string, versions: Stored[], more: boolean): Promise<HistoryEntry[]> => {
  const fields = historyFields(slug)
  const names = await authors(payload, versions)
  const shown = more ? versions.slice(0, -1) : versions
  return shown.map((version, index) => {
    const older = versions[index + 1]
    const editor = idOf(version.version[EDITOR_FIELD])
    const { createdAt } = version.version as { createdAt?: string }
    return {
      id: Number(version.id),
      at: new Date(version.createdAt).toISOString(),
      author: editor === null ? HISTORY_MESSAGES.system : (names.get(editor) ?? HISTORY_MESSAGES.deletedUser),
      changes: older ? changedFields(fields, version.version, older.version) : null,
      created: !older && !more && firstSaveOf(version, createdAt),
      current: index === 0,
    }
  })
}

const collectionOf = (ctx: Ctx): CollectionSlug => {
  const slug = ctx.params.collection ?? ''
  if (!HISTORY_COLLECTIONS.has(slug) || !ctx.payload.collections[slug as CollectionSlug]?.config.versions)
    throw new ContractError(404, HISTORY_MESSAGES.noHistory)
  return slug as CollectionSlug
}

const globalOf = (ctx: Ctx): GlobalSlug => {
  const slug = ctx.params.global ?? ''
  if (!HISTORY_GLOBALS.has(slug)) throw new ContractError(404, HISTORY_MESSAGES.noHistory)
  return slug as GlobalSlug
}

/** A version id from the path: a positive integer, or the version does not exist. */
const versionIdOf = (ctx: Ctx): number => {
  const id = Number(ctx.params.version)
  if (!/^\d{1,15}$/.test(ctx.params.version ?? '') || !Number.isSafeInteger(id) || id < 1)
    throw new ContractError(404, HISTORY_MESSAGES.noVersion)
  return id
}

/** The item must exist and be the caller's to see. */
const itemOf = async (ctx: Ctx, collection: CollectionSlug): Promise<number> => {
  const id = idParam(ctx.params.id)
  const found = await ctx.payload.find({
    collection,
    where: { id: { equals: id } },
    select: {},
    depth: 0,
    limit: 1,
    pagination: false,
    ...asCaller(ctx),
  })
  if (!found.docs.length) throw notFound()
  return id
}

/** An item's stored versions, newest first (one more than the panel shows: the oldest is known to be the creation). */
const storedVersions = async (ctx: Ctx, collection: CollectionSlug, id: number): Promise<Stored[]> =>
  asRecords<Stored>(
    (
      await ctx.payload.findVersions({
        collection,
        where: { parent: { equals: id } },
        sort: '-createdAt',
        limit: HISTORY_STORED_VERSIONS,
        depth: 0,
        ...asCaller(ctx),
      })
    ).docs,
  )

/** GET /historial/{collection}/{id} */
const listItem: Handler = async (ctx) => {
  const collection = collectionOf(ctx)
  const id = await itemOf(ctx, collection)
  const versions = await storedVersions(ctx, collection, id)
  return json({ data: await entries(ctx.payload, collection, versions, versions.length > HISTORY_MAX_VERSIONS) }, 200, {
    'Cache-Control': 'no-store',
  })
}

/** The newest version's id: restoring it would change nothing. */
const newestId = async (ctx: Ctx, read: () => Promise<{ docs: { id: unknown }[] }>): Promise<number | null> => {
  const { docs } = await read()
  return docs[0] ? Number(docs[0].id) : null
}

/**
 * A version's fields as a save's data: the descriptor's, except an upload's own file (the current
 * one stays) and a manual order (the list's order is the staff's latest, not an item's past).
 */
// Nor visibility (issue 28): restoring brings back content; whether visitors see the item stays as it
// is (a blog restored from a version switched off and then published went offline). Nor a blog's
// address (issue 28): changing it is a decision of its own, and restoring would move a published post.
const NOT_RESTORED = new Set(['filename', 'order', 'is_active', 'slug'])
const restoredData = (slug: string, version: Stored): Record<string, unknown> =>
  Object.fromEntries(
    historyFields(slug)
      .filter(([name]) => !NOT_RESTORED.has(name))
      .map(([name]) => [name, comparableValue(version.version[name])]),
  )

/** Relationships as their ids (`{ relationTo, value }` kept as is for a polymorphic one). */
const comparableValue = (value: unknown): unknown => {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value && !('relationTo' in value))
    return (value as { id: unknown }).id
  return value ?? null
}

/**
 * POST /historial/{collection}/{id}/restaurar/{version}: the version's fields saved with
 * `payload.update` as the caller, so every rule of a save applies (validation, the recommendation
 * guard, media visibility, cache revalidation) and the caller is recorded as the new version's
 * editor. Not Payload's `restoreVersion`: measured here, it records the old version's editor as the
 * restorer. A version of another item is refused, never restored into its own.
 */
const restoreItem: Handler = async (ctx) => {
  const collection = collectionOf(ctx)
  const id = await itemOf(ctx, collection)
  const versionId = versionIdOf(ctx)
  const found = await ctx.payload.findVersions({
    collection,
    where: { id: { equals: versionId } },
    depth: 0,
    limit: 1,
    pagination: false,
    ...asCaller(ctx),
  })
  const [first] = found.docs
  const version = first && asRecord<Stored>(first)
  if (!version) throw new ContractError(404, HISTORY_MESSAGES.noVersion)
  if (idOf(version.parent) !== id) throw new ContractError(400, HISTORY_MESSAGES.foreign)
  const newest = await newestId(ctx, () =>
    ctx.payload.findVersions({
      collection,
      where: { parent: { equals: id } },
      sort: '-createdAt',
      depth: 0,
      limit: 1,
      pagination: false,
      ...asCaller(ctx),
    }),
  )
  if (newest === versionId) throw new ContractError(409, HISTORY_MESSAGES.current)
  // With drafts (blogs), the old fields come back as the newest draft: visitors keep the published
  // text until staff publish it, as with any other edit of a draft-kept item.
  const drafts = Boolean(ctx.payload.collections[collection].config.versions?.drafts)
  // 'Restaurar y publicar' (issue 28, the same dialog): the old content is published at once, with
  // the switch visitors see now (a published, active blog stays public).
  const publish = drafts && ctx.url.searchParams.get('publicar') === '1'
  const data = restoredData(collection, version)
  if (publish) {
    const live = await ctx.payload.find({
      collection,
      where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
      select: { is_active: true },
      depth: 0,
      limit: 1,
      pagination: false,
      ...asCaller(ctx),
    })
    const current = live.docs[0] as { is_active?: boolean } | undefined
    if (current) data.is_active = Boolean(current.is_active)
  }
  // Our own context key, not Payload's `isRestoringVersion`: with that one Payload leaves out every
  // field the data does not name, and a draft version (a whole row) lost its audience (measured on 3.90).
  await ctx.payload.update({
    collection,
    id,
    data,
    draft: drafts && !publish,
    depth: 0,
    select: {},
    context: { [RESTORING_FROM_HISTORY]: true },
    ...asCaller(ctx),
  })
  return ok(
    publish ? HISTORY_MESSAGES.restoredPublished : drafts ? HISTORY_MESSAGES.restoredDraft : HISTORY_MESSAGES.restored,
  )
}

/** A stored value as staff read it: text as is, a list one item a line, a rich body its text, yes/no, an id. */
const shownValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Sí' : 'No'
  if (Array.isArray(value)) return value.length ? value.map((item) => `• ${shownValue(item)}`).join('\n') : '—'
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (record.root && typeof record.root === 'object') return richText(record.root) || '—'
    const id = comparable(value)
    return typeof id === 'object' ? JSON.stringify(id) : String(id)
  }
  return String(value)
}

/** The text of a Lexical tree, a paragraph per block. */
const richText = (node: unknown): string => {
  if (!node || typeof node !== 'object') return ''
  const { text, children, type } = node as { text?: unknown; children?: unknown[]; type?: string }
  if (typeof text === 'string') return text
  if (type === 'upload') return '[imagen]'
  if (type === 'linebreak') return '\n'
  const inner = (children ?? []).map(richText)
  return type === 'root' || type === 'list' ? inner.filter(Boolean).join('\n\n') : inner.join('')
}

/**
 * GET /historial/{collection}/{id}/comparar/{version}[?con={other}]: the fields that differ between a
 * version and the item's newest (or `con`), field by field with both values (issue 28).
 */
const compareItem: Handler = async (ctx) => {
  const collection = collectionOf(ctx)
  const id = await itemOf(ctx, collection)
  const versionId = versionIdOf(ctx)
  const other = ctx.url.searchParams.get('con')
  const versions = await storedVersions(ctx, collection, id)
  const older = versions.find((version) => Number(version.id) === versionId)
  const newer = other === null ? versions[0] : versions.find((version) => String(version.id) === other)
  if (!older || !newer) throw new ContractError(404, HISTORY_MESSAGES.noVersion)
  const differences: HistoryDifference[] = historyFields(collection)
    .filter(
      ([name]) => JSON.stringify(comparable(older.version[name])) !== JSON.stringify(comparable(newer.version[name])),
    )
    .map(([name, field]) => ({
      field,
      before: shownValue(older.version[name]),
      after: shownValue(newer.version[name]),
    }))
  return json({ data: { from: Number(older.id), to: Number(newer.id), differences } }, 200, {
    'Cache-Control': 'no-store',
  })
}

/** GET /historial/globales/{global} */
const listGlobal: Handler = async (ctx) => {
  const slug = globalOf(ctx)
  const { docs } = await ctx.payload.findGlobalVersions({
    slug,
    sort: '-createdAt',
    limit: HISTORY_STORED_VERSIONS,
    depth: 0,
    ...asCaller(ctx),
  })
  const versions = asRecords<Stored>(docs)
  return json({ data: await entries(ctx.payload, slug, versions, versions.length > HISTORY_MAX_VERSIONS) }, 200, {
    'Cache-Control': 'no-store',
  })
}

/**
 * POST /historial/globales/{global}/restaurar/{version}: the version's fields saved with
 * `updateGlobal`. Not Payload's `restoreGlobalVersion`, which writes the stored row back as it was
 * (no validation, no beforeChange hooks: the old editor would be recorded as this change's, and an
 * item deleted since would be restored as none).
 */
const restoreGlobal: Handler = async (ctx) => {
  const slug = globalOf(ctx)
  const versionId = versionIdOf(ctx)
  const found = await ctx.payload.findGlobalVersions({
    slug,
    where: { id: { equals: versionId } },
    depth: 0,
    limit: 1,
    pagination: false,
    ...asCaller(ctx),
  })
  const [first] = found.docs
  const version = first && asRecord<Stored>(first)
  if (!version) throw new ContractError(404, HISTORY_MESSAGES.noVersion)
  const newest = await newestId(ctx, () =>
    ctx.payload.findGlobalVersions({
      slug,
      sort: '-createdAt',
      depth: 0,
      limit: 1,
      pagination: false,
      ...asCaller(ctx),
    }),
  )
  if (newest === versionId) throw new ContractError(409, HISTORY_MESSAGES.current)
  await ctx.payload.updateGlobal({ slug, data: restoredData(slug, version), depth: 0, ...asCaller(ctx) })
  return ok(HISTORY_MESSAGES.restored)
}

export const history = { listItem, restoreItem, compareItem, listGlobal, restoreGlobal }
