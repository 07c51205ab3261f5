import { pageMetadata } from '@/site/seo'
import { PortalPage } from '@/site/portal/PortalPage'

/** Static, revalidated by the collections' tags on every staff edit (and at most every 5 minutes). */
export const revalidate = 300

export const metadata = pageMetadata({
  title: 'ProfeMax para docentes',
  description:
    'Recursos educativos, desarrollo profesional y bienestar para maestras y maestros de México: imágenes, plantillas, calendario, libros, cursos, música y recetas.',
  path: '/profe-max',
})

export default function Page() {
  return <PortalPage />
}
