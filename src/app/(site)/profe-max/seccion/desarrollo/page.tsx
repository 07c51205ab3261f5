import { moduleFrontPage } from '@/site/portal/ModulePage'
import { Desarrollo } from '@/site/portal/Desarrollo'

/** `/profe-max?seccion=desarrollo`, with its module rendered on the server (src/site/portal/ModulePage.tsx). */
export const revalidate = 300

const page = moduleFrontPage('desarrollo', Desarrollo)
export const metadata = page.metadata
export default page.Page
