'use client'

import { WELLBEING_BASE } from '../../contract/paths'
import { RecommendationScreen, type RecommendationConfig } from '../kit/RecommendationScreen'

const B = WELLBEING_BASE

/**
 * Spec 2/9: the wellbeing recommendation, section 2; 'Musica' is written as the spec writes it. Book
 * and recipe cards detail their short description (spec 3's picker shapes), podcasts their description.
 */
const config: RecommendationConfig = {
  breadcrumb: ['Bienestar', 'Recomendación'],
  endpoint: `${B}/recomendacion`,
  section: 2,
  options: [
    { type: 'book', label: 'Libro', list: `${B}/libros/all`, listTitle: 'Selecciona un libro', details: (item) => ({ text: item.short_description, link: item.link_purchase as string | null }) },
    { type: 'recipe', label: 'Receta', list: `${B}/recetas/all`, listTitle: 'Selecciona una receta', details: (item) => ({ text: item.short_description }) },
    { type: 'music', label: 'Musica', list: `${B}/musica/all`, listTitle: 'Selecciona una opcion de música' },
    { type: 'podcast', label: 'Podcast', list: `${B}/podcast/all`, listTitle: 'Selecciona un podcast' },
  ],
}

export const RecomendacionBienestarScreen = () => <RecommendationScreen config={config} />
