import Link from 'next/link'

import { RegisterButton } from '@/site/registration/RegistrationContext'
import { Reveal } from '@/site/Reveal'
import { PageBanner } from '@/site/PageBanner'
import { pageMetadata } from '@/site/seo'

export const metadata = pageMetadata({
  title: 'ProfeMax para docentes',
  description: 'Recursos educativos, desarrollo profesional y bienestar para maestras y maestros de México.',
  path: '/profe-max',
})

/** Placeholder until the portal issue: the top banner and the loyalty banner only. */
export default function PortalPage() {
  return (
    <>
      <PageBanner
        kicker="ProfeMax"
        title="Todo para tu aula, tu crecimiento y tu bienestar"
        text="Muy pronto: recursos educativos, desarrollo profesional y bienestar en un solo lugar."
      />
      <section className="section">
        <div className="container" style={{ textAlign: 'center' }}>
          <p className="lead">Estamos preparando los módulos Recursos educativos, Desarrollo y Bienestar. Mientras tanto, visita nuestros blogs.</p>
          <Link href="/blogs" className="btn btn--blue">
            Ir a los blogs
          </Link>
        </div>
      </section>
      <Reveal className="section section--tint" amount={0.3} aria-labelledby="loyalty-title">
        <div className="container">
          <div className="points-banner">
            <div>
              <h2 id="loyalty-title">Únete al programa de lealtad ProfeMax</h2>
              <p>Acumula puntos en tus compras y canjéalos por productos. ¡Es gratis!</p>
            </div>
            <RegisterButton className="btn btn--blue">¡Regístrate aquí!</RegisterButton>
          </div>
        </div>
      </Reveal>
    </>
  )
}
