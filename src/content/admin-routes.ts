import { REGISTRY, type AdminGroup, type AnyRegistration, type ScreenName } from './registry'

export type { AdminGroup, ScreenName }

/**
 * Every admin screen: its path under /admin, its sidebar label and group, and the screen Payload
 * renders for it (through the one view `views/ScreenView.tsx`). The sidebar and `payload.config.ts`
 * both read this one table, so a screen cannot exist in one and not the other. A registered content
 * type's own screen (src/content/registry.ts, `admin.kit` or `admin.custom`) is a route keyed by the
 * type's `key`; the screens below are the ones no type owns (blog audiences, recommendations, the
 * contest, the programme).
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

/** The screens no registered type owns: components of their own (named in views/ScreenView.tsx). */
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

/** The own screen of every registered type (`admin.custom` or `admin.kit`), keyed by the type's `key`. */
export const registeredRoutes = (registry: readonly AnyRegistration[] = REGISTRY): AdminRoute[] =>
  registry.flatMap(({ key, type, admin }): AdminRoute[] => {
    if (admin.custom) {
      const { component, ...place } = admin.custom
      return [{ key, ...place, screen: component }]
    }
    if (admin.kit) {
      const { texts: _texts, ...place } = admin.kit
      return [{ key, ...place, screen: 'Contenido', collection: type.slug }]
    }
    return []
  })

/**
 * The screens group by group, in the spec's sidebar order: a group's screens no type owns first,
 * then the registered types' custom screens, then their kit screens, each in table order.
 */
export const adminRoutes = (registry: readonly AnyRegistration[] = REGISTRY): AdminRoute[] => {
  const registered = registeredRoutes(registry)
  return ADMIN_GROUPS.flatMap(({ group }) => [
    ...NAMED_ROUTES.filter((route) => route.group === group),
    ...registered.filter((route) => route.group === group && route.screen !== 'Contenido'),
    ...registered.filter((route) => route.group === group && route.screen === 'Contenido'),
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
