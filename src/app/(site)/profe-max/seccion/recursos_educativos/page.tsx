import { moduleMetadata, PortalPage } from '@/site/portal/PortalPage'
import { within } from '@/site/portal/nav'
import { Recursos } from '@/site/portal/Recursos'
import { viewSlots } from '@/site/portal/views'

/** `/profe-max?seccion=recursos_educativos`, with its module rendered on the server (src/site/portal/PortalPage.tsx). */
export const revalidate = 300

export const metadata = moduleMetadata('recursos_educativos')

export default function Page() {
  return (
    <PortalPage view={within('recursos_educativos')} opened={<Recursos slots={viewSlots('recursos_educativos')} />} />
  )
}
