import Link from 'next/link'

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
            <p style={{ marginTop: 16, maxWidth: 360 }}>El programa gratuito de puntos, recursos y bienestar para maestras y maestros de México.</p>
            <SocialLinks />
          </div>
          <div>
            <h2>Sitio</h2>
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Blogs</h2>
            <ul>
              {AUDIENCES.map((audience) => (
                <li key={audience}>
                  <Link href={`/blogs/${audience}`}>{BLOG_PAGES[audience].label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Programa</h2>
            <ul>
              <li>
                <Link href="/profe-max">Recursos para docentes</Link>
              </li>
              <li>
                <Link href="/proximamente">Nomina a tu profe</Link>
              </li>
              <li>
                <Link href="/?showForm=1">Registro gratuito</Link>
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
