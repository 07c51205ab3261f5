import type { StaticImageData } from 'next/image'

import type { Picture } from '@/lib/media'

import alumnos from './alumnos.webp'
import padresFamilia from './padres-familia.webp'
import profesores from './profesores.webp'
import programaConcurso from './programa-concurso.webp'
import programaContenidos from './programa-contenidos.webp'
import reconocimiento from './reconocimiento.webp'

/**
 * The site's own illustrations (drawn by scripts/site-art.ts; decorative, so no alt text): the
 * audience cards of the home page and the blogs landing, the programmes and the recognition section.
 */
const picture = (image: StaticImageData): Picture => ({
  url: image.src,
  width: image.width,
  height: image.height,
  alt: '',
})

export const AUDIENCE_ART = {
  alumnos: picture(alumnos),
  profesores: picture(profesores),
  'padres-familia': picture(padresFamilia),
} as const
export const PROGRAMME_ART = { contenidos: picture(programaContenidos), concurso: picture(programaConcurso) } as const
export const RECOGNITION_ART = picture(reconocimiento)
