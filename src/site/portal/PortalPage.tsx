import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { RegisterLink } from '@/site/registration/RegisterLink'
import { Reveal } from '@/site/Reveal'
import { pageMetadata } from '@/site/seo'
import { getPortalData } from '@/site/portal/data'
import { BottomArt } from '@/site/portal/BottomArt'
import { Portal } from '@/site/portal/Portal'
import { MODULE_TEXT } from '@/site/portal/modules'
import type { Seccion } from '@/site/portal/nav'

/** A module's page (`src/app/(site)/profe-max/seccion/*`): its title and pitch, the address visitors use. */
export const moduleMetadata = (seccion: Seccion): Metadata => {
  const { title, text } = MODULE_TEXT[seccion]
  return pageMetadata({ title: `${title} para docentes`, description: text, path: `/profe-max?seccion=${seccion}` })
}

/**
 * The teacher portal. Everything it shows is read here, once per revalidation, and handed to small
 * client components. `seccion` is the module rendered open (its own static page) and `opened` that
 * module's component, imported by that page alone: a static import is rendered inline in the HTML
 * (complete without scripts, issue 31), and only that module's code joins that page's first scripts.
 * The view inside a module comes from the address, resolved in the browser.
 */
export async function PortalPage({ seccion = null, opened }: { seccion?: Seccion | null; opened?: ReactNode }) {
  const data = await getPortalData()
  // No <Suspense> around what the server renders here: React may send a boundary's content as a streamed
  // segment that only a script moves into place, and without scripts the section was missing (issue 31).
  return (
    <>
      <Portal data={data} seccion={seccion} opened={opened} />
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
