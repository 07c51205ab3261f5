import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { Breadcrumb } from '../kit/Breadcrumb'
import { ADMIN_GROUPS, ADMIN_ROUTES, adminHref } from '../routes'

/** Screens not built yet: the spec's 'En proceso de desarrollo' page, behind the same staff check. */
export const PlaceholderView = async (props: AdminViewServerProps) => {
  const pathname = `/${[props.params?.segments ?? []].flat().join('/')}`
  const route = ADMIN_ROUTES.find((candidate) => candidate.path === pathname)
  const group = ADMIN_GROUPS.find((candidate) => candidate.group === route?.group)
  return (
    <AdminPage {...props} path={route?.path ?? pathname}>
      <Breadcrumb items={[group?.label ?? 'ProfeMax', route?.label ?? '']} />
      <div className="pm-placeholder">
        <h1>{group?.label ?? 'ProfeMax'}</h1>
        <p>En proceso de desarrollo</p>
        <a href={adminHref('')} className="pm-btn pm-btn--secondary">
          Volver al inicio
        </a>
      </div>
    </AdminPage>
  )
}
