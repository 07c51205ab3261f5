'use client'

import { WELLBEING_BASE } from '../../contract/paths'
import { WELLBEING_OPTIONS } from '../../content/recommendations'
import { RecommendationScreen, type RecommendationConfig } from '../kit/RecommendationScreen'

const B = WELLBEING_BASE

/**
 * Spec 2/9: the wellbeing recommendation, section 2; 'Musica' is written as the spec writes it. Book
 * and recipe cards detail their short description (spec 3's picker shapes), podcasts their description.
 */
const DETAILS: Partial<Record<string, RecommendationConfig['options'][number]['details']>> = {
  book: (item) => ({ text: item.short_description, link: item.link_purchase as string | null }),
  recipe: (item) => ({ text: item.short_description }),
}

const config: RecommendationConfig = {
  breadcrumb: ['Bienestar', 'Recomendación'],
  endpoint: `${B}/recomendacion`,
  section: 2,
  global: 'wellbeing-recommendation',
  scheduleTarget: 'wellbeing-recommendation',
  options: WELLBEING_OPTIONS.map(({ type, label, list, listTitle }) => ({
    type,
    label,
    list,
    listTitle,
    details: DETAILS[type],
  })),
}

export const RecomendacionBienestarScreen = () => <RecommendationScreen config={config} />
