import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { RecomendacionBienestarScreen } from '../screens/RecomendacionBienestar'

export const RecomendacionBienestarView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/profe-max/bienestar/recomendacion">
    <RecomendacionBienestarScreen />
  </AdminPage>
)
