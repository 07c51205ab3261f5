import type { Audience } from '@/lib/audiences'

/** Titles, link labels (the site writes 'Padres de familia'; the admin keeps its spec's 'Padres de Familia') and intros of the three public blog lists (spec: 'Blog Alumnos', 'Blog Profesores', 'Blog Padres de familia'). */
export const BLOG_PAGES: Record<Audience, { title: string; label: string; intro: string; description: string }> = {
  alumnos: {
    title: 'Blog Alumnos',
    label: 'Alumnos',
    intro: 'Ideas para estudiar mejor, organizarte y descubrir lo divertido de aprender. ¡Elige una lectura y empieza!',
    description: 'Técnicas de estudio, proyectos y consejos para alumnos de primaria y secundaria.',
  },
  profesores: {
    title: 'Blog Profesores',
    label: 'Profesores',
    intro: 'Estrategias, reflexiones y recursos para tu práctica docente y tu bienestar, escritos por y para maestros.',
    description: 'Estrategias didácticas, evaluación y bienestar docente para maestras y maestros de México.',
  },
  'padres-familia': {
    title: 'Blog Padres de familia',
    label: 'Padres de familia',
    intro: 'Consejos prácticos para acompañar el aprendizaje de tus hijos y fortalecer la comunicación con la escuela.',
    description: 'Rutinas, tareas y hábitos para acompañar el aprendizaje de tus hijos desde casa.',
  },
}

/** The address of page `page` of an audience's list: page 1 is the list itself, the others `?pagina=N` (docs/spec-deviations.md). */
export const blogListHref = (audience: Audience, page: number): string =>
  page <= 1 ? `/blogs/${audience}` : `/blogs/${audience}?pagina=${page}`
