export const AUDIENCES = ['alumnos', 'profesores', 'padres-familia'] as const
export type Audience = (typeof AUDIENCES)[number]

export const AUDIENCE_LABELS: Record<Audience, string> = {
  alumnos: 'Alumnos',
  profesores: 'Profesores',
  'padres-familia': 'Padres de familia',
}

export const isAudience = (value: unknown): value is Audience => AUDIENCES.includes(value as Audience)
