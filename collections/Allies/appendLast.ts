import type { CollectionBeforeChangeHook } from 'payload'

/** A new ally with no order of its own goes after the others (the staff then move it with the arrows). */
export const appendLast: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || (typeof data.order === 'number' && data.order > 0)) return data
  const { docs } = await req.payload.find({
    collection: 'allies',
    sort: '-order',
    limit: 1,
    depth: 0,
    select: { order: true },
    overrideAccess: true,
    req,
  })
  return { ...data, order: ((docs[0]?.order as number | null | undefined) ?? 0) + 1 }
}
