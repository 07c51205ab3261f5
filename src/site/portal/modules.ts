import type { Seccion } from './nav'

/** A module's menu (src/site/portal/Sections.tsx `ModuleMenu`): its heading, pitch and monthly recommendation (shown on its lists too when `onLists`). */
type MenuText = {
  title: string
  intro?: string
  recommendation?: { part: 'developmentRecommendation' | 'wellbeingRecommendation'; onLists?: true }
}

/** The three modules' names and one-line pitches: the home cards, the module banner and the metadata. */
export const MODULE_TEXT: Record<Seccion, { title: string; text: string }> = {
  recursos_educativos: {
    title: 'Recursos educativos',
    text: 'Banco de imágenes, plantillas descargables y el calendario de actividades del mes.',
  },
  desarrollo: { title: 'Desarrollo', text: 'Libros, cursos y herramientas para seguir creciendo como docente.' },
  bienestar: { title: 'Bienestar', text: 'Música, recetas, libros y podcasts para cuidar de ti.' },
}

export const MODULE_MENU: Record<Seccion, MenuText> = {
  recursos_educativos: {
    title: 'Material listo para tu aula',
    intro:
      'Consulta el calendario de actividades del mes, descarga imágenes para tus materiales y usa plantillas editables para planear, reconocer y organizar a tu grupo.',
  },
  desarrollo: {
    title: 'Sigue creciendo como docente',
    recommendation: { part: 'developmentRecommendation', onLists: true },
  },
  bienestar: { title: 'Cuídate para cuidar a los demás', recommendation: { part: 'wellbeingRecommendation' } },
}
