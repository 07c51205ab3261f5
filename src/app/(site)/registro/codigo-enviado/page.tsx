import { CODE_RESENT_MESSAGE } from '@/lib/schemas/registration-fields'
import { PageBanner } from '@/site/PageBanner'
import { pageMetadata } from '@/site/seo'
import { SiteLink } from '@/site/SiteLink'

export const metadata = {
  ...pageMetadata({
    title: 'Código de socio',
    description: 'Reenvío del código de socio de ProfeMax.',
    path: '/registro/codigo-enviado',
  }),
  robots: { index: false },
}

/** Where 'Ya soy socio: reenviar mi código' sent without scripts lands (issue 31): the server's one answer. */
export default function CodeSentPage() {
  return (
    <>
      <PageBanner kicker="Ya soy socio" title="Revisa tu correo" share={false} />
      <section className="section">
        <div className="container registration-page">
          <div className="registration-page__card">
            <p className="member-code__sent" role="status">
              {CODE_RESENT_MESSAGE}
            </p>
            <p>
              <SiteLink href="/" className="btn btn--blue">
                Volver al inicio
              </SiteLink>
            </p>
          </div>
        </div>
      </section>
    </>
  )
}
