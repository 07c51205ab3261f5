'use client'

import { DEVELOPMENT_BASE } from '../../contract/paths'
import { DEVELOPMENT_OPTIONS } from '../../content/recommendations'
import { RecommendationScreen, type RecommendationConfig } from '../kit/RecommendationScreen'

const D = DEVELOPMENT_BASE

const config: RecommendationConfig = {
  breadcrumb: ['Desarrollo', 'Recomendación'],
  endpoint: `${D}/recomendacion`,
  section: 1,
  global: 'development-recommendation',
  scheduleTarget: 'development-recommendation',
  options: DEVELOPMENT_OPTIONS.map(({ type, label, list, listTitle }) => ({ type, label, list, listTitle })),
}

export const RecomendacionDesarrolloScreen = () => <RecommendationScreen config={config} />
