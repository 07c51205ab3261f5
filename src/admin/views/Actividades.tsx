import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { ActividadesScreen } from '../screens/Actividades'

export const ActividadesView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/profe-max/recursos-educativos/actividades">
    <ActividadesScreen />
  </AdminPage>
)
