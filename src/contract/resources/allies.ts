import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { z } from 'zod'

import { ally } from '../../content/site'
import { readBody } from '../body'
import { asCaller, type Handler } from '../context'
import { ContractError, ok } from '../http'
import { contentHandlers, fromDescriptor, type ContentDefinition } from './content'
import { listActions } from './list-actions'

const ORDER_MESSAGE = 'La lista de aliados cambió mientras la ordenabas. Recarga la página e inténtalo de nuevo.'

/** `ids`: every ally, each once, in the new order. */
const reorderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: ORDER_MESSAGE })
    .refine((ids) => new Set(ids).size === ids.length, ORDER_MESSAGE),
})

/**
 * POST reordenar `{ ids }`: numbers the allies 1, 2, 3… in the given order, in one transaction (a
 * failure leaves the old order whole). The list must name every ally once: an order built from a
 * stale screen is refused (409) instead of mixing two orders.
 */
const reorder: Handler = async (ctx) => {
  const body = await readBody(ctx.request)
  const parsed = reorderSchema.safeParse(body.fields)
  if (!parsed.success) throw new ContractError(400, ORDER_MESSAGE, { ids: ORDER_MESSAGE })
  const { ids } = parsed.data
  const stored = await ctx.payload.find({
    collection: 'allies',
    select: { order: true },
    depth: 0,
    pagination: false,
    limit: 0,
    ...asCaller(ctx),
  })
  const known = new Set(stored.docs.map((doc) => doc.id))
  const storedOrder = new Map(stored.docs.map((doc) => [doc.id, doc.order]))
  if (known.size !== ids.length || !ids.every((id) => known.has(id)))
    throw new ContractError(409, ORDER_MESSAGE, { ids: ORDER_MESSAGE })

  const req = await createLocalReq({ user: ctx.caller.user ?? undefined }, ctx.payload)
  const started = await initTransaction(req)
  try {
    // Only the allies whose number changes are written: each write is a new version, and an ally
    // that kept its place must not make a colleague's open form of it outdated (issue 28).
    for (const [index, id] of ids.entries()) {
      if (storedOrder.get(id) === index + 1) continue
      await ctx.payload.update({
        collection: 'allies',
        id,
        data: { order: index + 1 },
        depth: 0,
        select: {},
        ...asCaller(ctx),
        req,
      })
    }
    if (started) await commitTransaction(req)
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
  return ok('Orden de los aliados actualizado correctamente.', {
    data: ids.map((id, index) => ({ id, order: index + 1 })),
  })
}

/** /profe-max/sitio/aliados: the home page's logo slider (issue 13; not in the specs). */
const definition: ContentDefinition = {
  ...fromDescriptor(ally),
  picker: (row) => ({ src: row.logo, alt: row.name }),
  messages: {
    created: 'Aliado guardado correctamente.',
    updated: 'Aliado actualizado correctamente.',
    deleted: 'Aliado eliminado correctamente.',
    toggled: 'Estado del aliado actualizado correctamente.',
  },
}

/** Its bulk actions and 'Papelera' (issue 28); no sorted columns (the order is the staff's). */
export const allies = { ...contentHandlers(definition), ...listActions(definition), reorder }
