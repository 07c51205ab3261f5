import { SiteLink } from '@/site/SiteLink'

import { DATA_CONTROLLER, PRIVACY_UPDATED } from '@/content/legal'
import { CONTEST_PATH } from '@/lib/site-config'
import { PageBanner } from '@/site/PageBanner'
import { pageMetadata } from '@/site/seo'

export const metadata = pageMetadata({
  title: 'Aviso de privacidad',
  description:
    'Quién trata los datos personales de ProfeMax, para qué, qué publica el concurso Mi Profe Max y cómo ejercer tus derechos ARCO.',
  path: '/aviso-de-privacidad',
})

/**
 * Beyond the spec: the spec's privacy link went nowhere; this is a real page (docs/spec-deviations.md).
 * It carries the items of the LFPDPPP (art. 15-17): the controller and its address, the data and
 * purposes, what the contest publishes, transfers, the ARCO channel and how changes are announced.
 */
export default function PrivacyPage() {
  const { name, address, email } = DATA_CONTROLLER
  return (
    <>
      <PageBanner
        kicker="ProfeMax"
        title="Aviso de privacidad"
        text="Tus datos personales, tratados con cuidado"
        share={false}
      />
      <section className="section">
        <div className="container prose">
          <p className="form-note">Última actualización: {PRIVACY_UPDATED}</p>
          <h2 id="responsable">Responsable de tus datos</h2>
          <p>
            <strong>{name}</strong>, con domicilio en {address}, es responsable del tratamiento de tus datos personales
            conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP). Para
            cualquier asunto de privacidad escríbenos a <a href={`mailto:${email}`}>{email}</a>.
          </p>
          <h2 id="datos">Datos que recabamos</h2>
          <ul>
            <li>
              <strong>Registro en el programa:</strong> nombre, apellido, correo electrónico, teléfono, fecha de
              nacimiento, código postal, cédula profesional y escuela.
            </li>
            <li>
              <strong>Nominaciones del concurso Mi Profe Max:</strong> tu nombre, apellido, correo, escuela y estado, y
              los mismos datos de la maestra o el maestro que nominas.
            </li>
            <li>
              <strong>Votos del concurso:</strong> el correo electrónico con el que votas y la fecha en que confirmas tu
              voto.
            </li>
          </ul>
          <p>No recabamos datos personales sensibles.</p>
          <h2 id="finalidades">Para qué los usamos</h2>
          <p>Finalidades necesarias para la relación que tienes con nosotros:</p>
          <ul>
            <li>Crear y administrar tu cuenta del programa de lealtad y asignarte tu número de socio.</li>
            <li>Verificar que los beneficios se otorguen a docentes con cédula profesional.</li>
            <li>Acreditar puntos, bonos de cumpleaños y beneficios, y comunicarte cambios del programa.</li>
            <li>
              Recibir y revisar nominaciones, publicar a los profes nominados aprobados y contar los votos del concurso
              Mi Profe Max.
            </li>
            <li>
              Con el correo de quien vota: enviarle el enlace para confirmar su voto y contar un solo voto por correo
              para cada profe. Ese correo nunca se publica ni se usa para enviar promociones.
            </li>
          </ul>
          <p>
            Finalidad adicional, que puedes rechazar sin perder el programa: enviarte promociones y novedades de
            ProfeMax. Si no la deseas, escríbenos a <a href={`mailto:${email}`}>{email}</a>.
          </p>
          <h2 id="publicados">Qué datos publicamos</h2>
          <p>
            Solo en el concurso <SiteLink href={CONTEST_PATH}>Mi Profe Max</SiteLink>: de cada maestra o maestro
            nominado cuya nominación aprobamos publicamos su <strong>nombre y apellido</strong>, su{' '}
            <strong>escuela</strong> y su <strong>estado</strong>, junto con su número de votos y de nominaciones. Nunca
            publicamos correos, teléfonos, cédulas ni los datos de quien nomina o vota. Si eres un profe nominado y no
            quieres aparecer, escríbenos y retiraremos tu candidatura y tus datos.
          </p>
          <h2 id="quien-los-ve">Quién los ve y con quién los compartimos</h2>
          <p>
            Solo el personal autorizado de ProfeMax puede consultar tus datos. No los vendemos. Los compartimos
            únicamente con los proveedores que nos prestan servicios de alojamiento y envío de correo, que los tratan
            por nuestra cuenta y bajo nuestras instrucciones, y con autoridades cuando la ley lo exige. Se protegen con
            medidas técnicas, administrativas y físicas.
          </p>
          <h2 id="arco">Tus derechos ARCO</h2>
          <p>
            Puedes <strong>acceder</strong> a tus datos, <strong>rectificarlos</strong>, <strong>cancelarlos</strong> u{' '}
            <strong>oponerte</strong> a su tratamiento, así como revocar tu consentimiento o limitar su uso:
          </p>
          <ul>
            <li>
              Envía tu solicitud a <a href={`mailto:${email}`}>{email}</a> con tu nombre, el correo con el que te
              registraste, nominaste o votaste, una copia de tu identificación oficial y qué derecho quieres ejercer.
            </li>
            <li>También puedes presentarla en cualquier tienda participante con tu identificación oficial.</li>
            <li>
              Te respondemos en un máximo de 20 días hábiles y, si procede, la hacemos efectiva dentro de los 15 días
              hábiles siguientes.
            </li>
          </ul>
          <h2 id="cambios">Cambios a este aviso</h2>
          <p>
            Publicaremos en esta página cualquier cambio a este aviso, con su fecha de actualización. Consulta también
            los <SiteLink href="/terminos-condiciones">términos y condiciones</SiteLink> del programa.
          </p>
        </div>
      </section>
    </>
  )
}
