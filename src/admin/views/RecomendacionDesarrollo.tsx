import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { RecomendacionDesarrolloScreen } from '../screens/RecomendacionDesarrollo'

export const RecomendacionDesarrolloView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/profe-max/desarrollo/recomendacion">
    <RecomendacionDesarrolloScreen />
  </AdminPage>
)
