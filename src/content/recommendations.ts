import type { CollectionSlug } from 'payload'

import { CONTRACT_PATHS } from '../contract/paths'

/**
 * The two monthly recommendation globals (contract sections 1 and 2) described once: each option's
 * code, its Spanish label, the collection it points at, and the list the admin picks from. The
 * global's fields (globals/recommendations.ts), the contract (src/contract/resources/recommendations.ts)
 * and the two admin screens read these tables. Browser-safe.
 */
export type RecommendationOption = { type: string; label: string; collection: CollectionSlug; list: string; listTitle: string }

export const DEVELOPMENT_OPTIONS = [
  { type: 'book', label: 'Libro', collection: 'development-books', list: `${CONTRACT_PATHS.developmentBooks}/all`, listTitle: 'Selecciona un libro' },
  { type: 'course', label: 'Curso', collection: 'courses', list: `${CONTRACT_PATHS.courses}/all`, listTitle: 'Selecciona un curso' },
  { type: 'tool', label: 'Herramienta', collection: 'tools', list: `${CONTRACT_PATHS.tools}/all`, listTitle: 'Selecciona una herramienta' },
] as const satisfies readonly RecommendationOption[]

/** 'Musica' and 'opcion' are written as the spec writes them. */
export const WELLBEING_OPTIONS = [
  { type: 'book', label: 'Libro', collection: 'wellbeing-books', list: `${CONTRACT_PATHS.wellbeingBooks}/all`, listTitle: 'Selecciona un libro' },
  { type: 'recipe', label: 'Receta', collection: 'recipes', list: `${CONTRACT_PATHS.recipes}/all`, listTitle: 'Selecciona una receta' },
  { type: 'music', label: 'Musica', collection: 'music-items', list: `${CONTRACT_PATHS.music}/all`, listTitle: 'Selecciona una opcion de música' },
  { type: 'podcast', label: 'Podcast', collection: 'podcasts', list: `${CONTRACT_PATHS.podcasts}/all`, listTitle: 'Selecciona un podcast' },
] as const satisfies readonly RecommendationOption[]
