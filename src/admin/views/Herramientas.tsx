import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { HerramientasScreen } from '../screens/Herramientas'

export const HerramientasView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/profe-max/desarrollo/herramientas">
    <HerramientasScreen />
  </AdminPage>
)
