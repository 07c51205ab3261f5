import type { ReactNode } from 'react'

import { ShareButton } from './share/ShareMenu'

type Props = { kicker: string; title: string; text?: ReactNode; share?: boolean; children?: ReactNode }

/** The blue top banner of the inner pages: kicker, h1, optional text, actions and a 'Compartir' button. */
export function PageBanner({ kicker, title, text, share = true, children }: Props) {
  return (
    <section className="banner" aria-labelledby="page-title">
      <div className="container banner__row">
        <div>
          <p className="banner__kicker">{kicker}</p>
          <h1 id="page-title">{title}</h1>
          {text ? (
            <p className="lead" style={{ color: '#e6efff', maxWidth: 640 }}>
              {text}
            </p>
          ) : null}
        </div>
        {children || share ? (
          <div className="banner__actions">
            {children}
            {share ? <ShareButton /> : null}
          </div>
        ) : null}
      </div>
    </section>
  )
}
