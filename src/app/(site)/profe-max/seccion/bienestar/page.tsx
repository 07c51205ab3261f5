import { moduleFrontPage } from '@/site/portal/ModulePage'
import { Bienestar } from '@/site/portal/Bienestar'

/** `/profe-max?seccion=bienestar`, with its module rendered on the server (src/site/portal/ModulePage.tsx). */
export const revalidate = 300

const page = moduleFrontPage('bienestar', Bienestar)
export const metadata = page.metadata
export default page.Page
