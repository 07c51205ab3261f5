'use client'

import { CONTRACT_PATHS, DEVELOPMENT_BASE } from '../../contract/paths'
import { DEVELOPMENT_OPTIONS } from '../../content/recommendations'
import { RecommendationScreen, type RecommendationConfig } from '../kit/RecommendationScreen'

const D = DEVELOPMENT_BASE

const config: RecommendationConfig = {
  breadcrumb: ['Desarrollo', 'Recomendación'],
  endpoint: `${D}/recomendacion`,
  section: 1,
  global: 'development-recommendation',
  scheduleTarget: 'development-recommendation',
  options: DEVELOPMENT_OPTIONS.map(({ type, label, resource, listTitle }) => ({ type, label, list: `${CONTRACT_PATHS[resource]}/all`, listTitle })),
}

export const RecomendacionDesarrolloScreen = () => <RecommendationScreen config={config} />
