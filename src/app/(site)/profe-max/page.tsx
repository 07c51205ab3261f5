import { RegisterButton } from '@/site/registration/RegistrationContext'
import { Reveal } from '@/site/Reveal'
import { pageMetadata } from '@/site/seo'
import { getPortalData } from '@/site/portal/data'
import { BottomArt } from '@/site/portal/BottomArt'
import { Portal } from '@/site/portal/Portal'

/** Static, revalidated by the collections' tags on every staff edit (and at most every 5 minutes). */
export const revalidate = 300

export const metadata = pageMetadata({
  title: 'ProfeMax para docentes',
  description: 'Recursos educativos, desarrollo profesional y bienestar para maestras y maestros de México: imágenes, plantillas, calendario, libros, cursos, música y recetas.',
  path: '/profe-max',
})

/**
 * The teacher portal. Everything it shows is read here, once per revalidation, and handed to small
 * client components; the open module and view come from the address, resolved in the browser.
 */
export default async function PortalPage() {
  const data = await getPortalData()
  return (
    <>
      <Portal data={data} />
      <Reveal className="section section--tint" amount={0.3} margin="0px 0px 100px 0px" delay={0.1} aria-labelledby="loyalty-title">
        <div className="container">
          <div className="points-banner" data-testid="loyalty-banner">
            <div>
              <h2 id="loyalty-title">Únete al programa de lealtad ProfeMax</h2>
              <p>Acumula puntos en tus compras y canjéalos por productos. ¡Es gratis!</p>
            </div>
            <RegisterButton className="btn btn--blue">¡Regístrate aquí!</RegisterButton>
          </div>
        </div>
      </Reveal>
      <Reveal className="pm-bottom" amount={0.2} aria-labelledby="bottom-title">
        <div className="container pm-bottom__row">
          <div>
            <h2 id="bottom-title">Hecho para maestras y maestros de México</h2>
            <p>Cada mes sumamos actividades, plantillas, lecturas y recetas nuevas. ¡Vuelve pronto!</p>
          </div>
          <BottomArt />
        </div>
      </Reveal>
    </>
  )
}
