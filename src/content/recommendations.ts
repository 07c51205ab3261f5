import type { CollectionSlug } from 'payload'

/**
 * The two monthly recommendation globals (contract sections 1 and 2) described once: each option's
 * code, its Spanish label, the collection it points at, and the contract resource the admin picks from. The
 * global's fields (globals/recommendations.ts), the contract (src/contract/resources/recommendations.ts)
 * and the two admin screens read these tables. Browser-safe.
 */
export type RecommendationOption = {
  type: string
  label: string
  collection: CollectionSlug
  /** The contract resource whose list the admin picks from: a key of CONTRACT_PATHS (src/contract/paths.ts), which the screens resolve. */
  resource: string
  listTitle: string
}

export const DEVELOPMENT_OPTIONS = [
  { type: 'book', label: 'Libro', collection: 'development-books', resource: 'developmentBooks', listTitle: 'Selecciona un libro' },
  { type: 'course', label: 'Curso', collection: 'courses', resource: 'courses', listTitle: 'Selecciona un curso' },
  { type: 'tool', label: 'Herramienta', collection: 'tools', resource: 'tools', listTitle: 'Selecciona una herramienta' },
] as const satisfies readonly RecommendationOption[]

/** 'Musica' and 'opcion' are written as the spec writes them. */
export const WELLBEING_OPTIONS = [
  { type: 'book', label: 'Libro', collection: 'wellbeing-books', resource: 'wellbeingBooks', listTitle: 'Selecciona un libro' },
  { type: 'recipe', label: 'Receta', collection: 'recipes', resource: 'recipes', listTitle: 'Selecciona una receta' },
  { type: 'music', label: 'Musica', collection: 'music-items', resource: 'music', listTitle: 'Selecciona una opcion de música' },
  { type: 'podcast', label: 'Podcast', collection: 'podcasts', resource: 'podcasts', listTitle: 'Selecciona un podcast' },
] as const satisfies readonly RecommendationOption[]
