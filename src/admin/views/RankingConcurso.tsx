import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { RankingConcursoScreen } from '../screens/RankingConcurso'

export const RankingConcursoView = (props: AdminViewServerProps) => (
  <AdminPage {...props} path="/concurso/ranking">
    <RankingConcursoScreen />
  </AdminPage>
)
