import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { RecetasScreen } from '../screens/Recetas'

export const RecetasView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/profe-max/bienestar/recetas">
    <RecetasScreen />
  </AdminPage>
)
