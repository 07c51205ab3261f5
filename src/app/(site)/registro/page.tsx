import { memberCodePath, registrationPath } from '@/lib/site-config'
import { PageBanner } from '@/site/PageBanner'
import { MemberCodeForm } from '@/site/registration/MemberCodeForm'
import { RegistrationPageForm } from '@/site/registration/RegistrationPageForm'
import { pageMetadata } from '@/site/seo'

export const metadata = pageMetadata({
  title: 'Regístrate gratis',
  description:
    'Únete gratis a ProfeMax: recibe tu código personal de socio por correo y acumula puntos en tus compras. Exclusivo para docentes con cédula profesional.',
  path: '/registro',
})

/**
 * Beyond the spec (issue 31): the registration form as a page, what every register link points to, so a
 * tap works before the scripts run (they open the modal instead) and the form works without them. Also
 * 'Ya soy socio: reenviar mi código'. Static like every public page: the forms post to the contract.
 */
export default function RegistrationPage() {
  return (
    <>
      <PageBanner
        kicker="Programa ProfeMax"
        title="Únete a ProfeMax"
        text="Regístrate gratis, recibe tu código personal y empieza a acumular puntos."
        share={false}
      />
      <section className="section">
        <div className="container registration-page">
          <div className="registration-page__card">
            <h2>Regístrate gratis</h2>
            <RegistrationPageForm action={registrationPath()} />
          </div>
          <div className="registration-page__card" id="reenviar-codigo">
            <h2>Ya soy socio: reenviar mi código</h2>
            <p>Escribe el correo con el que te registraste y te enviaremos tu código de socio.</p>
            <MemberCodeForm action={memberCodePath()} />
          </div>
        </div>
      </section>
    </>
  )
}
