import { moduleViewPage } from '@/site/portal/ModulePage'
import { Bienestar } from '@/site/portal/Bienestar'

// A view inside Bienestar (`?seccion=bienestar&vista=…`, rewritten here): static, revalidated by tag (src/site/portal/paths.ts).
export const revalidate = 300

const page = moduleViewPage('bienestar', Bienestar)
export const generateStaticParams = page.generateStaticParams
export const generateMetadata = page.generateMetadata
export default page.Page
