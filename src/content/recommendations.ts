import type { CollectionSlug } from 'payload'

import { REGISTRY, type AnyRegistration } from './registry'

const byKey = (key: string): AnyRegistration | undefined =>
  (REGISTRY as readonly AnyRegistration[]).find((entry) => entry.key === key)

/**
 * The two monthly recommendation globals (contract sections 1 and 2) described once: each option's
 * code, its Spanish label, the collection it points at, and the list the admin picks from. The
 * global's fields (globals/recommendations.ts), the contract (src/contract/resources/recommendations.ts)
 * and the two admin screens read these tables. Browser-safe.
 */
/** A type's public list (its registration's contract path). */
const listOf = (key: (typeof REGISTRY)[number]['key']): string => `${byKey(key)?.path}/all`

export type RecommendationOption = {
  type: string
  label: string
  collection: CollectionSlug
  list: string
  listTitle: string
}

export const DEVELOPMENT_OPTIONS = [
  {
    type: 'book',
    label: 'Libro',
    collection: 'development-books',
    list: listOf('developmentBooks'),
    listTitle: 'Selecciona un libro',
  },
  { type: 'course', label: 'Curso', collection: 'courses', list: listOf('courses'), listTitle: 'Selecciona un curso' },
  {
    type: 'tool',
    label: 'Herramienta',
    collection: 'tools',
    list: listOf('tools'),
    listTitle: 'Selecciona una herramienta',
  },
] as const satisfies readonly RecommendationOption[]

/** 'Musica' and 'opcion' are written as the spec writes them. */
export const WELLBEING_OPTIONS = [
  {
    type: 'book',
    label: 'Libro',
    collection: 'wellbeing-books',
    list: listOf('wellbeingBooks'),
    listTitle: 'Selecciona un libro',
  },
  {
    type: 'recipe',
    label: 'Receta',
    collection: 'recipes',
    list: listOf('recipes'),
    listTitle: 'Selecciona una receta',
  },
  {
    type: 'music',
    label: 'Musica',
    collection: 'music-items',
    list: listOf('music'),
    listTitle: 'Selecciona una opcion de música',
  },
  {
    type: 'podcast',
    label: 'Podcast',
    collection: 'podcasts',
    list: listOf('podcasts'),
    listTitle: 'Selecciona un podcast',
  },
] as const satisfies readonly RecommendationOption[]
