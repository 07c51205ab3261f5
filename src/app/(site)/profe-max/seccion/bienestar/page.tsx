import { moduleMetadata, PortalPage } from '@/site/portal/PortalPage'
import { within } from '@/site/portal/nav'
import { Bienestar } from '@/site/portal/Bienestar'
import { viewSlots } from '@/site/portal/views'

/** `/profe-max?seccion=bienestar`, with its module rendered on the server (src/site/portal/PortalPage.tsx). */
export const revalidate = 300

export const metadata = moduleMetadata('bienestar')

export default function Page() {
  return <PortalPage view={within('bienestar')} opened={<Bienestar slots={viewSlots('bienestar')} />} />
}
