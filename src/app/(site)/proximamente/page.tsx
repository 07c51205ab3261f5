import { SiteLink } from '@/site/SiteLink'

import { CONTEST_PATH } from '@/lib/site-config'
import { pageMetadata } from '@/site/seo'

export const metadata = pageMetadata({
  title: 'Próximamente: Mi Profe Max',
  description: 'Nomina y vota por tu profe favorito. Conoce el concurso que reconoce a las maestras y los maestros de México.',
  path: '/proximamente',
})

/** Contest entry (spec §2): leads to the contest page. */
export default function ComingSoonPage() {
  return (
    <section className="hero" aria-labelledby="page-title">
      <div className="container hero__inner" style={{ gridTemplateColumns: '1fr' }}>
        <div className="hero__text" style={{ textAlign: 'center', justifySelf: 'center' }}>
          <span className="eyebrow" style={{ color: 'var(--yellow)' }}>
            Próximamente
          </span>
          <h1 id="page-title">
            Mi Profe Max: <mark>reconoce</mark> a tu profe favorito
          </h1>
          <p style={{ marginInline: 'auto' }}>Nominar te da beneficios, votar te da recompensas y los profes más votados ganan premios. ¡Sé parte desde ahora!</p>
          <div className="hero__actions" style={{ justifyContent: 'center' }}>
            <SiteLink href={CONTEST_PATH} className="btn btn--primary">
              Conocer el concurso
            </SiteLink>
          </div>
        </div>
      </div>
    </section>
  )
}
