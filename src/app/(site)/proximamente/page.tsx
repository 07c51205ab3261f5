import { SiteLink } from '@/site/SiteLink'

import { todayIso } from '@/lib/dates'
import { CONTEST_PATH } from '@/lib/site-config'
import { ContestPhase } from '@/site/contest/ContestPhase'
import { getContestInfo } from '@/site/data'
import { pageMetadata } from '@/site/seo'

/** As the contest page: tag-expired on a staff edit, at most an hour behind the calendar without scripts. */
export const revalidate = 3600

export const metadata = pageMetadata({
  title: 'Mi Profe Max: el concurso de los profes',
  description:
    'Nomina y vota por tu profe favorito. Conoce el concurso que reconoce a las maestras y los maestros de México.',
  path: '/proximamente',
})

/** Contest entry (spec §2): the contest's current phase (not 'Próximamente' while it runs) and the way in. */
export default async function ComingSoonPage() {
  const { schedule, benefits, rewards } = await getContestInfo()
  return (
    <section className="hero" aria-labelledby="page-title">
      <div className="container hero__inner" style={{ gridTemplateColumns: '1fr' }}>
        <div className="hero__text" style={{ textAlign: 'center', justifySelf: 'center', width: '100%' }}>
          <ContestPhase schedule={schedule} renderedToday={todayIso()} />
          <h1 id="page-title">
            Mi Profe Max: <mark>reconoce</mark> a tu profe favorito
          </h1>
          <p style={{ marginInline: 'auto' }}>
            Nominar te da beneficios, votar te da recompensas y los profes más votados ganan premios: en el concurso te
            decimos cuáles y en qué fechas. ¡Sé parte!
          </p>
          {/* What 'beneficios' and 'recompensas' are (issue 31), from the staff's settings. */}
          <dl className="contest-perks">
            <div>
              <dt>Beneficios por nominar</dt>
              <dd>{benefits}</dd>
            </div>
            <div>
              <dt>Recompensas por votar</dt>
              <dd>{rewards}</dd>
            </div>
          </dl>
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
