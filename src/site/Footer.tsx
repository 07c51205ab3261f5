import { SiteLink } from '@/site/SiteLink'

import { AUDIENCES } from '@/lib/audiences'
import { BLOG_PAGES } from '@/site/blogs/audiences'
import { Brand } from './Header'
import { NAV_ITEMS } from './nav'
import { SocialLinks } from './social'

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div>
            <Brand />
            <p style={{ marginTop: 16, maxWidth: 360 }}>
              El programa gratuito de puntos, recursos y bienestar para maestras y maestros de México.
            </p>
            <SocialLinks />
          </div>
          <div>
            <h2>Sitio</h2>
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.href}>
                  <SiteLink href={item.href}>{item.label}</SiteLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Blogs</h2>
            <ul>
              {AUDIENCES.map((audience) => (
                <li key={audience}>
                  <SiteLink href={`/blogs/${audience}`}>{BLOG_PAGES[audience].label}</SiteLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Programa</h2>
            <ul>
              <li>
                <SiteLink href="/profe-max">Recursos para docentes</SiteLink>
              </li>
              <li>
                <SiteLink href="/proximamente">Nomina a tu profe</SiteLink>
              </li>
              <li>
                <SiteLink href="/registro">Registro gratuito</SiteLink>
              </li>
            </ul>
          </div>
        </div>
        <div className="site-footer__bottom">
          <span>© 2026 ProfeMax. Todos los derechos reservados.</span>
          <span>Hecho con cariño para quienes enseñan.</span>
        </div>
      </div>
    </footer>
  )
}
