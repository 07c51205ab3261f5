import type { AdminViewServerProps } from 'payload'

import { isAdminUser } from '../../access'
import { AdminPage } from '../AdminPage'
import { NominacionesScreen } from '../screens/Nominaciones'

/** Personal data: admins only (the contract refuses editors too). */
export const NominacionesView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/concurso/nominaciones">
    {isAdminUser(props.initPageResult.req.user) ? <NominacionesScreen /> : <p className="pm-notice">No tienes permiso para ver las nominaciones.</p>}
  </AdminPage>
)
