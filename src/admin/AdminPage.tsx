import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { isStaffUser } from '../access'
import { adminHref } from '../content/admin-routes'

type Props = AdminViewServerProps & { path: string; children: ReactNode }

/**
 * The frame of every custom admin screen: refuses anyone who is not signed-in staff (Payload leaves
 * custom views public) and wraps the screen in Payload's DefaultTemplate so it gets the sidebar and header.
 */
export const AdminPage = ({ initPageResult, params, searchParams, viewActions, path, children }: Props) => {
  const { req, permissions, locale, visibleEntities } = initPageResult
  if (!isStaffUser(req.user)) redirect(`${adminHref('/login')}?redirect=${encodeURIComponent(adminHref(path))}`)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      viewActions={viewActions}
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <Gutter className="pm-page">{children}</Gutter>
    </DefaultTemplate>
  )
}
