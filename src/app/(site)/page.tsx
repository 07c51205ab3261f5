import { SiteLink } from '@/site/home/SiteLink'

import { AUDIENCES } from '@/lib/audiences'
import { AUDIENCE_ART, PROGRAMME_ART, RECOGNITION_ART } from '@/site/art'
import { getAllies } from '@/site/data'
import { AlliesSlider } from '@/site/home/AlliesSlider'
import { AudienceCards, type AudienceCard } from '@/site/home/AudienceCards'
import { HeroArt } from '@/site/home/HeroArt'
import { Img } from '@/site/Img'
import { RegisterLink } from '@/site/registration/RegisterLink'
import { Reveal } from '@/site/Reveal'
import { pageMetadata } from '@/site/seo'

export const revalidate = 300

export const metadata = pageMetadata({
  title: 'ProfeMax: el programa que premia a quienes enseñan',
  description:
    'Regístrate gratis, acumula puntos en tus compras y encuentra recursos, desarrollo profesional y bienestar para docentes.',
  path: '/',
})

const AUDIENCE_COPY = {
  alumnos: {
    title: 'Alumnos',
    teaser: 'Aprende, crea y diviértete.',
    text: 'Técnicas de estudio, ideas para proyectos y consejos para organizarte mejor.',
  },
  profesores: {
    title: 'Profesores',
    teaser: 'Inspiración para tu aula.',
    text: 'Estrategias didácticas, evaluación y bienestar docente escritos para ti.',
  },
  'padres-familia': {
    title: 'Padres de familia',
    teaser: 'Acompaña su aprendizaje.',
    text: 'Rutinas, tareas y hábitos para apoyar a tus hijos desde casa.',
  },
} as const

const BENEFITS = [
  { value: '$1.00', text: 'Cada punto vale un peso mexicano para canjear en tienda.' },
  { value: '250', text: 'Puntos de regalo en tu cumpleaños.' },
  { value: 'Hasta 3%', text: 'De tus compras regresa en puntos: 1%, 2% en marca propia y 3% en centro de copiado.' },
  { value: 'Gratis', text: 'Registrarte no cuesta nada; solo necesitas tu cédula profesional.' },
]

export default async function HomePage() {
  const allies = await getAllies()
  const cards: AudienceCard[] = AUDIENCES.map((audience) => ({
    href: `/blogs/${audience}`,
    ...AUDIENCE_COPY[audience],
    media: <Img picture={AUDIENCE_ART[audience]} alt="" sizes="(max-width: 640px) 100vw, 33vw" />,
  }))
  const programmes = [
    {
      href: '/profe-max',
      title: 'Contenidos y herramientas para docentes',
      text: 'Recursos educativos, desarrollo profesional y bienestar: todo lo que necesitas para planear, enseñar y cuidarte.',
      cta: 'Ir a ProfeMax',
      image: PROGRAMME_ART.contenidos,
    },
    {
      href: '/proximamente',
      title: 'Mi Profe Max: reconoce a tu profe',
      text: 'Nomina y vota por las maestras y los maestros que dejan huella. Quienes reciban más votos ganan premios.',
      cta: 'Conocer el concurso',
      image: PROGRAMME_ART.concurso,
    },
  ]
  const recognitionImage = RECOGNITION_ART

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <span className="eyebrow" style={{ color: 'var(--yellow)' }}>
              Programa gratuito para docentes
            </span>
            <h1 id="hero-title">
              ProfeMax: <mark>premiamos</mark> a quienes enseñan
            </h1>
            <p>
              Acumula puntos en tus compras de papelería, compártelos con tus alumnos y encuentra recursos, cursos y
              bienestar pensados para ti.
            </p>
            <div className="hero__actions">
              <SiteLink href="/profe-max" className="btn btn--primary">
                Conoce ProfeMax
              </SiteLink>
              <RegisterLink className="btn btn--ghost">Regístrate gratis</RegisterLink>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <Reveal className="section" aria-labelledby="intro-title">
        <div className="container grid-2" style={{ alignItems: 'center' }}>
          <div>
            <span className="eyebrow">¿Qué es ProfeMax?</span>
            <h2 id="intro-title">Un aliado para tu día a día en el aula</h2>
          </div>
          <div>
            <p className="lead">
              ProfeMax reúne en un solo lugar un banco de imágenes y plantillas, un calendario de actividades, libros,
              cursos y herramientas para tu desarrollo profesional, y contenidos de bienestar: música, recetas, libros y
              podcasts.
            </p>
            <SiteLink href="/profe-max" className="btn btn--blue">
              Explorar contenidos
            </SiteLink>
          </div>
        </div>
      </Reveal>

      <Reveal className="section section--tint" aria-labelledby="audience-title">
        <div className="container">
          <div className="section__head">
            <span className="eyebrow">Blogs para todos</span>
            <h2 id="audience-title">Contenido para cada persona de la comunidad escolar</h2>
            <p className="lead">Alumnos, profesores y familias encuentran aquí lecturas pensadas para ellos.</p>
          </div>
          <AudienceCards cards={cards} />
        </div>
      </Reveal>

      <Reveal className="benefits" aria-labelledby="benefits-title">
        <div className="container">
          <span className="eyebrow" style={{ color: 'var(--blue-800)' }}>
            Beneficios
          </span>
          <h2 id="benefits-title">Tus compras se convierten en puntos</h2>
          <div className="benefits__grid">
            {BENEFITS.map((b) => (
              <div className="benefit" key={b.value}>
                <strong>{b.value}</strong>
                <p>{b.text}</p>
              </div>
            ))}
          </div>
        </div>
      </Reveal>

      <Reveal className="section" aria-labelledby="programmes-title">
        <div className="container">
          <div className="section__head">
            <span className="eyebrow">Programas</span>
            <h2 id="programmes-title">Dos formas de ser parte de ProfeMax</h2>
          </div>
          <div className="grid-2">
            {programmes.map((programme) => (
              <article className="programme" key={programme.href}>
                {programme.image ? (
                  <div className="programme__media">
                    <Img picture={programme.image} alt="" sizes="(max-width: 640px) 100vw, 50vw" />
                  </div>
                ) : null}
                <div className="programme__body">
                  <h3>{programme.title}</h3>
                  <p>{programme.text}</p>
                  <SiteLink href={programme.href} className="btn btn--blue btn--small">
                    {programme.cta}
                  </SiteLink>
                </div>
              </article>
            ))}
          </div>
        </div>
      </Reveal>

      <Reveal className="section section--tint" aria-labelledby="allies-title">
        <div className="container">
          <div className="section__head">
            <span className="eyebrow">Aliados</span>
            <h2 id="allies-title">Marcas que creen en la educación</h2>
          </div>
          <AlliesSlider
            logos={allies.map((logo) => ({
              id: logo.id,
              image: (
                <Img
                  picture={{ url: logo.src, width: logo.width, height: logo.height, alt: logo.alt }}
                  sizes="(max-width: 640px) 40vw, 240px"
                />
              ),
            }))}
          />
        </div>
      </Reveal>

      <Reveal className="section" aria-labelledby="recognition-title">
        <div className="container recognition">
          {recognitionImage ? (
            <div className="recognition__art">
              <Img picture={recognitionImage} alt="" sizes="(max-width: 900px) 100vw, 45vw" />
            </div>
          ) : null}
          <div>
            <span className="eyebrow">Reconocimiento docente</span>
            <h2 id="recognition-title">Tu labor merece ser reconocida</h2>
            <p className="lead">
              Cada día transformas vidas. Con ProfeMax, tus compras suman puntos, tu código suma a tu comunidad y tu
              esfuerzo recibe el reconocimiento que merece.
            </p>
            <RegisterLink>Quiero registrarme</RegisterLink>
          </div>
        </div>
      </Reveal>
    </>
  )
}
