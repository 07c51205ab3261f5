import type { Seccion } from './nav'

/** The three modules' names and one-line pitches: the home cards, the module banner and the metadata. */
export const MODULE_TEXT: Record<Seccion, { title: string; text: string }> = {
  recursos_educativos: {
    title: 'Recursos educativos',
    text: 'Banco de imágenes, plantillas descargables y el calendario de actividades del mes.',
  },
  desarrollo: { title: 'Desarrollo', text: 'Libros, cursos y herramientas para seguir creciendo como docente.' },
  bienestar: { title: 'Bienestar', text: 'Música, recetas, libros y podcasts para cuidar de ti.' },
}
