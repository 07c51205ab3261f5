import type { ReactNode } from 'react'

import { ShareButton } from '../share/ShareMenu'

export function BlogBanner({ kicker, title, text, share = true, children }: { kicker: string; title: string; text?: string; share?: boolean; children?: ReactNode }) {
  return (
    <section className="banner" aria-labelledby="page-title">
      <div className="container banner__row">
        <div>
          <p className="banner__kicker">{kicker}</p>
          <h1 id="page-title">{title}</h1>
          {text ? <p className="lead" style={{ color: '#e6efff', maxWidth: 640 }}>{text}</p> : null}
        </div>
        <div className="banner__actions">
          {children}
          {share ? <ShareButton /> : null}
        </div>
      </div>
    </section>
  )
}
