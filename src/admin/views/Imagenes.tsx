import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { ImagenesScreen } from '../screens/Imagenes'

export const ImagenesView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/profe-max/recursos-educativos/imagenes">
    <ImagenesScreen />
  </AdminPage>
)
