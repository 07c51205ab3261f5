import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ComponentType, ReactNode } from 'react'

import { siteUrl } from '@/lib/site-url.mjs'
import { RegisterLink } from '@/site/registration/RegisterLink'
import { Reveal } from '@/site/Reveal'
import { pageMetadata } from '@/site/seo'
import { getPortalData } from '@/site/portal/data'
import { BottomArt } from '@/site/portal/BottomArt'
import { Portal } from '@/site/portal/Portal'
import { MODULE_TEXT } from '@/site/portal/modules'
import { HOME, portalHref, within, type Seccion, type View } from '@/site/portal/nav'
import { itemOfView, moduleStaticParams, viewOfSegments } from '@/site/portal/paths'
import type { ModuleProps } from '@/site/portal/Sections'
import { viewSlots } from '@/site/portal/views'
import { portalShape } from '@/site/portal/shape-of'

/** A module's page (`src/app/(site)/profe-max/seccion/*`): its title and pitch, the address visitors use (a view's own). */
export const moduleMetadata = (seccion: Seccion, view: View = within(seccion)): Metadata => {
  const { title, text } = MODULE_TEXT[seccion]
  return pageMetadata({ title: `${title} para docentes`, description: text, path: portalHref(view) })
}

/**
 * A module's views page (`src/app/(site)/profe-max/seccion/{module}/[...vista]/page.tsx`): its static
 * paths, its metadata and the page, which renders the view its path names (a 404 for none) with the
 * module's component and the elements of its registered views.
 */
type ViewParams = { params: Promise<{ vista: string[] }> }
export const moduleViewPage = (seccion: Seccion, Module: ComponentType<ModuleProps>) => ({
  generateStaticParams: () => moduleStaticParams(seccion),
  generateMetadata: async ({ params }: ViewParams): Promise<Metadata> => {
    const view = viewOfSegments(seccion, (await params).vista)
    return view ? moduleMetadata(seccion, view) : { title: 'Página no encontrada', robots: { index: false } }
  },
  Page: async function ModuleViewPage({ params }: ViewParams) {
    const view = viewOfSegments(seccion, (await params).vista)
    if (!view) notFound()
    return <PortalPage view={view} opened={<Module slots={viewSlots(seccion)} />} />
  },
})

/**
 * The teacher portal. Everything it shows is read here, once per revalidation, and handed to small
 * client components. `view` is the view rendered (the modules home, a module's front, or a view inside
 * it: each its own static page) and `opened` its module's component, imported by that module's pages
 * alone: a static import is rendered inline in the HTML (complete without scripts, issue 31), and only
 * that module's code joins that page's first scripts.
 */
export async function PortalPage({ view = HOME, opened }: { view?: View; opened?: ReactNode }) {
  const data = await getPortalData(itemOfView(view))
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
