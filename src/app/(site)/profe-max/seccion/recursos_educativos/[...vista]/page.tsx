import { notFound } from 'next/navigation'

import { moduleViewPage, PortalPage } from '@/site/portal/PortalPage'
import { Recursos } from '@/site/portal/Recursos'
import { viewSlots } from '@/site/portal/views'

/**
 * A view inside the module (`/profe-max?seccion=recursos_educativos&vista=…`, rewritten here by next.config.mjs):
 * rendered on the server like the module's front page, static and revalidated by tag (src/site/portal/paths.ts).
 */
export const revalidate = 300

const page = moduleViewPage('recursos_educativos')
export const generateStaticParams = page.generateStaticParams
export const generateMetadata = page.generateMetadata

export default async function Page(props: { params: Promise<{ vista: string[] }> }) {
  const view = await page.viewOf(props)
  if (!view) notFound()
  return <PortalPage view={view} opened={<Recursos slots={viewSlots('recursos_educativos')} />} />
}
