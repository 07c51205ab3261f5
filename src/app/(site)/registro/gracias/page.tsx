import { PageBanner } from '@/site/PageBanner'
import { Registered } from '@/site/registration/Registered'
import { ThankYou } from '@/site/registration/ThankYou'
import { pageMetadata } from '@/site/seo'
import { SiteLink } from '@/site/SiteLink'

export const metadata = {
  ...pageMetadata({
    title: '¡Gracias por registrarte!',
    description: 'Registro exitoso en ProfeMax.',
    path: '/registro/gracias',
  }),
  robots: { index: false },
}

/** Where a registration sent without scripts lands once stored (issue 31): the thank-you modal's words. */
export default function RegisteredPage() {
  return (
    <>
      <Registered />
      <PageBanner kicker="Registro exitoso" title="¡Gracias por registrarte!" share={false} />
      <section className="section">
        <div className="container registration-page">
          <div className="registration-page__card">
            <ThankYou>
              <SiteLink href="/profe-max" className="btn btn--blue">
                Explorar los recursos para docentes
              </SiteLink>
            </ThankYou>
          </div>
        </div>
      </section>
    </>
  )
}
