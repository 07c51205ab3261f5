import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import type { AnyContent } from '../../content/kit'
import { hasTrash, purgeAfter, TRASH_DAYS } from '../../content/trash'
import { asRecords } from '../../lib/doc-record'
import { bulkDone, bulkFailureLine, bulkPartial, bulkSchema, type BulkAction } from '../../lib/schemas/list-actions'
import { readBody } from '../body'
import { asCaller, type Ctx, type Handler } from '../context'
import { findVisible, type Doc } from '../find'
import { ContractError, fail, json, notFound, ok, toErrorResponse, zodFailure } from '../http'
import { listWhere, readListQuery } from '../list'
import { withRowLock } from '../lock'
import { listActionCalls } from '../paths'
import type { Route } from '../route'
import { moveToTrash, restoreFromTrash } from '../trash'
import { baseVersionOf, refuseStale } from '../versions'
import { readsDrafts, trashTarget } from './content'
import { updateVisible } from './toggleDraftable'

/**
 * The list screens' bulk actions and 'Papelera' (issue 28; docs/back-office.md): one request per
 * action for up to MAX_BULK items, each item done as its single action does it (its row's lock, its
 * version check, Payload's update or delete with the collection's hooks: history, cache expiry,
 * recommendation guard), the ones that fail named in the answer. One implementation for every list
 * screen: the kit's content types and blogs (their `ContentDefinition`), activities, the category
 * screens' categories and items, and the allies (`listTargetOf` their descriptor).
 */

/** What the bulk actions and the trash list need of a collection. */
export type ListTarget = {
  collection: CollectionSlug
  /** The SQL table (the accent-insensitive search of the trash list). */
  table: string
  titleField: string
  pageSize: number
  /** Payload drafts (blogs): the switch and the trash act on what visitors see (`updateVisible`). */
  drafts?: unknown
  /** Rows this route may touch (blogs: one audience). */
  scope?: (ctx: Ctx) => Where | undefined
  /** The type has the publish switch (`is_active`); false: no 'Publicar' / 'Despublicar' (activities). */
  publishes?: boolean
  /** An item restored needs this parent out of the trash (a category's items: their category). */
  parent?: { field: string; collection: CollectionSlug; message: string }
}

/** The list target of a descriptor (src/content): activities, categories and their items. */
export const listTargetOf = (type: AnyContent, extra: Partial<ListTarget> = {}): ListTarget => ({
  collection: type.slug,
  table: type.slug.replace(/-/g, '_'),
  titleField: type.titleField,
  pageSize: type.pageSize,
  publishes: Object.values(type.fields).some((def) => def.kind === 'active'),
  ...extra,
})

const NOT_PUBLISHED = 'Este tipo de contenido no se publica ni se despublica.'

const IN_TRASH: readonly BulkAction[] = ['restaurar', 'eliminar-definitivamente']

type Failure = { id: number; name: string; message: string }

/** The Spanish reason a refusal gives (the same as the single call's answer); a server fault is logged. */
const reasonOf = async (ctx: Ctx, error: unknown): Promise<string> => {
  const answer = toErrorResponse(error, (err) => ctx.payload.logger.error({ err, msg: 'bulk action' }))
  const body = (await answer.json()) as { message?: string }
  return body.message ?? 'Error en el servidor'
}

/** An item restored into a parent still in the trash would be lost from its screen: the parent first. */
const requireParent = async (ctx: Ctx, def: ListTarget, id: number, req: PayloadRequest): Promise<void> => {
  if (!def.parent) return
  const { parent } = def
  const doc = await findVisible(ctx, def.collection, id, {
    select: { [parent.field]: true } as Record<string, true>,
    depth: 0,
    req,
    trash: true,
  })
  const parentId = doc?.[parent.field]
  if (typeof parentId !== 'number') return
  const { totalDocs } = await ctx.payload.count({
    collection: parent.collection,
    where: { and: [{ id: { equals: parentId } }, { deletedAt: { exists: true } }] },
    trash: true,
    overrideAccess: true,
    req,
  })
  if (totalDocs) throw new ContractError(409, parent.message)
}

const apply = async (ctx: Ctx, def: ListTarget, action: BulkAction, id: number, req: PayloadRequest): Promise<void> => {
  const target = trashTarget(ctx, def)
  switch (action) {
    case 'publicar':
    case 'despublicar': {
      if (def.publishes === false) throw new ContractError(400, NOT_PUBLISHED)
      const is_active = action === 'publicar'
      if (def.drafts) await updateVisible(ctx, def.collection, id, { is_active }, req, { scope: target.scope })
      else
        await ctx.payload.update({
          collection: def.collection,
          id,
          data: { is_active },
          depth: 0,
          select: {},
          ...asCaller(ctx),
          req,
        })
      return
    }
    case 'eliminar':
      if (hasTrash(def.collection)) return moveToTrash(ctx, target, id, req)
      await ctx.payload.delete({ collection: def.collection, id, depth: 0, select: {}, ...asCaller(ctx), req })
      return
    case 'restaurar':
      await requireParent(ctx, def, id, req)
      return restoreFromTrash(ctx, target, id, req)
    case 'eliminar-definitivamente':
      await ctx.payload.delete({
        collection: def.collection,
        id,
        depth: 0,
        select: {},
        trash: true,
        ...asCaller(ctx),
        req,
      })
  }
}

/** POST {base}/acciones: `{ action, items: [{ id, version? }] }` → `{ data: { done, failed } }`. */
const bulk =
  (def: ListTarget): Handler =>
  async (ctx) => {
    const body = await readBody(ctx.request)
    const parsed = bulkSchema.safeParse(body.fields)
    if (!parsed.success) throw zodFailure(parsed.error)
    const { action, items } = parsed.data
    const inTrash = IN_TRASH.includes(action)
    if (inTrash && !hasTrash(def.collection)) throw new ContractError(400, 'Este tipo de contenido no tiene papelera.')
    if (def.publishes === false && (action === 'publicar' || action === 'despublicar'))
      throw new ContractError(400, NOT_PUBLISHED)
    const scope = def.scope?.(ctx)
    // A malformed version refuses the whole request before anything is changed (as a save's does).
    const bases = new Map(
      items.map((item) => [item.id, inTrash ? undefined : baseVersionOf({ version: item.version })]),
    )
    const done: number[] = []
    const failed: Failure[] = []
    for (const item of items) {
      let name = `#${item.id}`
      const base = bases.get(item.id)
      try {
        await withRowLock(ctx, def.collection, item.id, async (req) => {
          const doc = await findVisible(ctx, def.collection, item.id, {
            select: { [def.titleField]: true, deletedAt: true } as Record<string, true>,
            scope,
            depth: 0,
            req,
            draft: readsDrafts(ctx, def),
            trash: inTrash,
          })
          if (!doc || (inTrash && !doc.deletedAt)) throw notFound()
          name = String(doc[def.titleField] ?? name)
          // No silent overwrite: an item changed since the list was read is left as it is.
          if (base) await refuseStale(ctx.payload, req, { collection: def.collection, id: item.id }, base)
          await apply(ctx, def, action, item.id, req)
        })
        done.push(item.id)
      } catch (error) {
        failed.push({ id: item.id, name, message: await reasonOf(ctx, error) })
      }
    }
    const data = { action, done, failed }
    if (!failed.length) return ok(bulkDone(action, done.length), { data })
    const message = bulkPartial(
      action,
      done.length,
      failed.map((failure) => bulkFailureLine(failure.name, failure.message)),
    )
    // Some done: a success that names what was not; none done: a refusal.
    if (done.length) return ok(message, { data, partial: true })
    return json({ error: true, message, data }, 409)
  }

/** GET {base}/papelera: the trashed items, newest deletion first, paged; each with the day it is deleted for good. */
const trashList =
  (def: ListTarget): Handler =>
  async (ctx) => {
    if (!hasTrash(def.collection)) return fail(404, 'Este tipo de contenido no tiene papelera.')
    const query = readListQuery(ctx.url, def.pageSize)
    const where = await listWhere(ctx.payload, {
      table: def.table,
      scope: def.scope?.(ctx),
      activeOnly: false,
      text: query.text,
    })
    const result = await ctx.payload.find({
      collection: def.collection,
      where: { and: [where, { deletedAt: { exists: true } }] },
      trash: true,
      select: {
        [def.titleField]: true,
        deletedAt: true,
        ...(def.publishes === false ? {} : { is_active: true }),
      } as Record<string, true>,
      depth: 0,
      sort: ['-deletedAt', '-id'],
      page: query.page,
      limit: query.pageSize,
      ...asCaller(ctx),
    })
    const rows = asRecords<Doc>(result.docs).map((doc) => {
      const deletedAt = new Date(String(doc.deletedAt))
      return {
        id: doc.id,
        [def.titleField]: doc[def.titleField] ?? null,
        is_active: Boolean(doc.is_active),
        deleted_at: deletedAt.toISOString(),
        // Deleted for good at the first daily run after this instant.
        purge_at: purgeAfter(deletedAt).toISOString(),
      }
    })
    return json({ data: rows, total: result.totalDocs, days: TRASH_DAYS })
  }

/** The bulk call and the trash list of a list screen's collection. */
export const listActions = (def: ListTarget) => ({ bulk: bulk(def), trash: trashList(def) })

/** Their rows in the contract table (src/contract/paths.ts `listActionCalls`): staff only. */
export const listActionRows = (base: string, handlers: ReturnType<typeof listActions>): Route[] =>
  listActionCalls(base).map(({ call, method, path }) => ({ method, path, handler: handlers[call], access: 'staff' }))
