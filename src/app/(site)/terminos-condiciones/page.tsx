import { SiteLink } from '@/site/SiteLink'

import { PageBanner } from '@/site/PageBanner'
import { pageMetadata } from '@/site/seo'

export const metadata = pageMetadata({
  title: 'Términos y condiciones',
  description:
    'Términos y condiciones del programa de lealtad ProfeMax para docentes: registro, puntos, canje, beneficios y disposiciones generales.',
  path: '/terminos-condiciones',
})

/** The programme terms (spec public-site §2, §4 "Points lifecycle" and §9 "Programme terms"), written out. */
export default function TermsPage() {
  return (
    <>
      <SiteLink href="/" className="btn btn--blue btn--small floating-back">
        ← Volver al inicio
      </SiteLink>
      <PageBanner
        kicker="Programa ProfeMax"
        title="Términos y condiciones"
        text="Programa de lealtad para docentes con cédula profesional"
        share={false}
      />
      <div className="container" style={{ marginTop: 24 }}>
        <span className="updated">Última actualización: Agosto de 2025</span>
      </div>
      <section className="section">
        <div className="container prose">
          <h2>1. Introducción</h2>
          <p>
            ProfeMax es un programa de lealtad gratuito creado para reconocer a las maestras y los maestros de México.
            Al registrarte aceptas estos términos y condiciones, que regulan la acumulación y el canje de puntos, los
            beneficios adicionales y el uso de este sitio web. Si no estás de acuerdo con ellos, te pedimos no
            registrarte ni utilizar el programa.
          </p>

          <h2>2. Registro en el programa</h2>
          <ul>
            <li>El registro es gratuito y se realiza en este sitio con el formulario «Unirme al programa».</li>
            <li>
              Los beneficios son exclusivos para docentes que cuenten con cédula profesional. Para registrarte debes ser
              mayor de 18 años y proporcionar datos verdaderos: nombre, apellido, correo electrónico, teléfono, fecha de
              nacimiento, código postal, cédula profesional y escuela.
            </li>
            <li>
              Al concluir el registro la plataforma te asigna un número de socio personal, intransferible y totalmente
              digital. Compártelo con tus alumnos y sus familias para que sus compras también sumen puntos a tu cuenta.
            </li>
            <li>
              En tienda se te podrá pedir una identificación oficial para comprobar que eres titular de la cuenta.
            </li>
            <li>Solo se permite una cuenta por persona.</li>
          </ul>

          <h2>3. Acumulación y canje de puntos</h2>
          <ul>
            <li>Cada punto equivale a $1.00 (un peso mexicano 00/100 M.N.).</li>
            <li>
              Acumulas puntos en tus compras en tiendas físicas y en línea: 1% del importe en artículos sin
              clasificación especial, 2% en productos de marca propia y 3% en el área de centro de copiado.
            </li>
            <li>Se acumulan puntos en pagos con tarjeta de débito, tarjeta de crédito y efectivo.</li>
            <li>
              No generan puntos los pagos de servicios, las tarjetas de regalo ni las tarjetas seleccionadas que se
              indiquen en tienda.
            </li>
            <li>Los puntos pueden tardar hasta 24 horas en reflejarse en tu cuenta.</li>
            <li>
              Los puntos tienen una vigencia de 12 meses contados a partir del aniversario de tu registro; el
              aniversario es la fecha de registro cumplido un año calendario.
            </li>
            <li>
              El canje se realiza únicamente en tiendas físicas (no en línea), por productos, con una sola cuenta por
              ticket. Consulta tu saldo en la caja de cualquier tienda.
            </li>
            <li>
              Los puntos no son facturables ni transferibles, las cuentas no pueden combinarse y los puntos no se
              acumulan ni combinan con otros programas de lealtad o promociones.
            </li>
          </ul>

          <h2>4. Beneficios adicionales</h2>
          <ul>
            <li>En tu cumpleaños recibes un bono de 250 puntos.</li>
            <li>
              Como socio tienes acceso a los contenidos de ProfeMax: recursos educativos, desarrollo profesional y
              bienestar, además de los concursos y reconocimientos para docentes que se anuncien en este sitio.
            </li>
          </ul>

          <h2>5. Cambios, terminación y baja</h2>
          <ul>
            <li>
              Podemos modificar estos términos, los beneficios o la vigencia del programa; los cambios se publicarán en
              esta página con su fecha de actualización.
            </li>
            <li>Si cancelas tu cuenta perderás todos los puntos acumulados.</li>
            <li>
              Podremos excluir del programa, y cancelar los puntos de, las cuentas que presenten fraude, datos
              incorrectos o falsos, inactividad, cuentas múltiples de una misma persona o reventa de productos.
            </li>
          </ul>

          <h2>6. Manejo del contenido del sitio web</h2>
          <p>
            Los textos, imágenes, plantillas, logotipos y demás materiales de este sitio se ofrecen para uso personal y
            educativo. Puedes usarlos en tu salón de clases, pero no venderlos ni distribuirlos con fines comerciales.
            Las marcas de nuestros aliados pertenecen a sus respectivos titulares. Los enlaces a sitios externos se
            ofrecen por conveniencia y no implican responsabilidad sobre su contenido.
          </p>

          <h2>7. Disposiciones generales</h2>
          <p>
            Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Para cualquier controversia, las
            partes se someten a la jurisdicción de los tribunales competentes de la Ciudad de México, renunciando a
            cualquier otro fuero que pudiera corresponderles. El tratamiento de tus datos personales se describe en el{' '}
            <SiteLink href="/aviso-de-privacidad">aviso de privacidad</SiteLink>.
          </p>
        </div>
      </section>
    </>
  )
}
