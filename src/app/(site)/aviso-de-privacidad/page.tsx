import { SiteLink } from '@/site/SiteLink'

import { PageBanner } from '@/site/PageBanner'
import { pageMetadata } from '@/site/seo'

export const metadata = pageMetadata({
  title: 'Aviso de privacidad',
  description: 'Cómo ProfeMax trata los datos personales de docentes registrados y de quienes nominan a un profe.',
  path: '/aviso-de-privacidad',
})

/** Beyond the spec: the spec's privacy link went nowhere; this is a real page (docs/spec-deviations.md). */
export default function PrivacyPage() {
  return (
    <>
      <PageBanner kicker="ProfeMax" title="Aviso de privacidad" text="Tus datos personales, tratados con cuidado" share={false} />
      <section className="section">
        <div className="container prose">
          <h2>Datos que recabamos</h2>
          <p>
            Al registrarte en el programa: nombre, apellido, correo electrónico, teléfono, fecha de nacimiento, código postal, cédula profesional y escuela. Al nominar a un profe: tu nombre, apellido,
            correo, escuela y estado, y los mismos datos de la persona que nominas.
          </p>
          <h2>Para qué los usamos</h2>
          <ul>
            <li>Crear y administrar tu cuenta del programa de lealtad y asignarte tu número de socio.</li>
            <li>Verificar que los beneficios se otorguen a docentes con cédula profesional.</li>
            <li>Acreditar puntos, bonos de cumpleaños y beneficios, y comunicarte cambios del programa.</li>
            <li>Organizar los concursos de reconocimiento docente.</li>
          </ul>
          <h2>Quién los ve</h2>
          <p>Solo el personal autorizado de ProfeMax puede consultar tus datos. No los publicamos en el sitio ni los vendemos. Se protegen con medidas técnicas y administrativas razonables.</p>
          <h2>Tus derechos</h2>
          <p>
            Puedes acceder a tus datos, rectificarlos, cancelarlos u oponerte a su tratamiento (derechos ARCO), así como revocar tu consentimiento, solicitándolo en cualquier tienda participante con
            una identificación oficial.
          </p>
          <h2>Cambios a este aviso</h2>
          <p>
            Publicaremos en esta página cualquier cambio a este aviso. Consulta también los <SiteLink href="/terminos-condiciones">términos y condiciones</SiteLink> del programa.
          </p>
        </div>
      </section>
    </>
  )
}
