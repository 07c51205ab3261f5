import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { CursosScreen } from '../screens/Cursos'

export const CursosView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/profe-max/desarrollo/cursos">
    <CursosScreen />
  </AdminPage>
)
