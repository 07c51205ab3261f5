'use client'

import { Link, useNav, useWindowInfo } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { groupIsOpen } from './groupIsOpen'
import { ADMIN_GROUPS, ADMIN_ROUTES, adminHref, type AdminGroup } from '../../content/admin-routes'

export type CollectionLink = { group: string; label: string; href: string }

type Props = { collections: CollectionLink[]; year: number; isAdmin: boolean }

const NavGroup = ({
  id,
  label,
  open,
  onToggle,
  children,
}: {
  id: string
  label: string
  open: boolean
  onToggle: () => void
  children: React.ReactNode
}) => (
  <div className={`pm-nav__group${open ? ' pm-nav__group--open' : ''}`}>
    <button
      type="button"
      className="pm-nav__group-toggle"
      aria-expanded={open}
      aria-controls={`pm-nav-${id}`}
      onClick={onToggle}
    >
      <span>{label}</span>
      <span className="pm-nav__chevron" aria-hidden="true">
        ▾
      </span>
    </button>
    <div id={`pm-nav-${id}`} hidden={!open} className="pm-nav__links">
      {children}
    </div>
  </div>
)

const NavLink = ({
  href,
  label,
  pathname,
  exact = false,
}: {
  href: string
  label: string
  pathname: string
  exact?: boolean
}) => {
  const active = pathname === href || (!exact && pathname.startsWith(`${href}/`))
  return (
    <Link
      href={href}
      prefetch={false}
      className={`pm-nav__link${active ? ' pm-nav__link--active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </Link>
  )
}

export const AdminNavClient = ({ collections, year, isAdmin }: Props) => {
  const pathname = usePathname() ?? ''
  const routeOpen = (word: string) => groupIsOpen(pathname, word)
  const [open, setOpen] = useState<Record<string, boolean>>({})
  // Following the route: navigating into a group opens it.
  useEffect(() => setOpen({}), [pathname])
  // Payload closes its nav below 1440 px whenever the breakpoints settle; the spec's 225 px sidebar
  // fits from 1025 px on, so reopen it there (after Payload's own effect, hence the timeout).
  const { setNavOpen } = useNav()
  const {
    breakpoints: { l: belowLarge, m: belowMid },
  } = useWindowInfo()
  useEffect(() => {
    if (!belowLarge || belowMid !== false) return
    const timer = setTimeout(() => setNavOpen(true), 0)
    return () => clearTimeout(timer)
  }, [belowLarge, belowMid, setNavOpen])
  const isOpen = (id: string, word: string) => open[id] ?? routeOpen(word)
  const toggle = (id: string, word: string) => setOpen((state) => ({ ...state, [id]: !(state[id] ?? routeOpen(word)) }))

  // A Payload view grouped under one of our groups' words (the contest's settings, admin.group 'Concurso')
  // sits in that group, not under 'Colecciones'.
  const ownGroupOf = (link: CollectionLink): AdminGroup | undefined =>
    ADMIN_GROUPS.find((candidate) => candidate.word === link.group.toLowerCase())?.group
  const linksOf = (group: AdminGroup) => [
    ...ADMIN_ROUTES.filter((route) => route.group === group && (isAdmin || !route.adminOnly)).map((route) => (
      <NavLink key={route.key} href={adminHref(route.path)} label={route.label} pathname={pathname} />
    )),
    ...collections
      .filter((link) => ownGroupOf(link) === group)
      .map((link) => <NavLink key={link.href} href={link.href} label={link.label} pathname={pathname} />),
  ]
  const collectionLinks = collections.filter((link) => !ownGroupOf(link))
  const collectionGroups = [...new Set(collectionLinks.map((link) => link.group))]
  const blogs = ADMIN_GROUPS.filter((group) => !group.parent)
  const profeMax = ADMIN_GROUPS.filter((group) => group.parent === 'ProfeMax')

  return (
    <div className="pm-nav__inner">
      <Link href="/admin" prefetch={false} className="pm-nav__brand">
        ProfeMax
      </Link>
      <NavLink href="/admin" label="Inicio" pathname={pathname} exact />
      {blogs.map(({ group, label, word }) => {
        const links = linksOf(group)
        // A group with no screen for this user (an editor's 'Programa') is left out.
        if (!links.length) return null
        return (
          <NavGroup
            key={group}
            id={group}
            label={label}
            open={isOpen(group, word)}
            onToggle={() => toggle(group, word)}
          >
            {links}
          </NavGroup>
        )
      })}
      <NavGroup
        id="profe-max"
        label="ProfeMax"
        open={isOpen('profe-max', 'profe-max')}
        onToggle={() => toggle('profe-max', 'profe-max')}
      >
        {profeMax.map(({ group, label, word }) => (
          <NavGroup
            key={group}
            id={group}
            label={label}
            open={isOpen(group, word)}
            onToggle={() => toggle(group, word)}
          >
            {linksOf(group)}
          </NavGroup>
        ))}
      </NavGroup>
      <NavGroup
        id="colecciones"
        label="Colecciones"
        open={isOpen('colecciones', '/admin/collections') || routeOpen('/admin/globals')}
        onToggle={() => toggle('colecciones', '/admin/collections')}
      >
        {collectionGroups.map((groupLabel) => (
          <div key={groupLabel} className="pm-nav__subgroup">
            <span className="pm-nav__subgroup-label">{groupLabel}</span>
            {collectionLinks
              .filter((link) => link.group === groupLabel)
              .map((link) => (
                <NavLink key={link.href} href={link.href} label={link.label} pathname={pathname} />
              ))}
          </div>
        ))}
      </NavGroup>
      <footer className="pm-nav__footer">© {year} ProfeMax</footer>
    </div>
  )
}
