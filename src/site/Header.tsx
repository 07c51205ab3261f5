'use client'

import { SiteLink } from '@/site/SiteLink'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { NAV_ITEMS } from './nav'
import { RegisterLink } from './registration/RegisterLink'
import { SocialLinks } from './social'

/**
 * The logo: the home page. Its name ('ProfeMax, página de inicio') says so, apart from the nav's 'ProfeMax'
 * (the portal): two links read as 'ProfeMax' to a screen reader led to two places (issue 31).
 */

export function Brand() {
  return (
    // The visible text plus a hidden part: an aria-label would differ from the text on screen (WCAG 2.5.3).
    <SiteLink href="/" className="brand">
      <span className="brand__mark" aria-hidden="true">
        PM
      </span>
      <span>
        Profe<span className="brand__max">Max</span>
      </span>
      <span className="visually-hidden">, página de inicio</span>
    </SiteLink>
  )
}

/** The top bar; up to 1,240 px wide the links fold into a menu behind a button (src/site/styles/site.css). */
export function Header() {
  const pathname = usePathname() ?? '/'
  const [open, setOpen] = useState(false)
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Brand />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setOpen((o) => !o)}
        >
          <span />
          <span />
          <span />
        </button>
        <div className="nav-panel" id="site-nav" data-open={open}>
          <nav aria-label="Principal">
            <ul className="nav" style={{ listStyle: 'none', padding: 0 }}>
              {NAV_ITEMS.map((item) => (
                <li key={item.href} style={{ display: 'contents' }}>
                  <SiteLink
                    href={item.href}
                    className="nav__link"
                    aria-current={item.isActive(pathname) ? 'page' : undefined}
                  >
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <RegisterLink className="btn btn--primary btn--small nav__cta" />
          <SocialLinks />
        </div>
      </div>
    </header>
  )
}
