import type { Metadata } from 'next'

import { pageMetadata } from '@/site/seo'
import { MODULE_TEXT } from '@/site/portal/modules'
import { SECCIONES, type Seccion } from '@/site/portal/nav'
import { PortalPage } from '@/site/portal/PortalPage'

/**
 * `/profe-max?seccion=…` with its module already open: a rewrite in `next.config.mjs` sends the address here (and
 * this path itself redirects to that address), so each module is one more static page of the portal.
 */
export const revalidate = 300
export const dynamicParams = false

export const generateStaticParams = () => SECCIONES.map((seccion) => ({ seccion }))

type Props = { params: Promise<{ seccion: Seccion }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { seccion } = await params
  const { title, text } = MODULE_TEXT[seccion]
  return pageMetadata({ title: `${title} para docentes`, description: text, path: `/profe-max?seccion=${seccion}` })
}

export default async function Page({ params }: Props) {
  const { seccion } = await params
  return <PortalPage seccion={seccion} />
}
