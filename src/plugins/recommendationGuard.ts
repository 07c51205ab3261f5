import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type GlobalSlug,
  type PayloadRequest,
  type Plugin,
} from 'payload'

import { DEVELOPMENT_OPTIONS, WELLBEING_OPTIONS } from '../content/recommendations'
import { REGISTRY, recommendationWords, type AnyRegistration } from '../content/registry'

/**
 * The monthly recommendation stays true: the item a recommendation points to cannot be unpublished
 * or deleted while it does (the public `actual` would otherwise answer nothing, silently). Enforced
 * in the collections' own hooks, so the contract, Payload's REST/GraphQL API and the local API all
 * refuse it (409, in Spanish, naming the recommendation). A plugin (payload.config.ts) that adds the
 * hooks to the recommendable collections, after their own.
 */

type Guarded = { global: GlobalSlug; section: string }

/** How a refusal names the item: 'Este libro' … 'antes de despublicarlo' (each registration's `recommendation`). */
const NOUNS: Record<string, { noun: string; pronoun: 'lo' | 'la' }> = Object.fromEntries(
  (REGISTRY as readonly AnyRegistration[]).flatMap((entry) =>
    entry.recommendation ? [[entry.type.slug, recommendationWords(entry.recommendation)]] : [],
  ),
)

const GUARDED: Record<string, Guarded[]> = {}
const add = (global: GlobalSlug, section: string, options: readonly { collection: string }[]) => {
  for (const { collection } of options) (GUARDED[collection] ??= []).push({ global, section })
}
add('development-recommendation', 'Desarrollo', DEVELOPMENT_OPTIONS)
add('wellbeing-recommendation', 'Bienestar', WELLBEING_OPTIONS)

/** 'Este libro es la recomendación del mes de Bienestar: elige otra antes de despublicarlo.' */
export const recommendedRefusal = (collection: string, section: string, action: 'unpublish' | 'delete'): string => {
  const { noun, pronoun } = NOUNS[collection] ?? { noun: 'Este elemento', pronoun: 'lo' }
  return `${noun} es la recomendación del mes de ${section}: elige otra antes de ${action === 'unpublish' ? 'despublicar' : 'eliminar'}${pronoun}.`
}

type Stored = { item?: { relationTo?: string; value?: number | { id?: number } } | null }

/** The section whose recommendation points to this item, if any. */
const recommendingSection = async (
  req: PayloadRequest,
  collection: string,
  id: number | string,
): Promise<string | null> => {
  for (const { global, section } of GUARDED[collection] ?? []) {
    const stored = (await req.payload.findGlobal({ slug: global, depth: 0, overrideAccess: true, req })) as Stored
    const value = stored.item?.value
    const current = typeof value === 'object' && value ? value.id : value
    if (stored.item?.relationTo === collection && current !== undefined && String(current) === String(id))
      return section
  }
  return null
}

const refuseUnpublish =
  (collection: string): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, operation, req }) => {
    if (operation !== 'update' || !originalDoc) return data
    // Moving it to the trash (Payload's `deletedAt`, src/plugins/trash.ts) is deleting it as far as visitors go.
    const trashing = Boolean(data?.deletedAt) && !originalDoc.deletedAt
    const unpublishing = data?.is_active === false && originalDoc.is_active !== false
    if (!trashing && !unpublishing) return data
    const section = await recommendingSection(req, collection, originalDoc.id)
    if (section)
      throw new APIError(
        recommendedRefusal(collection, section, trashing ? 'delete' : 'unpublish'),
        409,
        undefined,
        true,
      )
    return data
  }

const refuseDelete =
  (collection: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const section = await recommendingSection(req, collection, id)
    if (section) throw new APIError(recommendedRefusal(collection, section, 'delete'), 409, undefined, true)
  }

/** Only the recommendable collections get the hooks. */
export const withRecommendationGuard = (config: CollectionConfig): CollectionConfig => {
  if (!GUARDED[config.slug]) return config
  const hooks = config.hooks ?? {}
  return {
    ...config,
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), refuseUnpublish(config.slug)],
      beforeDelete: [...(hooks.beforeDelete ?? []), refuseDelete(config.slug)],
    },
  }
}

/** The plugin: every collection through `withRecommendationGuard`. */
export const recommendationGuard = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map(withRecommendationGuard),
})
