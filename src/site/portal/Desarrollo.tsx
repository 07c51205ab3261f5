'use client'

import { course, developmentBook, tool } from '../../content/development'
import { listsOf, optionLabel } from '../../content/kit'
import { ART } from './art'
import { Detail, FlipCard, ItemCards, NotFound, RecommendationCard, Skeleton, ViewHead, type DetailProps, type RecommendedItem } from './common'
import { HOME, within } from './nav'
import { usePart, usePortal } from './PortalContext'
import type { Course, DevBook, Recommendation, Tool } from './types'

const S = 'desarrollo'
/** Development lists keep the first 3 active items (spec §7, §9). */
export const DEVELOPMENT_LIST_SIZE = 3

const SECTIONS = {
  libros: {
    part: 'devBooks',
    detail: 'libro',
    title: 'Libros',
    empty: 'No hay libros disponibles.',
    text: 'Lecturas para renovar tu práctica docente.',
    art: ART.books,
  },
  cursos: {
    part: 'courses',
    detail: 'curso',
    title: 'Cursos',
    empty: 'No hay cursos disponibles.',
    text: 'Formación en línea y presencial para seguir creciendo.',
    art: ART.courses,
  },
  herramientas: {
    part: 'tools',
    detail: 'herramienta',
    title: 'Herramientas',
    empty: 'No hay herramientas disponibles.',
    text: 'Aplicaciones y recursos digitales para tu clase.',
    art: ART.tools,
  },
} as const
type Section = keyof typeof SECTIONS
const DETAIL_TO_SECTION: Record<string, Section> = { libro: 'libros', curso: 'cursos', herramienta: 'herramientas' }
/** Recommendation type → the view that shows it (spec §4: tool → herramientas, book → libros, course → cursos). */
const RECOMMENDATION_VIEW: Record<string, string> = { book: 'libro', course: 'curso', tool: 'herramienta' }

const bookDetail = (b: DevBook): DetailProps => ({
  title: b.name,
  meta: [['Autor', b.author]],
  link: { label: 'Dónde comprarlo', href: b.purchase_link },
  description: b.description,
  image: b.image,
  lists: listsOf(developmentBook, b),
})
const courseDetail = (c: Course): DetailProps => ({
  title: c.name,
  meta: [
    ['Plataforma', c.plathform],
    ['Modalidad', optionLabel(course.fields.type, c.type, 'portal') ?? c.type],
    ['Materia', c.subject],
    ['Duración', c.duration],
  ],
  link: { label: 'Dónde tomar el curso', href: c.purchase_link },
  description: c.description,
  image: c.image,
  lists: listsOf(course, c),
})
const toolDetail = (t: Tool): DetailProps => ({
  title: t.name,
  meta: [],
  link: { label: 'Dónde lo encuentro', href: t.link },
  description: t.description,
  image: t.image,
  lists: listsOf(tool, t),
})

function useDevelopment() {
  const books = usePart('devBooks')
  const courses = usePart('courses')
  const tools = usePart('tools')
  const reco = usePart('devRecommendation')
  return { books, courses, tools, reco, loading: books.loading || courses.loading || tools.loading }
}

const recommended = (reco: Recommendation, d: ReturnType<typeof useDevelopment>): RecommendedItem | null => {
  if (!reco) return null
  if (reco.type === 'book') {
    const b = d.books.data.find((x) => x.id === reco.id)
    return b ? { title: b.name, text: b.description, image: b.listImage, kind: 'Libro' } : null
  }
  if (reco.type === 'course') {
    const c = d.courses.data.find((x) => x.id === reco.id)
    return c ? { title: c.name, text: c.description, image: c.listImage, kind: 'Curso' } : null
  }
  const t = reco.type === 'tool' ? d.tools.data.find((x) => x.id === reco.id) : undefined
  return t ? { title: t.name, text: t.description, image: t.listImage, kind: 'Herramienta' } : null
}

function Recommended() {
  const { go } = usePortal()
  const d = useDevelopment()
  const reco = d.reco.data
  return <RecommendationCard item={recommended(reco, d)} onExplore={() => reco && RECOMMENDATION_VIEW[reco.type] && go(within(S, RECOMMENDATION_VIEW[reco.type] ?? null, reco.id))} />
}

export function Desarrollo() {
  const { view, go } = usePortal()
  const d = useDevelopment()

  if (view.vista && view.vista in SECTIONS) return <SectionList section={view.vista as Section} d={d} />
  const section = view.vista ? DETAIL_TO_SECTION[view.vista] : undefined
  if (section) {
    const back = () => go(within(S, section))
    const id = view.id
    const props =
      section === 'libros'
        ? d.books.data.filter((x) => x.id === id).map(bookDetail)[0]
        : section === 'cursos'
          ? d.courses.data.filter((x) => x.id === id).map(courseDetail)[0]
          : d.tools.data.filter((x) => x.id === id).map(toolDetail)[0]
    return (
      <div className="pm-view" data-testid="view-detail">
        <ViewHead back={back} backLabel={`Volver a ${SECTIONS[section].title}`} kicker={`Desarrollo · ${SECTIONS[section].title}`} title={props?.title ?? SECTIONS[section].title} />
        {d.loading ? <Skeleton /> : props ? <Detail {...props} /> : <NotFound back={back} label={`Volver a ${SECTIONS[section].title}`} />}
      </div>
    )
  }
  return (
    <div className="pm-view" data-testid="view-desarrollo">
      <ViewHead back={() => go(HOME)} backLabel="Volver a los módulos" kicker="Desarrollo" title="Sigue creciendo como docente" />
      <Recommended />
      <div className="grid-3 pm-flips">
        {(Object.keys(SECTIONS) as Section[]).map((key) => (
          <FlipCard key={key} testId={`flip-${key}`} title={SECTIONS[key].title} text={SECTIONS[key].text} art={SECTIONS[key].art} action="Explorar" onAction={() => go(within(S, key))} />
        ))}
      </div>
    </div>
  )
}

function SectionList({ section, d }: { section: Section; d: ReturnType<typeof useDevelopment> }) {
  const { go } = usePortal()
  const config = SECTIONS[section]
  const part = section === 'libros' ? d.books : section === 'cursos' ? d.courses : d.tools
  const items = part.data.slice(0, DEVELOPMENT_LIST_SIZE).map((x) => ({ id: x.id, title: x.name, text: x.description, image: x.listImage }))
  return (
    <div className="pm-view" data-testid={`view-${section}`}>
      <ViewHead back={() => go(within(S))} backLabel="Volver a Desarrollo" kicker="Desarrollo" title={config.title} />
      <Recommended />
      {part.loading ? <Skeleton /> : <ItemCards items={items} empty={config.empty} label={config.title} onOpen={(id) => go(within(S, config.detail, id))} />}
    </div>
  )
}
