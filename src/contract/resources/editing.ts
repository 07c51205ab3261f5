import type { CollectionSlug, Payload } from 'payload'

import { HISTORY_COLLECTIONS } from '../../content/history'
import { idParam } from '../body'
import { asCaller, type Ctx, type Handler } from '../context'
import { ContractError, json, notFound, ok } from '../http'

/**
 * "Someone else has this form open" (issue 28), on Payload's own document locks
 * (`payload-locked-documents`, the collections' `lockDocuments`): while a kit form is open it
 * renews its staff member's lock of the item every EDITING_HEARTBEAT_MS; the answer names the other
 * staff whose lock is fresher than EDITING_STALE_MS. Closing the form drops the lock. A save does
 * not wait for anyone (the version check refuses a stale one, src/contract/versions.ts); Payload's
 * own update drops every lock of the item it saves, and the next heartbeat puts the open forms' back.
 */

export const EDITING_HEARTBEAT_MS = 15_000
export const EDITING_STALE_MS = 45_000

const LOCKS = 'payload-locked-documents' as const

/** An item of a content type that keeps a history (the kit's forms), visible to the caller. */
const targetOf = async (ctx: Ctx): Promise<{ collection: CollectionSlug; id: number }> => {
  const slug = ctx.params.collection ?? ''
  if (!HISTORY_COLLECTIONS.has(slug)) throw new ContractError(404, 'Este contenido no se edita aquí.')
  const collection = slug as CollectionSlug
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
  return { collection, id }
}

const locksOf = (payload: Payload, collection: CollectionSlug, id: number) =>
  payload.find({
    collection: LOCKS,
    where: { and: [{ 'document.relationTo': { equals: collection } }, { 'document.value': { equals: id } }] },
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: true,
  })

const userId = (value: unknown): number | null => {
  const inner = value && typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : value
  const id = inner && typeof inner === 'object' && 'id' in inner ? (inner as { id: unknown }).id : inner
  return typeof id === 'number' ? id : null
}

/** POST /edicion/{collection}/{id}: renews the caller's lock and names the others editing the item. */
const heartbeat: Handler = async (ctx) => {
  const { collection, id } = await targetOf(ctx)
  const me = ctx.caller.user?.id as number
  const { docs } = await locksOf(ctx.payload, collection, id)
  const mine = docs.find((lock) => userId(lock.user) === me)
  if (mine)
    await ctx.payload.update({
      collection: LOCKS,
      id: mine.id,
      data: { user: { relationTo: 'users', value: me } },
      depth: 0,
      overrideAccess: true,
    })
  else
    await ctx.payload.create({
      collection: LOCKS,
      data: { document: { relationTo: collection, value: id }, user: { relationTo: 'users', value: me } } as never,
      depth: 0,
      overrideAccess: true,
    })
  const since = Date.now() - EDITING_STALE_MS
  const others = [
    ...new Set(
      docs
        .filter((lock) => userId(lock.user) !== me && Date.parse(String(lock.updatedAt)) >= since)
        .map((lock) => userId(lock.user)),
    ),
  ].filter((other): other is number => other !== null)
  const names = others.length
    ? (
        await ctx.payload.find({
          collection: 'users',
          where: { id: { in: others } },
          select: { name: true },
          depth: 0,
          limit: others.length,
          pagination: false,
          overrideAccess: true,
        })
      ).docs.map((user) => String((user as { name?: string }).name ?? ''))
    : []
  return json({ error: false, data: { others: names.filter(Boolean) } }, 200, { 'Cache-Control': 'no-store' })
}

/** DELETE /edicion/{collection}/{id}: the caller closed the form. */
const release: Handler = async (ctx) => {
  const { collection, id } = await targetOf(ctx)
  const me = ctx.caller.user?.id as number
  const { docs } = await locksOf(ctx.payload, collection, id)
  const mine = docs.filter((lock) => userId(lock.user) === me).map((lock) => lock.id)
  if (mine.length)
    await ctx.payload.delete({ collection: LOCKS, where: { id: { in: mine } }, depth: 0, overrideAccess: true })
  return ok('Edición cerrada.')
}

export const editing = { heartbeat, release }
