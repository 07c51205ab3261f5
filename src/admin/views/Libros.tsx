import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { LibrosScreen } from '../screens/Libros'

export const LibrosView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/profe-max/desarrollo/libros">
    <LibrosScreen />
  </AdminPage>
)
