import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { LibrosPodcastScreen } from '../screens/LibrosPodcast'

/** `?tab=podcast` opens the Podcast tab (read here, so a reload renders it at once); anything else, Libros. */
export const LibrosPodcastView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/profe-max/bienestar/libros-podcast">
    <LibrosPodcastScreen initialTab={props.searchParams?.tab === 'podcast' ? 'podcast' : 'libros'} />
  </AdminPage>
)
