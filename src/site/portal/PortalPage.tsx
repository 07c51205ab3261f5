import type { ReactNode } from 'react'

import { siteUrl } from '@/lib/site-url.mjs'
import { RegisterLink } from '@/site/registration/RegisterLink'
import { Reveal } from '@/site/Reveal'
import { getPortalData } from '@/site/portal/data'
import { BottomArt } from '@/site/portal/BottomArt'
import { Portal } from '@/site/portal/Portal'
import { HOME, type View } from '@/site/portal/nav'
import { itemOfView } from '@/site/portal/paths'
import { moduleParts } from '@/site/portal/sections'
import { portalShape } from '@/site/portal/shape-of'

/**
 * The teacher portal: the modules home, and each module's pages (src/site/portal/ModulePage.tsx). What a
 * page shows is read here, once per revalidation, and handed to small client components. `view` is the
 * view rendered (the modules home, a module's front, or a view inside it: each its own static page) and
 * `opened` its module's component, imported by that module's pages alone: a static import is rendered
 * inline in the HTML (complete without scripts, issue 31), and only that module's code joins that page's
 * first scripts.
 */
export async function PortalPage({ view = HOME, opened }: { view?: View; opened?: ReactNode }) {
  const data = await getPortalData({ parts: view.seccion ? moduleParts(view.seccion) : [], item: itemOfView(view) })
  // No <Suspense> around what the server renders here: React may send a boundary's content as a streamed
  // segment that only a script moves into place, and without scripts the section was missing (issue 31).
  return (
    <>
      <Portal data={data} shape={portalShape()} view={view} opened={opened} siteUrl={siteUrl()} />
      <Reveal
        className="section section--tint"
        amount={0.3}
        margin="0px 0px 100px 0px"
        delay={0.1}
        aria-labelledby="loyalty-title"
      >
        <div className="container">
          <div className="points-banner" data-testid="loyalty-banner">
            <div>
              <h2 id="loyalty-title">Únete al programa de lealtad ProfeMax</h2>
              <p>Acumula puntos en tus compras y canjéalos por productos. ¡Es gratis!</p>
            </div>
            <RegisterLink className="btn btn--blue">¡Regístrate aquí!</RegisterLink>
          </div>
        </div>
      </Reveal>
      <Reveal className="pm-bottom" amount={0.2} aria-labelledby="bottom-title">
        <div className="container pm-bottom__row">
          <div>
            <h2 id="bottom-title">Hecho para maestras y maestros de México</h2>
            <p>Cada mes sumamos actividades, plantillas, lecturas y recetas nuevas. ¡Vuelve pronto!</p>
          </div>
          <BottomArt />
        </div>
      </Reveal>
    </>
  )
}
