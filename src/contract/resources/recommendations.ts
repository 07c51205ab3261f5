import { DEVELOPMENT_OPTIONS, WELLBEING_OPTIONS } from '../../../globals/recommendations'
import { readBody } from '../body'
import { asCaller, isStaff, type Ctx, type Handler } from '../context'
import { globalVersionStamp, writeChecked } from '../versions'
import { ContractError, json, notFound, ok } from '../http'
import { musicCard } from './categories'
import { resourceOf } from './registered'

type Card = (ctx: Ctx, id: number) => Promise<Record<string, unknown> | null>

type Section = {
  number: number
  global: 'development-recommendation' | 'wellbeing-recommendation'
  options: readonly { type: string; collection: string }[]
  cards: Record<string, Card>
}

const DEVELOPMENT: Section = {
  number: 1,
  global: 'development-recommendation',
  options: DEVELOPMENT_OPTIONS,
  cards: Object.fromEntries(DEVELOPMENT_OPTIONS.map((option) => [option.type, resourceOf(option.collection).card])),
}

const WELLBEING: Section = {
  number: 2,
  global: 'wellbeing-recommendation',
  options: WELLBEING_OPTIONS,
  cards: Object.fromEntries(
    WELLBEING_OPTIONS.map((option) => [
      option.type,
      option.collection === 'music-items' ? musicCard : resourceOf(option.collection).card,
    ]),
  ),
}

/** The section's number is part of the call (`section=1` / `2`); another number is refused. */
const checkSection = (ctx: Ctx, section: Section): void => {
  const asked = ctx.url.searchParams.get('section')
  if (asked !== null && asked !== String(section.number)) throw new ContractError(400, 'La sección no es válida.')
}

/** GET .../recomendacion/actual: `{ type, item }`, the item as its public card shows it (null when unset or unpublished). */
const current =
  (section: Section): Handler =>
  async (ctx) => {
    checkSection(ctx, section)
    const stored = (await ctx.payload.findGlobal({ slug: section.global, depth: 0, ...asCaller(ctx) })) as {
      type?: string | null
      item?: { relationTo: string; value: number | { id: number } } | null
    }
    const type = stored.type ?? null
    const card = type ? section.cards[type] : undefined
    const value = stored.item?.value
    const id = typeof value === 'object' && value ? value.id : value
    const item = card && typeof id === 'number' ? await card(ctx, id) : null
    // Staff read its version: a choice sends it back, so one over someone else's newer one is refused (issue 28).
    const stamp = isStaff(ctx) ? await globalVersionStamp(ctx.payload, section.global) : undefined
    return json({ type: item ? type : null, item, ...(stamp ? { version: stamp.version } : {}) })
  }

/** POST .../recomendacion/save: type and item_id; the item must exist and be of that type. */
const save =
  (section: Section): Handler =>
  async (ctx) => {
    const { fields } = await readBody(ctx.request)
    const type = typeof fields.type === 'string' ? fields.type : ''
    const option = section.options.find((candidate) => candidate.type === type)
    if (!option)
      throw new ContractError(400, 'El tipo de recomendación no es válido.', {
        type: 'El tipo de recomendación no es válido.',
      })
    const id = Number(fields.item_id)
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new ContractError(400, 'Elige un elemento para recomendar.', {
        item_id: 'Elige un elemento para recomendar.',
      })
    const card = await section.cards[type]?.(ctx, id)
    if (!card) throw notFound()
    // No silent overwrite (issue 28): a choice based on an older version than the newest is refused.
    await writeChecked(ctx, { global: section.global }, fields, (req) =>
      ctx.payload.updateGlobal({
        slug: section.global,
        data: { type, item: { relationTo: option.collection, value: id } } as never, // the relation's union type is checked by the global's own validate
        depth: 0,
        ...asCaller(ctx),
        ...(req ? { req } : {}),
      }),
    )
    const stamp = await globalVersionStamp(ctx.payload, section.global)
    return ok('Recomendación guardada exitosamente', { type, item: card, ...(stamp ? { version: stamp.version } : {}) })
  }

export const developmentRecommendation = { current: current(DEVELOPMENT), save: save(DEVELOPMENT) }
export const wellbeingRecommendation = { current: current(WELLBEING), save: save(WELLBEING) }
