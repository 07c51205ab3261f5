import { CONTEST_PATH } from '@/lib/site-config'

export const PRIVACY_PATH = '/aviso-de-privacidad'

export type NavItem = { href: string; label: string; isActive: (pathname: string) => boolean }

/** Top navigation (spec public-site §2). */
export const NAV_ITEMS: NavItem[] = [
  { href: '/profe-max', label: 'ProfeMax', isActive: (p) => p === '/profe-max' || p.startsWith('/profe-max/') },
  // Active on the contest entry and on every path containing mi-profe-max (the contest page).
  {
    href: '/proximamente',
    label: 'Mi Profe Max',
    isActive: (p) => p === '/proximamente' || p.includes('mi-profe-max'),
  },
  { href: '/blogs', label: 'Blogs', isActive: (p) => p === '/blogs' || p.startsWith('/blogs/') },
  { href: '/terminos-condiciones', label: 'Términos y condiciones', isActive: (p) => p === '/terminos-condiciones' },
  { href: PRIVACY_PATH, label: 'Aviso de privacidad', isActive: (p) => p === PRIVACY_PATH },
]

export { CONTEST_PATH }
