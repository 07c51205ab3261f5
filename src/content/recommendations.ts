import type { CollectionSlug } from 'payload'

import { REGISTRY, recommendationWords, type AnyRegistration, type RecommendationModule } from './registry'

/**
 * The two monthly recommendation globals (contract sections 1 and 2): each option's code, its Spanish
 * label, the collection it points at, and the list the admin picks from (its public `/all`). Read from
 * the registrations (`recommendation`, src/content/registry.ts): a registered type with one is an
 * option of its module, in the registration's `rank`. The global's fields (globals/recommendations.ts),
 * the contract (src/contract/resources/recommendations.ts), the guard (src/plugins/recommendationGuard.ts),
 * the schedules and the two admin screens read these tables. Browser-safe.
 */

export type RecommendationOption = {
  type: string
  label: string
  collection: CollectionSlug
  list: string
  listTitle: string
}

/** The options of one module's recommendation, in their `rank` (the spec's radio order). */
export const recommendationOptions = (
  module: RecommendationModule,
  registry: readonly AnyRegistration[] = REGISTRY,
): RecommendationOption[] =>
  registry
    .flatMap((entry) => (entry.recommendation?.module === module ? [{ entry, of: entry.recommendation }] : []))
    .sort((a, b) => a.of.rank - b.of.rank)
    .map(({ entry, of }) => ({
      type: of.type,
      label: of.label,
      collection: entry.type.slug,
      list: `${entry.path}/all`,
      listTitle: recommendationWords(of).listTitle,
    }))

/** The global holding each module's recommendation (contract sections 1 and 2). */
export const RECOMMENDATION_GLOBALS = {
  desarrollo: 'development-recommendation',
  bienestar: 'wellbeing-recommendation',
} as const satisfies Record<RecommendationModule, string>

/**
 * The options the demo tries for its first recommendation of a module, best first: the one whose
 * registration says `demo`, then the rest in `rank` (src/seed/index.ts takes the first with a published item).
 */
export const demoOptions = (
  module: RecommendationModule,
  registry: readonly AnyRegistration[] = REGISTRY,
): RecommendationOption[] => {
  const demo = new Set<string>(
    registry.flatMap((entry) =>
      entry.recommendation?.module === module && entry.recommendation.demo ? [entry.type.slug] : [],
    ),
  )
  const options = recommendationOptions(module, registry)
  return [...options.filter((option) => demo.has(option.collection)), ...options.filter((o) => !demo.has(o.collection))]
}

/** Section 1: book, course, tool. */
export const DEVELOPMENT_OPTIONS: readonly RecommendationOption[] = recommendationOptions('desarrollo')
/** Section 2: book, recipe, music, podcast ('Musica' and 'opcion' are written as the spec writes them). */
export const WELLBEING_OPTIONS: readonly RecommendationOption[] = recommendationOptions('bienestar')
