import { REGISTRY, type AdminGroup, type AnyRegistration } from './registry'

export type { AdminGroup }

/**
 * Every custom admin screen: its path under /admin, its sidebar label and group, and the screen
 * Payload renders for it (through the one view `views/ScreenView.tsx`). The sidebar and
 * `payload.config.ts` both read this one table, so a screen cannot exist in one and not the other.
 * A content type registered with a kit screen (src/content/registry.ts) adds its own route here.
 */

export type AdminRoute = {
  key: string
  path: string
  label: string
  group: AdminGroup
  /** The screen `views/ScreenView.tsx` renders for it. */
  screen: ScreenName
  /** A kit screen's content type (`screen: 'Contenido'`): the collection its registration names. */
  collection?: string
  /** The browser tab's title ('{title} · ProfeMax') when the label alone is not distinct (two 'Recomendación'). */
  title?: string
  /** Personal data: admins only (hidden from editors' sidebar, refused by the view and the contract). */
  adminOnly?: true
}

export type ScreenName =
  | 'Blogs'
  | 'Actividades'
  | 'Imagenes'
  | 'Plantillas'
  | 'RecomendacionDesarrollo'
  | 'RecomendacionBienestar'
  | 'Musica'
  | 'LibrosPodcast'
  | 'Contenido'
  | 'Nominaciones'
  | 'RankingConcurso'
  | 'Aliados'
  | 'Registros'

/** The screens that are components of their own (named in views/ScreenView.tsx). */
const NAMED_ROUTES: readonly AdminRoute[] = [
  {
    key: 'blogsAlumnos',
    path: '/blogs/alumnos',
    label: 'Alumnos',
    title: 'Blogs de alumnos',
    group: 'blogs',
    screen: 'Blogs',
  },
  {
    key: 'blogsProfesores',
    path: '/blogs/profesores',
    label: 'Profesores',
    title: 'Blogs de profesores',
    group: 'blogs',
    screen: 'Blogs',
  },
  {
    key: 'blogsPadres',
    path: '/blogs/padres-familia',
    label: 'Padres de familia',
    title: 'Blogs de padres de familia',
    group: 'blogs',
    screen: 'Blogs',
  },
  {
    key: 'actividades',
    path: '/profe-max/recursos-educativos/actividades',
    label: 'Actividades (Calendario)',
    title: 'Actividades',
    group: 'recursos',
    screen: 'Actividades',
  },
  {
    key: 'imagenes',
    path: '/profe-max/recursos-educativos/imagenes',
    label: 'Imágenes',
    group: 'recursos',
    screen: 'Imagenes',
  },
  {
    key: 'plantillas',
    path: '/profe-max/recursos-educativos/plantillas',
    label: 'Plantillas',
    group: 'recursos',
    screen: 'Plantillas',
  },
  {
    key: 'desarrolloRecomendacion',
    path: '/profe-max/desarrollo/recomendacion',
    label: 'Recomendación',
    title: 'Recomendación de Desarrollo',
    group: 'desarrollo',
    screen: 'RecomendacionDesarrollo',
  },
  {
    key: 'bienestarRecomendacion',
    path: '/profe-max/bienestar/recomendacion',
    label: 'Recomendación',
    title: 'Recomendación de Bienestar',
    group: 'bienestar',
    screen: 'RecomendacionBienestar',
  },
  { key: 'musica', path: '/profe-max/bienestar/musica', label: 'Música', group: 'bienestar', screen: 'Musica' },
  {
    key: 'librosPodcast',
    path: '/profe-max/bienestar/libros-podcast',
    label: 'Libros y podcast',
    group: 'bienestar',
    screen: 'LibrosPodcast',
  },
  // The contest (issue 16): nomination review (admins: personal data) and the ranking
  {
    key: 'nominaciones',
    path: '/concurso/nominaciones',
    label: 'Nominaciones',
    group: 'concurso',
    screen: 'Nominaciones',
    adminOnly: true,
  },
  {
    key: 'rankingConcurso',
    path: '/concurso/ranking',
    label: 'Ranking',
    title: 'Ranking del concurso',
    group: 'concurso',
    screen: 'RankingConcurso',
  },
  // The public site's own content (issue 13): the home page's logo slider
  { key: 'aliados', path: '/sitio/aliados', label: 'Aliados', group: 'sitio', screen: 'Aliados' },
  // The points programme's registrations (issue 13; admins: personal data)
  {
    key: 'registros',
    path: '/programa/registros',
    label: 'Registros',
    group: 'programa',
    screen: 'Registros',
    adminOnly: true,
  },
]

/** Sidebar groups; `word` is what the spec matches in the route to open the group. */
export const ADMIN_GROUPS: readonly { group: AdminGroup; label: string; word: string; parent?: string }[] = [
  { group: 'blogs', label: 'Blogs', word: 'blogs' },
  { group: 'recursos', label: 'Recursos educativos', word: 'recursos-educativos', parent: 'ProfeMax' },
  { group: 'desarrollo', label: 'Desarrollo', word: 'desarrollo', parent: 'ProfeMax' },
  { group: 'bienestar', label: 'Bienestar', word: 'bienestar', parent: 'ProfeMax' },
  { group: 'concurso', label: 'Mi Profe Max', word: 'concurso' },
  { group: 'programa', label: 'Programa', word: 'programa' },
  { group: 'sitio', label: 'Sitio público', word: 'sitio' },
]

/** The route of every type registered with a kit screen. */
export const kitRoutes = (registry: readonly AnyRegistration[] = REGISTRY): AdminRoute[] =>
  registry.flatMap(({ type, admin }) =>
    admin.kit
      ? [
          {
            key: admin.screen,
            path: admin.kit.path,
            label: admin.kit.label,
            title: admin.kit.title,
            group: admin.kit.group,
            screen: 'Contenido',
            collection: type.slug,
          },
        ]
      : [],
  )

/** The named screens and the registered ones, group by group (a group's named screens first). */
export const adminRoutes = (registry: readonly AnyRegistration[] = REGISTRY): AdminRoute[] => {
  const kit = kitRoutes(registry)
  return ADMIN_GROUPS.flatMap(({ group }) => [
    ...NAMED_ROUTES.filter((route) => route.group === group),
    ...kit.filter((route) => route.group === group),
  ])
}

export const ADMIN_ROUTES: readonly AdminRoute[] = adminRoutes()

export const ADMIN_BASE = '/admin'

export const adminHref = (path: string): string => `${ADMIN_BASE}${path}`

/** The one server view of every route; Payload hands it the route's key (`serverProps`). */
const SCREEN_VIEW = '/admin/views/ScreenView#ScreenView'

/** Payload's `admin.components.views` entries for the table above. */
export const payloadViews = (
  routes: readonly AdminRoute[] = ADMIN_ROUTES,
): Record<
  string,
  {
    Component: { path: string; serverProps: { routeKey: string } }
    path: `/${string}`
    exact: true
    meta: { title: string }
  }
> =>
  Object.fromEntries(
    routes.map((route) => [
      route.key,
      // `meta.title` + the config's titleSuffix: 'Recetas · ProfeMax' in the browser tab.
      {
        Component: { path: SCREEN_VIEW, serverProps: { routeKey: route.key } },
        path: route.path as `/${string}`,
        exact: true,
        meta: { title: route.title ?? route.label },
      },
    ]),
  )

/** The address of a screen of the table above, by its key (a key the table lacks is a programming error). */
export const screenHref = (key: string, query = ''): string => {
  const route = ADMIN_ROUTES.find((candidate) => candidate.key === key)
  if (!route) throw new Error(`no admin screen '${key}'`)
  return `${adminHref(route.path)}${query}`
}

export const routeByPath = (pathname: string): AdminRoute | undefined =>
  ADMIN_ROUTES.find((route) => adminHref(route.path) === pathname.replace(/\/$/, ''))
