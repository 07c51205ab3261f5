import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { MusicaScreen } from '../screens/Musica'

export const MusicaView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/profe-max/bienestar/musica">
    <MusicaScreen />
  </AdminPage>
)
