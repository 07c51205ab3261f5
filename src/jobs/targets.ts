import { DEVELOPMENT_OPTIONS, WELLBEING_OPTIONS, type RecommendationOption } from '../content/recommendations'

/** What a schedule can change: a blog, or one of the two monthly recommendations (a global each). */
export const SCHEDULE_TARGETS = [
  { value: 'blog', label: 'Publicar blog' },
  { value: 'development-recommendation', label: 'Recomendación (Desarrollo)' },
  { value: 'wellbeing-recommendation', label: 'Recomendación (Bienestar)' },
] as const

export type ScheduleTarget = (typeof SCHEDULE_TARGETS)[number]['value']
export type RecommendationTarget = Exclude<ScheduleTarget, 'blog'>

export const SCHEDULE_STATES = [
  { value: 'pending', label: 'Pendiente' },
  { value: 'done', label: 'Aplicada' },
  { value: 'cancelled', label: 'Cancelada' },
  { value: 'failed', label: 'No se pudo aplicar' },
] as const

export type ScheduleState = (typeof SCHEDULE_STATES)[number]['value']

/** The recommendation's options (type → collection), described once in src/content/recommendations.ts. */
export const RECOMMENDATION_OPTIONS: Record<RecommendationTarget, readonly RecommendationOption[]> = {
  'development-recommendation': DEVELOPMENT_OPTIONS,
  'wellbeing-recommendation': WELLBEING_OPTIONS,
}

export const isScheduleTarget = (value: unknown): value is ScheduleTarget =>
  SCHEDULE_TARGETS.some((target) => target.value === value)
