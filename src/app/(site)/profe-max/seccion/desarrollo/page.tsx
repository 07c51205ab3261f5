import { moduleMetadata, PortalPage } from '@/site/portal/PortalPage'
import { within } from '@/site/portal/nav'
import { Desarrollo } from '@/site/portal/Desarrollo'
import { viewSlots } from '@/site/portal/views'

/** `/profe-max?seccion=desarrollo`, with its module rendered on the server (src/site/portal/PortalPage.tsx). */
export const revalidate = 300

export const metadata = moduleMetadata('desarrollo')

export default function Page() {
  return <PortalPage view={within('desarrollo')} opened={<Desarrollo slots={viewSlots('desarrollo')} />} />
}
