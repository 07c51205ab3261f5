import { moduleFrontPage } from '@/site/portal/ModulePage'
import { Recursos } from '@/site/portal/Recursos'

/** `/profe-max?seccion=recursos_educativos`, with its module rendered on the server (src/site/portal/ModulePage.tsx). */
export const revalidate = 300

const page = moduleFrontPage('recursos_educativos', Recursos)
export const metadata = page.metadata
export default page.Page
