/**
 * The contract's paths (specs' sections 7), named once for the route table, the dispatcher, the
 * proxy and the admin screens. Dependency-free, so the proxy and the browser can import it.
 */

/**
 * Where `src/proxy.ts` sends contract calls whose public path a page also uses (the admin's
 * `/admin/blogs/{audience}`, and `/{retailer}/register`). The dispatcher strips it again.
 */
export const CONTRACT_PREFIX = '/contract-api'

export const RESOURCES_BASE = '/profe-max/recursos-educativos'
export const DEVELOPMENT_BASE = '/profe-max/desarrollo'
export const WELLBEING_BASE = '/profe-max/bienestar'

/** Each resource's base path; its calls are `{base}/all`, `{base}/{id}`, `{base}/toggle-active/{id}`… */
export const CONTRACT_PATHS = {
  activities: `${RESOURCES_BASE}/actividades`,
  images: `${RESOURCES_BASE}/imagenes`,
  templates: `${RESOURCES_BASE}/plantillas`,
  developmentBooks: `${DEVELOPMENT_BASE}/libros`,
  courses: `${DEVELOPMENT_BASE}/cursos`,
  tools: `${DEVELOPMENT_BASE}/herramientas`,
  developmentRecommendation: `${DEVELOPMENT_BASE}/recomendacion`,
  music: `${WELLBEING_BASE}/musica`,
  recipes: `${WELLBEING_BASE}/recetas`,
  wellbeingBooks: `${WELLBEING_BASE}/libros`,
  podcasts: `${WELLBEING_BASE}/podcast`,
  wellbeingRecommendation: `${WELLBEING_BASE}/recomendacion`,
  /** Not in the specs (issue 13): the home page's logo slider. */
  allies: '/profe-max/sitio/aliados',
  /** Not in the specs (issue 14): scheduled publishing of blogs and of both recommendations. */
  schedules: '/profe-max/programacion',
} as const

/** The blogs of one audience (the route table writes `{audience}`). */
export const blogsPath = (audience: string): string => `/admin/blogs/${audience}`

/** Beyond the spec (issue 13): the programme's personal data for admins (registrations, the audit of exports and deletions). */
export const PROGRAM_PATHS = {
  registrations: '/programa/registros',
  audit: '/programa/auditoria',
} as const

/** Beyond the spec (issue 14): the editorial history of an item (`{base}/{collection}/{id}`) or a recommendation (`{base}/globales/{global}`). */
export const HISTORY_PATH = '/historial'

/** Beyond the spec (issue 28): who else has an item's form open (`{base}/{collection}/{id}`), on Payload's document locks. */
export const EDITING_PATH = '/edicion'
