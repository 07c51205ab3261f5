import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ComponentType } from 'react'

import { pageMetadata } from '@/site/seo'
import { MODULE_TEXT } from '@/site/portal/modules'
import { portalHref, within, type Seccion, type View } from '@/site/portal/nav'
import { moduleStaticParams, viewOfSegments } from '@/site/portal/paths'
import { PortalPage } from '@/site/portal/PortalPage'

/** A module's page (`src/app/(site)/profe-max/seccion/*`): its title and pitch, the address visitors use (a view's own). */
const moduleMetadata = (seccion: Seccion, view: View = within(seccion)): Metadata => {
  const { title, text } = MODULE_TEXT[seccion]
  return pageMetadata({ title: `${title} para docentes`, description: text, path: portalHref(view) })
}

/** A module's front page (`src/app/(site)/profe-max/seccion/{module}/page.tsx`): its metadata and the page. */
export const moduleFrontPage = (seccion: Seccion, Module: ComponentType) => ({
  metadata: moduleMetadata(seccion),
  Page: function ModuleFrontPage() {
    return <PortalPage view={within(seccion)} opened={<Module />} />
  },
})

/**
 * A module's views page (`src/app/(site)/profe-max/seccion/{module}/[...vista]/page.tsx`): its static
 * paths, its metadata and the page, which renders the view its path names (a 404 for none) with the
 * module's component (a registered view's code loads lazily, into the page itself: src/site/portal/lazy-views.tsx).
 */
type ViewParams = { params: Promise<{ vista: string[] }> }
export const moduleViewPage = (seccion: Seccion, Module: ComponentType) => ({
  generateStaticParams: () => moduleStaticParams(seccion),
  generateMetadata: async ({ params }: ViewParams): Promise<Metadata> => {
    const view = viewOfSegments(seccion, (await params).vista)
    return view ? moduleMetadata(seccion, view) : { title: 'Página no encontrada', robots: { index: false } }
  },
  Page: async function ModuleViewPage({ params }: ViewParams) {
    const view = viewOfSegments(seccion, (await params).vista)
    if (!view) notFound()
    return <PortalPage view={view} opened={<Module />} />
  },
})
