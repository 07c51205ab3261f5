'use client'

import { shareTargets } from '../share/ShareMenu'
import { ShareButton } from '../share/ShareMenu'
import { usePortal } from './PortalContext'

/** The one share panel of a portal page (one 'Compartir' per view). */
export const SHARE_PANEL_ID = 'compartir'

/**
 * A portal view's 'Compartir' (issue 31): a link to `#compartir`, a panel the server draws with the
 * view's address and the share targets, shown by CSS (`:target`) before and without scripts; once
 * hydrated a click opens the native sheet or the share menu, as everywhere on the site. `path`: the
 * view's address (or an item's share page); the panel joins it to the site's public origin (SITE_URL).
 */
export function ShareLink({
  path,
  text,
  subject,
  className = 'btn btn--light btn--small',
}: {
  path: string
  text?: string
  subject?: string
  className?: string
}) {
  const { siteUrl } = usePortal()
  const url = `${siteUrl}${path}`
  const targets = shareTargets(url, text, subject)
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const
  return (
    <>
      {/* Once hydrated, the address as this browser reaches the site (ShareButton resolves the path on its origin). */}
      <ShareButton url={path} text={text} subject={subject} className={className} href={`#${SHARE_PANEL_ID}`} />
      <div id={SHARE_PANEL_ID} className="pm-share-panel" data-testid="share-panel">
        <p className="pm-share-panel__title">Compartir</p>
        <p>Comparte este enlace con tus colegas, alumnos y familias.</p>
        <input readOnly value={url} aria-label="Dirección para compartir" />
        <ul className="share-list">
          <li>
            <a href={targets.whatsapp} {...external}>
              WhatsApp
            </a>
          </li>
          <li>
            <a href={targets.email}>Correo</a>
          </li>
          <li>
            <a href={targets.facebook} {...external}>
              Facebook
            </a>
          </li>
          <li>
            <a href={targets.twitter} {...external}>
              X (Twitter)
            </a>
          </li>
        </ul>
        <a className="pm-share-panel__close" href="#">
          Cerrar
        </a>
      </div>
    </>
  )
}
