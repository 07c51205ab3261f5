import type { CollectionSlug, Where } from 'payload'
import type { ZodType } from 'zod'

import { imageFields, listFields, plainFields, type AnyContent, type ImageSize } from '../../content/kit'
import { formSchema } from '../../content/form-schema'
import type { FormContext, FormMode } from '../../lib/schemas/common'
import { idParam, readBody } from '../body'
import { asCaller, isStaff, type Ctx, type Handler } from '../context'
import { findOr404, findVisible, type Doc } from '../find'
import { json, notFound, ok, zodFailure } from '../http'
import { sortParam, sortSchema, type ListSort, type SortField } from '../../lib/schemas/list-actions'
import { listWhere, readListQuery, UNPAGED_LIMIT, unpagedHeaders } from '../list'
import { mediaUrl } from '../../lib/media'
import { MEDIA_POPULATE, MediaBatch, checkImages } from '../media'
import { withRowLock } from '../lock'
import { hasTrash, sortableFields } from '../../content/trash'
import { trashOne } from '../trash'
import { parseForm, withoutKeys } from '../save'
import { saveKindOf } from '../../lib/drafts/schema'
import { toggleDraftable } from './toggleDraftable'
import { asRecord, asRecords } from '../../lib/doc-record'
import { versionStamps, withVersions, writeChecked } from '../versions'

export type ContentDefinition = {
  collection: CollectionSlug
  /** The SQL table (Payload's snake_case of the slug), for the accent-insensitive search. */
  table: string
  /** The name/title (what a refusal and a stored image are named after). */
  titleField: 'name' | 'title'
  /** The columns the list's text search matches (the descriptor's `search`), folded into the table's stored `search_text` by migration 20261125_200000_campaign_scale: changing them needs a migration. */
  search: readonly string[]
  /** The list's order; newest first unless told. */
  sort?: string | string[]
  /** The columns a list may be sorted by (`sort=`; src/content/trash.ts `sortableFields`): none for a manual order. */
  sortable: readonly SortField[]
  pageSize: number
  /** Fields returned as they are stored (spec names). */
  columns: readonly string[]
  /** Image fields: stored field -> form input and the size its URL uses. */
  images: Record<string, { form: string; size?: ImageSize }>
  lists: readonly string[]
  schema: (context: FormContext) => ZodType<Record<string, unknown>>
  /** Extra keys of the plain array (the picker shapes of the specs' section 3). */
  picker: (row: Record<string, unknown>) => Record<string, unknown>
  messages: { created: string; updated: string; deleted: string; toggled: string }
  /** Rows this route may touch (blogs: one audience), and what a create adds. */
  scope?: (ctx: Ctx) => Where | undefined
  fixed?: (ctx: Ctx) => Record<string, unknown>
  /**
   * Payload drafts (blogs, issue 14; docs/editorial.md): staff read and edit the newest version, a save
   * with `draft=1` is kept as a draft (`schema`: its rules), any other save publishes; visitors read the
   * published version only (the collection's access). `staffRow`: what staff rows add (preview link).
   */
  drafts?: {
    schema: () => ZodType<Record<string, unknown>>
    staffRow?: (ctx: Ctx, doc: Doc) => Record<string, unknown>
    /** Which of these items have a publication scheduled (pending). */
    scheduled?: (ctx: Ctx, ids: number[]) => Promise<Set<number>>
  }
}

/** The stored shape of a content type, read from its descriptor (src/content). */
export const fromDescriptor = (
  type: AnyContent,
): Pick<
  ContentDefinition,
  | 'collection'
  | 'table'
  | 'titleField'
  | 'search'
  | 'sort'
  | 'sortable'
  | 'pageSize'
  | 'columns'
  | 'images'
  | 'lists'
  | 'schema'
> => ({
  collection: type.slug,
  table: type.slug.replace(/-/g, '_'),
  titleField: type.titleField,
  search: type.search ?? [type.titleField],
  sort: type.sort,
  sortable: sortableFields(type),
  pageSize: type.pageSize,
  columns: plainFields(type),
  images: Object.fromEntries(imageFields(type).map(([name, def]) => [name, { form: def.form, size: def.size }])),
  lists: listFields(type),
  schema: formSchema(type),
})

const select = (def: ContentDefinition): Record<string, true> =>
  Object.fromEntries(
    [...def.columns, ...Object.keys(def.images), 'is_active', ...(def.drafts ? ['_status'] : [])].map((field) => [
      field,
      true as const,
    ]),
  )

/** Staff read a drafts collection's newest version (a draft included); everybody else the published one. */
export const readsDrafts = (ctx: Ctx, def: { drafts?: unknown }): boolean => Boolean(def.drafts) && isStaff(ctx)

/** A stored document in the spec's shape: image fields become URLs that load. */
export const toRow = (def: ContentDefinition, doc: Doc): Record<string, unknown> => {
  const row: Record<string, unknown> = { id: doc.id }
  for (const column of def.columns) row[column] = doc[column] ?? null
  for (const [field, { size }] of Object.entries(def.images)) row[field] = mediaUrl(doc[field], size)
  row.is_active = Boolean(doc.is_active)
  return row
}

/**
 * A staff row of a drafts collection: `_status` of the newest version ('draft' | 'published'),
 * `published` (a published version exists: visitors see it while it is active) and the type's own
 * additions. Visitors' rows are the spec's shape only.
 */
export const staffRow = async (ctx: Ctx, def: ContentDefinition, docs: Doc[]): Promise<Record<string, unknown>[]> => {
  const rows = isStaff(ctx)
    ? await withVersions(
        ctx.payload,
        def.collection,
        docs.map((doc) => toRow(def, doc)),
      )
    : docs.map((doc) => toRow(def, doc))
  if (!readsDrafts(ctx, def) || !docs.length) return rows
  const ids = docs.map((doc) => doc.id)
  const { docs: mains } = await ctx.payload.find({
    collection: def.collection,
    where: { id: { in: ids } },
    select: { _status: true, is_active: true } as Record<string, true>,
    depth: 0,
    pagination: false,
    limit: 0,
    ...asCaller(ctx),
  })
  const published = new Map(
    asRecords<Doc>(mains)
      .filter((main) => main._status === 'published')
      .map((main) => [main.id, Boolean(main.is_active)]),
  )
  const scheduled = (await def.drafts?.scheduled?.(ctx, ids)) ?? new Set<number>()
  return rows.map((row, index) => {
    const doc = docs[index]!
    const live = published.get(doc.id)
    // What visitors see decides the switch and the state: the published version's, once there is one.
    const is_active = live ?? row.is_active
    const state: PublishState =
      scheduled.has(doc.id) && !live ? 'programado' : live === undefined ? 'borrador' : live ? 'publicado' : 'oculto'
    return {
      ...row,
      is_active,
      state,
      _status: doc._status ?? 'published',
      published: live !== undefined,
      ...def.drafts?.staffRow?.(ctx, doc),
    }
  })
}

/**
 * The one publishing state staff read (issue 28): 'publicado' (visitors see it), 'oculto' (published
 * but switched off), 'borrador' (never published), 'programado' (not visible yet, a publication is
 * scheduled). Pending changes of a published item are told apart by `_status` ('Cambios sin publicar').
 */
export type PublishState = 'publicado' | 'oculto' | 'borrador' | 'programado'

export const findOne = (ctx: Ctx, def: ContentDefinition, id: number): Promise<Doc> =>
  findOr404(ctx, def.collection, id, { select: select(def), scope: def.scope?.(ctx), draft: readsDrafts(ctx, def) })

/** The asked order, checked against the allow-list (400 otherwise); none asked: the type's own. */
export const sortOf = (allowed: readonly SortField[], sort: string): ListSort | undefined => {
  if (!sort) return undefined
  const parsed = sortSchema(allowed).safeParse(sort)
  if (!parsed.success) throw zodFailure(parsed.error)
  return parsed.data
}

/** A list's own order with the id last (newest first) unless it names the id already. */
const withId = (sort: string | string[]): string[] => {
  const fields = [sort].flat()
  return fields.some((field) => field.replace(/^-/, '') === 'id') ? fields : [...fields, '-id']
}

/** GET .../all: `{ data, total }` when paginated, else the plain array with the picker keys. */
const list =
  (def: ContentDefinition): Handler =>
  async (ctx) => {
    const query = readListQuery(ctx.url, def.pageSize)
    const where = await listWhere(ctx.payload, {
      table: def.table,
      scope: def.scope?.(ctx),
      activeOnly: query.onlyActive || !isStaff(ctx),
      text: query.text,
    })
    const order = sortOf(def.sortable, query.sort)
    // `only_active` asks for what visitors see: the published versions, even for staff.
    const drafts = readsDrafts(ctx, def) && !query.onlyActive
    // A visitor's plain array is bounded (UNPAGED_LIMIT, with its total and the next page's address); staff pickers read every item.
    const bounded = !query.paginated && !isStaff(ctx)
    const result = await ctx.payload.find({
      collection: def.collection,
      where: def.drafts && !drafts ? { and: [where, { _status: { equals: 'published' } }] } : where,
      draft: drafts,
      select: select(def),
      populate: MEDIA_POPULATE,
      depth: 1,
      // A column's order goes to SQL with the id after it, so equal values keep one order across pages.
      // The type's own order gets the id after it too (newest id first): pages of the paged form, and the
      // bounded plain array's `Link`, then neither overlap nor skip an item among equal dates.
      sort: order ? [sortParam(order), order.descending ? '-id' : 'id'] : withId(def.sort ?? '-createdAt'),
      ...(query.paginated
        ? { page: query.page, limit: query.pageSize }
        : bounded
          ? { page: 1, limit: UNPAGED_LIMIT }
          : { pagination: false, limit: 0 }),
      ...asCaller(ctx),
    })
    const docs = asRecords<Doc>(result.docs)
    // Staff rows carry their version (no silent overwrite); the pickers' `only_active` read is the public shape.
    const rows =
      drafts || (isStaff(ctx) && !query.onlyActive)
        ? await staffRow(ctx, def, docs)
        : docs.map((doc) => toRow(def, doc))
    if (query.paginated) return json({ data: rows, total: result.totalDocs })
    return json(
      rows.map((row) => ({ ...row, ...def.picker(row) })),
      200,
      bounded ? unpagedHeaders(ctx.url, result.totalDocs) : undefined,
    )
  }

/** Create or edit from the form: validate all, check images by content, store images, then the item. */
const save =
  (def: ContentDefinition, mode: FormMode): Handler =>
  async (ctx) => {
    const body = await readBody(ctx.request)
    const rawId = ctx.params.id ?? body.fields.id
    const existing = mode === 'edit' ? await findOne(ctx, def, idParam(String(rawId ?? ''))) : undefined
    // The first image field is the main one: its rule depends on whether the item already has it.
    const mainImage = Object.keys(def.images)[0]
    const hasImage = Boolean(existing && mainImage && existing[mainImage])
    const formFiles = Object.values(def.images).map(({ form }) => form)
    const kind = def.drafts ? saveKindOf(body.fields) : 'publish'
    const schema = kind === 'publish' || !def.drafts ? def.schema({ mode, hasImage }) : def.drafts.schema()
    const input = parseForm(schema, body, { lists: def.lists, files: formFiles })
    await checkImages(Object.fromEntries(formFiles.map((form) => [form, body.files[form]])))

    const media = new MediaBatch(ctx)
    try {
      const data: Record<string, unknown> = { ...withoutKeys(input, formFiles), ...def.fixed?.(ctx) }
      const label = String(input[def.titleField] ?? '')
      for (const [field, { form }] of Object.entries(def.images)) {
        const id = await media.store(body.files[form], label)
        if (id !== undefined) data[field] = id
      }
      // A draft writes a version only (the published row stays); anything else publishes (drafts' hook).
      const draft = kind !== 'publish' ? { draft: true, autosave: kind === 'autosave' } : {}
      const options = { collection: def.collection, data, depth: 0 as const, ...draft, ...asCaller(ctx) }
      // No silent overwrite (issue 28): a save based on an older version than the newest is refused.
      const saved = !existing
        ? await ctx.payload.create(options)
        : await writeChecked(ctx, { collection: def.collection, id: existing.id }, body.fields, (req) =>
            ctx.payload.update({ ...options, id: existing.id, ...(req ? { req } : {}) }),
          )
      const [row] = await staffRow(ctx, def, [await findOne(ctx, def, asRecord<Doc>(saved).id)])
      // Publishing a draft that was never published is its creation as far as visitors go.
      const wasPublished =
        existing &&
        (!def.drafts || existing._status === 'published' || (await staffRow(ctx, def, [existing]))[0]?.published)
      const message = kind === 'publish' ? (wasPublished ? def.messages.updated : def.messages.created) : DRAFT_SAVED
      return ok(message, { data: row }, existing ? 200 : 201)
    } catch (error) {
      await media.discard()
      throw error
    }
  }

export const DRAFT_SAVED = 'Borrador guardado'

/** What the trash needs of a type: its collection, whether it has drafts, the route's rows. */
export const trashTarget = (
  ctx: Ctx,
  def: { collection: CollectionSlug; drafts?: unknown; scope?: (ctx: Ctx) => Where | undefined },
) => ({
  collection: def.collection,
  drafts: Boolean(def.drafts),
  scope: def.scope?.(ctx),
})

const remove =
  (def: ContentDefinition): Handler =>
  async (ctx) => {
    const doc = await findOne(ctx, def, idParam(ctx.params.id))
    // A type with a trash (issue 28): the item goes to 'Papelera', deleted for good there or after 30 days.
    if (hasTrash(def.collection)) await trashOne(ctx, trashTarget(ctx, def), doc.id)
    else await ctx.payload.delete({ collection: def.collection, id: doc.id, depth: 0, ...asCaller(ctx) })
    return ok(def.messages.deleted, { data: { id: doc.id } })
  }

/** Flips `is_active` and answers the new state. */
export const toggleActive =
  (collection: CollectionSlug, message: string, scope?: (ctx: Ctx) => Where | undefined): Handler =>
  async (ctx) => {
    const id = idParam(ctx.params.id)
    // Read and write under the row's lock: parallel toggles apply one after another.
    const { is_active, version } = await withRowLock(ctx, collection, id, async (req) => {
      const doc = await findVisible(ctx, collection, id, {
        select: { is_active: true },
        scope: scope?.(ctx),
        depth: 0,
        req,
      })
      if (!doc) throw notFound()
      const next = !doc.is_active
      await ctx.payload.update({
        collection,
        id,
        data: { is_active: next },
        depth: 0,
        select: { is_active: true },
        ...asCaller(ctx),
        req,
      })
      // The item's new version: the list's row keeps it, so an edit opened after the toggle is not stale (issue 28).
      return { is_active: next, version: (await versionStamps(ctx.payload, collection, [id], req)).get(id)?.version }
    })
    return ok(message, { data: { id, is_active, ...(version ? { version } : {}) } })
  }

/** One item as its public card shows it (the plain-array shape), or null when the caller cannot see it. */
const card =
  (def: ContentDefinition) =>
  async (ctx: Ctx, id: number): Promise<Record<string, unknown> | null> => {
    const doc = await findOne(ctx, def, id).catch(() => null)
    if (!doc) return null
    const row = toRow(def, doc)
    return { ...row, ...def.picker(row) }
  }

/** The five handlers of a content resource, and its card for the recommendations. */
export const contentHandlers = (def: ContentDefinition) => ({
  card: card(def),
  list: list(def),
  create: save(def, 'create'),
  update: save(def, 'edit'),
  remove: remove(def),
  toggle: def.drafts
    ? toggleDraftable(def.collection, def.messages.toggled, def.scope)
    : toggleActive(def.collection, def.messages.toggled, def.scope),
})
