import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { isAdminUser } from '../../access'
import { isAudience } from '../../lib/audiences'
import { AdminPage } from '../AdminPage'
import { ADMIN_ROUTES, type AdminRoute, type ScreenName } from '../../content/admin-routes'
import { ActividadesScreen } from '../screens/Actividades'
import { AliadosScreen } from '../screens/Aliados'
import { BlogsScreen } from '../screens/Blogs'
import { ImagenesScreen } from '../screens/Imagenes'
import { KitScreen } from '../screens/KitScreen'
import { LibrosPodcastScreen } from '../screens/LibrosPodcast'
import { MusicaScreen } from '../screens/Musica'
import { NominacionesScreen } from '../screens/Nominaciones'
import { PlantillasScreen } from '../screens/Plantillas'
import { RankingConcursoScreen } from '../screens/RankingConcurso'
import { RecomendacionBienestarScreen } from '../screens/RecomendacionBienestar'
import { RecomendacionDesarrolloScreen } from '../screens/RecomendacionDesarrollo'
import { RegistrosScreen } from '../screens/Registros'

type Props = AdminViewServerProps & { routeKey?: string }

/** Each screen of `routes.ts`, given what it reads from the request. */
const SCREENS: Record<ScreenName, (route: AdminRoute, props: AdminViewServerProps) => ReactNode> = {
  // The three blog routes share one screen; the audience is the route's last segment.
  Blogs: (route) => {
    const audience = route.path.split('/').at(-1)
    if (!isAudience(audience)) notFound()
    return <BlogsScreen audience={audience} />
  },
  Actividades: () => <ActividadesScreen />,
  Imagenes: () => <ImagenesScreen />,
  Plantillas: () => <PlantillasScreen />,
  RecomendacionDesarrollo: () => <RecomendacionDesarrolloScreen />,
  RecomendacionBienestar: () => <RecomendacionBienestarScreen />,
  Musica: () => <MusicaScreen />,
  // `?tab=podcast` opens the Podcast tab (read here, so a reload renders it at once); anything else, Libros.
  LibrosPodcast: (_route, props) => (
    <LibrosPodcastScreen initialTab={props.searchParams?.tab === 'podcast' ? 'podcast' : 'libros'} />
  ),
  // A type registered with a kit screen (src/content/registry.ts): its route names its collection.
  Contenido: (route) => (route.collection ? <KitScreen collection={route.collection} /> : notFound()),
  Nominaciones: () => <NominacionesScreen />,
  RankingConcurso: () => <RankingConcursoScreen />,
  Aliados: () => <AliadosScreen />,
  Registros: () => <RegistrosScreen />,
}

/**
 * The one admin view: `payloadViews()` registers it for every route of `routes.ts` with the route's
 * key, so a screen is a row of that table and an entry above, not a file of its own.
 */
export const ScreenView = ({ routeKey, ...props }: Props) => {
  const route = ADMIN_ROUTES.find((candidate) => candidate.key === routeKey)
  if (!route) notFound()
  return (
    <AdminPage {...props} path={route.path}>
      {route.adminOnly && !isAdminUser(props.initPageResult.req.user) ? (
        <p className="pm-notice">No tienes permiso para ver esta sección.</p>
      ) : (
        SCREENS[route.screen](route, props)
      )}
    </AdminPage>
  )
}
