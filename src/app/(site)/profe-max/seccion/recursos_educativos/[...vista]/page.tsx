import { moduleViewPage } from '@/site/portal/ModulePage'
import { Recursos } from '@/site/portal/Recursos'

// A view inside Recursos (`?seccion=recursos_educativos&vista=…`, rewritten here): static, revalidated by tag (src/site/portal/paths.ts).
export const revalidate = 300

const page = moduleViewPage('recursos_educativos', Recursos)
export const generateStaticParams = page.generateStaticParams
export const generateMetadata = page.generateMetadata
export default page.Page
