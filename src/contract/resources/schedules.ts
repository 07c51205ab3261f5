import type { Where } from 'payload'

import type { ScheduledChange } from '../../payload-types'
import { RECOMMENDATION_OPTIONS, isScheduleTarget, type RecommendationTarget } from '../../jobs/targets'
import { mexicoCityInstant, mexicoCityLocal } from '../../jobs/time'
import { readBody } from '../body'
import type { Ctx, Handler } from '../context'
import { ContractError, json, notFound, ok } from '../http'

/**
 * Scheduled publishing (issue 14, not in the specs; docs/contract.md): staff list, add and cancel the
 * pending changes of a blog or of a recommendation. The row is kept by `scheduled-changes`
 * (collections/ScheduledChanges.ts), which queues its job; src/jobs/apply.ts applies it once.
 */

const TARGET_MESSAGE = 'Elige qué programar.'
const WHEN_MESSAGE = 'Escribe una fecha y hora válidas.'
const FUTURE_MESSAGE = 'La fecha y hora deben ser posteriores a este momento.'
const ITEM_MESSAGE = 'Elige un elemento publicado para recomendar.'
const TYPE_MESSAGE = 'El tipo de recomendación no es válido.'

/** What the screens read: the time as Mexico City's wall clock too (the input's value). */
const answerOf = (row: ScheduledChange, itemName: string | null = null) => ({
  id: row.id,
  target: row.target,
  blog_id: typeof row.blog === 'object' && row.blog ? row.blog.id : (row.blog ?? null),
  type: row.type ?? null,
  item_id: row.item ?? null,
  item_name: itemName,
  run_at: row.runAt,
  run_at_local: mexicoCityLocal(new Date(row.runAt)),
  status: row.status,
})

const positiveId = (value: unknown): number | null => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The recommended item's name ('name' or 'title'), or null when it does not exist or is unpublished. */
const publishedItemName = async (
  ctx: Ctx,
  target: RecommendationTarget,
  type: string,
  id: number,
): Promise<string | null> => {
  const option = RECOMMENDATION_OPTIONS[target].find((candidate) => candidate.type === type)
  if (!option) return null
  const item = (await ctx.payload.findByID({
    collection: option.collection,
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })) as { name?: string; title?: string; is_active?: boolean } | null
  if (!item || item.is_active === false) return null
  return item.name ?? item.title ?? ''
}

/** GET …/programacion/all?target=blog&blog_id=5 (or target=development-recommendation…): the pending changes, soonest first. */
const list: Handler = async (ctx) => {
  const target = ctx.url.searchParams.get('target')
  if (!isScheduleTarget(target)) throw new ContractError(400, TARGET_MESSAGE)
  const where: Where[] = [{ target: { equals: target } }, { status: { equals: 'pending' } }]
  if (target === 'blog') {
    const blog = positiveId(ctx.url.searchParams.get('blog_id'))
    if (!blog) throw new ContractError(400, 'El blog no es válido.')
    where.push({ blog: { equals: blog } })
  }
  const { docs } = await ctx.payload.find({
    collection: 'scheduled-changes',
    where: { and: where },
    sort: 'runAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const data = await Promise.all(
    docs.map(async (row) =>
      answerOf(
        row,
        target !== 'blog' && row.type && row.item ? await publishedItemName(ctx, target, row.type, row.item) : null,
      ),
    ),
  )
  return json({ data })
}

/**
 * POST …/programacion (JSON or form): `target`, `run_at` ('2026-12-01T00:00', Mexico City), and
 * `blog_id`, or `type` and `item_id`. A blog has one pending publication: a new one replaces it.
 */
const create: Handler = async (ctx) => {
  const { fields } = await readBody(ctx.request)
  const target = fields.target
  if (!isScheduleTarget(target)) throw new ContractError(400, TARGET_MESSAGE, { target: TARGET_MESSAGE })
  const runAt = mexicoCityInstant(fields.run_at)
  if (!runAt) throw new ContractError(400, WHEN_MESSAGE, { run_at: WHEN_MESSAGE })
  if (runAt.getTime() <= Date.now()) throw new ContractError(400, FUTURE_MESSAGE, { run_at: FUTURE_MESSAGE })
  const scheduledBy = ctx.caller.user?.id
  const data = {
    target,
    runAt: runAt.toISOString(),
    status: 'pending' as const,
    ...(typeof scheduledBy === 'number' ? { scheduledBy } : {}),
  }

  if (target === 'blog') {
    const blog = positiveId(fields.blog_id)
    const found =
      blog &&
      (await ctx.payload.findByID({
        collection: 'blogs',
        id: blog,
        depth: 0,
        select: {},
        disableErrors: true,
        overrideAccess: true,
      }))
    if (!blog || !found) throw notFound()
    await ctx.payload.update({
      collection: 'scheduled-changes',
      where: { and: [{ target: { equals: 'blog' } }, { blog: { equals: blog } }, { status: { equals: 'pending' } }] },
      data: { status: 'cancelled' },
      depth: 0,
      overrideAccess: true,
    })
    const row = await ctx.payload.create({
      collection: 'scheduled-changes',
      data: { ...data, blog },
      depth: 0,
      overrideAccess: true,
    })
    return ok('Publicación programada', { schedule: answerOf(row) }, 201)
  }

  const type = typeof fields.type === 'string' ? fields.type : ''
  if (!RECOMMENDATION_OPTIONS[target].some((option) => option.type === type))
    throw new ContractError(400, TYPE_MESSAGE, { type: TYPE_MESSAGE })
  const item = positiveId(fields.item_id)
  const name = item ? await publishedItemName(ctx, target, type, item) : null
  if (!item || name === null) throw new ContractError(400, ITEM_MESSAGE, { item_id: ITEM_MESSAGE })
  const row = await ctx.payload.create({
    collection: 'scheduled-changes',
    data: { ...data, type, item },
    depth: 0,
    overrideAccess: true,
  })
  return ok('Recomendación programada', { schedule: answerOf(row, name) }, 201)
}

/** DELETE …/programacion/{id}: cancels a pending change (its job then finds nothing to do). */
const cancel: Handler = async (ctx) => {
  const id = positiveId(ctx.params.id)
  if (!id) throw notFound()
  const { docs } = await ctx.payload.update({
    collection: 'scheduled-changes',
    where: { and: [{ id: { equals: id } }, { status: { equals: 'pending' } }] },
    data: { status: 'cancelled' },
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length) return ok('Programación cancelada')
  const exists = await ctx.payload.findByID({
    collection: 'scheduled-changes',
    id,
    depth: 0,
    select: {},
    disableErrors: true,
    overrideAccess: true,
  })
  if (!exists) throw notFound()
  throw new ContractError(409, 'Este cambio ya no está pendiente: ya se aplicó o se canceló.')
}

export const schedules = { list, create, cancel }
