import { SiteLink } from '@/site/SiteLink'

import { AUDIENCES } from '@/lib/audiences'
import { BLOG_PAGES } from '@/site/blogs/audiences'
import { AUDIENCE_ART } from '@/site/art'
import { Img } from '@/site/Img'
import { PageBanner } from '@/site/PageBanner'
import { AudienceCards } from '@/site/home/AudienceCards'
import { RegisterLink } from '@/site/registration/RegisterLink'
import { Reveal } from '@/site/Reveal'
import { pageMetadata } from '@/site/seo'

export const revalidate = 300

export const metadata = pageMetadata({
  title: 'Blogs: inspírate y sigue aprendiendo',
  description:
    'Blogs para alumnos, profesores y padres de familia: estudio, práctica docente y acompañamiento en casa.',
  path: '/blogs',
})

export default function BlogsLandingPage() {
  const cards = AUDIENCES.map((audience, index) => ({
    href: `/blogs/${audience}`,
    title: BLOG_PAGES[audience].title.replace('Blog ', ''),
    teaser: '',
    text: BLOG_PAGES[audience].description,
    // The first card's picture is a phone's largest paint (under the banner): loaded at once, not lazily.
    media: (
      <Img picture={AUDIENCE_ART[audience]} alt="" sizes="(max-width: 640px) 100vw, 33vw" priority={index === 0} />
    ),
  }))
  return (
    <>
      <PageBanner
        kicker="Blogs"
        title="Inspírate y sigue aprendiendo"
        text="Lecturas breves y prácticas para toda la comunidad escolar."
      />
      <section className="section" aria-labelledby="menu-title">
        <div className="container">
          <div className="section__head">
            <h2 id="menu-title">¿Para quién es tu lectura de hoy?</h2>
          </div>
          <AudienceCards cards={cards} variant="links" />
        </div>
      </section>
      <Reveal className="section section--tint" aria-labelledby="points-title">
        <div className="container">
          <div className="points-banner">
            <div>
              <h2 id="points-title">¿Eres docente? Gana puntos con ProfeMax</h2>
              <p>Cada punto vale $1.00 MXN y recibes 250 puntos en tu cumpleaños. El registro es gratuito.</p>
            </div>
            <RegisterLink className="btn btn--blue">Unirme al programa</RegisterLink>
          </div>
        </div>
      </Reveal>
      <Reveal className="banner" aria-labelledby="bottom-title">
        <div className="container banner__row">
          <div>
            <h2 id="bottom-title">Más recursos para tu aula</h2>
            <p>Imágenes, plantillas, cursos, libros y bienestar en ProfeMax.</p>
          </div>
          <SiteLink href="/profe-max" className="btn btn--primary">
            Ir a ProfeMax
          </SiteLink>
        </div>
      </Reveal>
    </>
  )
}
