import { moduleViewPage } from '@/site/portal/ModulePage'
import { Desarrollo } from '@/site/portal/Desarrollo'

// A view inside Desarrollo (`?seccion=desarrollo&vista=…`, rewritten here): static, revalidated by tag (src/site/portal/paths.ts).
export const revalidate = 300

const page = moduleViewPage('desarrollo', Desarrollo)
export const generateStaticParams = page.generateStaticParams
export const generateMetadata = page.generateMetadata
export default page.Page
