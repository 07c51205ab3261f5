import { NavHamburger, NavWrapper } from '@payloadcms/next/client'
import { EntityType, groupNavItems } from '@payloadcms/ui/shared'
import type { ServerProps, VisibleEntities } from 'payload'

import '../admin.css'
import { isAdminUser } from '../../access'
import { AdminNavClient, type CollectionLink } from './AdminNavClient'

type Props = ServerProps & { visibleEntities?: VisibleEntities }

/**
 * The sidebar (replaces Payload's nav): the spec's groups first, then 'Colecciones' with Payload's
 * generated collection and global views, so staff can still reach every stored entity.
 */
export const AdminNav = ({ payload, permissions, i18n, user, visibleEntities }: Props) => {
  const { collections, globals } = payload.config
  const visible = visibleEntities ?? { collections: [], globals: [] }
  const groups =
    permissions && i18n
      ? groupNavItems(
          [
            ...collections
              .filter(({ slug }) => visible.collections.includes(slug))
              .map((entity) => ({ type: EntityType.collection as const, entity })),
            ...globals
              .filter(({ slug }) => visible.globals.includes(slug))
              .map((entity) => ({ type: EntityType.global as const, entity })),
          ],
          permissions,
          i18n,
        )
      : []
  const links: CollectionLink[] = groups.flatMap((group) =>
    group.entities.map((entity) => ({
      group: group.label,
      label: typeof entity.label === 'string' ? entity.label : entity.slug,
      href: `/admin/${entity.type === EntityType.collection ? 'collections' : 'globals'}/${entity.slug}`,
    })),
  )
  return (
    <NavWrapper baseClass="nav">
      <nav className="nav__wrap pm-nav" aria-label="Menú principal">
        <AdminNavClient collections={links} year={new Date().getFullYear()} isAdmin={isAdminUser(user ?? null)} />
      </nav>
      <div className="nav__header">
        <div className="nav__header-content">
          <NavHamburger baseClass="nav" />
        </div>
      </div>
    </NavWrapper>
  )
}
