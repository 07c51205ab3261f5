/**
 * Every custom admin screen: its path under /admin, its sidebar label and group, and the component
 * Payload renders for it (paths relative to `src`, the importMap base). The sidebar and
 * `payload.config.ts` both read this one table, so a screen cannot exist in one and not the other.
 */
export type AdminGroup = 'blogs' | 'recursos' | 'desarrollo' | 'bienestar' | 'concurso'

export type AdminRoute = {
  key: string
  path: string
  label: string
  group: AdminGroup
  component: string
}

/** The three blog routes share one view; it reads the audience from the path. */
const BLOGS = '/admin/views/Blogs#BlogsView'

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { key: 'blogsAlumnos', path: '/blogs/alumnos', label: 'Alumnos', group: 'blogs', component: BLOGS },
  { key: 'blogsProfesores', path: '/blogs/profesores', label: 'Profesores', group: 'blogs', component: BLOGS },
  { key: 'blogsPadres', path: '/blogs/padres-familia', label: 'Padres de familia', group: 'blogs', component: BLOGS },
  {
    key: 'actividades',
    path: '/profe-max/recursos-educativos/actividades',
    label: 'Actividades (Calendario)',
    group: 'recursos',
    component: '/admin/views/Actividades#ActividadesView',
  },
  {
    key: 'imagenes',
    path: '/profe-max/recursos-educativos/imagenes',
    label: 'Imagenes',
    group: 'recursos',
    component: '/admin/views/Imagenes#ImagenesView',
  },
  {
    key: 'plantillas',
    path: '/profe-max/recursos-educativos/plantillas',
    label: 'Plantillas',
    group: 'recursos',
    component: '/admin/views/Plantillas#PlantillasView',
  },
  {
    key: 'desarrolloRecomendacion',
    path: '/profe-max/desarrollo/recomendacion',
    label: 'Recomendación',
    group: 'desarrollo',
    component: '/admin/views/RecomendacionDesarrollo#RecomendacionDesarrolloView',
  },
  { key: 'desarrolloLibros', path: '/profe-max/desarrollo/libros', label: 'Libros', group: 'desarrollo', component: '/admin/views/Libros#LibrosView' },
  { key: 'cursos', path: '/profe-max/desarrollo/cursos', label: 'Cursos en línea', group: 'desarrollo', component: '/admin/views/Cursos#CursosView' },
  {
    key: 'herramientas',
    path: '/profe-max/desarrollo/herramientas',
    label: 'Otras herramientas',
    group: 'desarrollo',
    component: '/admin/views/Herramientas#HerramientasView',
  },
  {
    key: 'bienestarRecomendacion',
    path: '/profe-max/bienestar/recomendacion',
    label: 'Recomendación',
    group: 'bienestar',
    component: '/admin/views/RecomendacionBienestar#RecomendacionBienestarView',
  },
  { key: 'musica', path: '/profe-max/bienestar/musica', label: 'Música', group: 'bienestar', component: '/admin/views/Musica#MusicaView' },
  {
    key: 'librosPodcast',
    path: '/profe-max/bienestar/libros-podcast',
    label: 'Libros y podcast',
    group: 'bienestar',
    component: '/admin/views/LibrosPodcast#LibrosPodcastView',
  },
  {
    key: 'recetas',
    path: '/profe-max/bienestar/recetas',
    label: 'Nutrición (Recetas)',
    group: 'bienestar',
    component: '/admin/views/Recetas#RecetasView',
  },
  // The contest (issue 16): nomination review (admins: personal data) and the ranking
  { key: 'nominaciones', path: '/concurso/nominaciones', label: 'Nominaciones', group: 'concurso', component: '/admin/views/Nominaciones#NominacionesView' },
  { key: 'rankingConcurso', path: '/concurso/ranking', label: 'Ranking', group: 'concurso', component: '/admin/views/RankingConcurso#RankingConcursoView' },
]

/** Sidebar groups; `word` is what the spec matches in the route to open the group. */
export const ADMIN_GROUPS: readonly { group: AdminGroup; label: string; word: string; parent?: string }[] = [
  { group: 'blogs', label: 'Blogs', word: 'blogs' },
  { group: 'recursos', label: 'Recursos educativos', word: 'recursos-educativos', parent: 'ProfeMax' },
  { group: 'desarrollo', label: 'Desarrollo', word: 'desarrollo', parent: 'ProfeMax' },
  { group: 'bienestar', label: 'Bienestar', word: 'bienestar', parent: 'ProfeMax' },
  { group: 'concurso', label: 'Mi Profe Max', word: 'concurso' },
]

export const ADMIN_BASE = '/admin'

export const adminHref = (path: string): string => `${ADMIN_BASE}${path}`

/** Payload's `admin.components.views` entries for the table above. */
export const payloadViews = (): Record<string, { Component: string; path: `/${string}`; exact: true }> =>
  Object.fromEntries(
    ADMIN_ROUTES.map((route) => [route.key, { Component: route.component, path: route.path as `/${string}`, exact: true }]),
  )

export const routeByPath = (pathname: string): AdminRoute | undefined =>
  ADMIN_ROUTES.find((route) => adminHref(route.path) === pathname.replace(/\/$/, ''))
