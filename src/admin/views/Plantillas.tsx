import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { PlantillasScreen } from '../screens/Plantillas'

export const PlantillasView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/profe-max/recursos-educativos/plantillas">
    <PlantillasScreen />
  </AdminPage>
)
