'use client'

import { listsOf, optionLabel } from '../../content/kit'
import { ART } from './art'
import {
  Detail,
  FlipCard,
  ItemCards,
  NotFound,
  RecommendationCard,
  Skeleton,
  ViewHead,
  type DetailProps,
  type RecommendedItem,
} from './common'
import { HOME, within } from './nav'
import { usePart, usePortal, usePortalItem } from './PortalContext'
import { portalSections, type Section } from './sections'
import type { Pic, Recommendation } from './types'

const S = 'desarrollo'
/** Development lists keep the first 3 active items (spec §7, §9). */
export const DEVELOPMENT_LIST_SIZE = 3

const SECTIONS: readonly Section[] = portalSections(S)

/** A published item as the portal reads it (src/site/portal/parts.ts): values by their spec names, and its pictures. */
type Item = Record<string, unknown> & { id: number; image: Pic | null; listImage: Pic | null }

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value))
const titleOf = (section: Section, item: Item): string => text(item[section.entry.type.titleField])

/** An item's detail: its title, the section's facts (a choice field by its portal label), link, description, image and lists. */
const detailOf = (section: Section, item: Item): DetailProps => ({
  title: titleOf(section, item),
  meta: section.meta.map(([label, field]) => {
    const def = section.entry.type.fields[field]
    return [label, (def && optionLabel(def, item[field], 'portal')) ?? text(item[field])]
  }),
  link: { label: section.link.label, href: text(item[section.link.field]) },
  description: text(item.description),
  image: item.image,
  lists: listsOf(section.entry.type, item),
})

type SectionData = { section: Section; data: Item[]; loading: boolean }

function useDevelopment() {
  // SECTIONS is a module constant: the same hooks in the same order on every render.
  const parts: SectionData[] = SECTIONS.map((section) => ({
    section,
    // eslint-disable-next-line react-hooks/rules-of-hooks
    ...(usePart(section.part) as { data: Item[]; loading: boolean }),
  }))
  const reco = usePart('devRecommendation')
  return { parts, reco, loading: parts.some((part) => part.loading) }
}

/** The section whose type a recommendation code names (spec §4: book → libros, course → cursos, tool → herramientas). */
const sectionOfRecommendation = (reco: Recommendation): Section | undefined =>
  reco ? SECTIONS.find((section) => section.recommendation?.type === reco.type) : undefined

const recommended = (reco: Recommendation, d: ReturnType<typeof useDevelopment>): RecommendedItem | null => {
  const section = sectionOfRecommendation(reco)
  const item =
    section && reco ? d.parts.find((part) => part.section === section)?.data.find((x) => x.id === reco.id) : undefined
  return section && item
    ? {
        title: titleOf(section, item),
        text: text(item.description),
        image: item.listImage,
        kind: section.recommendation?.kind ?? section.title,
      }
    : null
}

function Recommended() {
  const { go } = usePortal()
  const d = useDevelopment()
  const reco = d.reco.data
  const section = sectionOfRecommendation(reco)
  return (
    <RecommendationCard
      item={recommended(reco, d)}
      onExplore={() => reco && section && go(within(S, section.detail, reco.id))}
    />
  )
}

export function Desarrollo() {
  const { view, go } = usePortal()
  const d = useDevelopment()

  const listed = SECTIONS.find((section) => section.section === view.vista)
  if (listed) return <SectionList section={listed} d={d} />
  const detailed = SECTIONS.find((section) => section.detail === view.vista)
  if (detailed) return <SectionDetail section={detailed} id={view.id} />
  return (
    <div className="pm-view" data-testid="view-desarrollo">
      <ViewHead
        back={() => go(HOME)}
        backLabel="Volver a los módulos"
        kicker="Desarrollo"
        title="Sigue creciendo como docente"
      />
      <Recommended />
      <div className="grid-3 pm-flips">
        {SECTIONS.map((section) => (
          <FlipCard
            key={section.section}
            testId={`flip-${section.section}`}
            title={section.title}
            text={section.text}
            art={ART[section.art as keyof typeof ART] ?? ART.desarrollo}
            action="Explorar"
            onAction={() => go(within(S, section.section))}
          />
        ))}
      </div>
    </div>
  )
}

/** One item's details: from the page's first page, or read from the paged endpoint (any item of the list has its address). */
function SectionDetail({ section, id }: { section: Section; id: number | null }) {
  const { go } = usePortal()
  const { item, loading } = usePortalItem(section.part, id)
  const back = () => go(within(S, section.section))
  const props = item ? detailOf(section, item as unknown as Item) : undefined
  return (
    <div className="pm-view" data-testid="view-detail">
      <ViewHead
        back={back}
        backLabel={`Volver a ${section.title}`}
        kicker={`Desarrollo · ${section.title}`}
        title={props?.title ?? section.title}
      />
      {loading ? (
        <Skeleton />
      ) : props ? (
        <Detail {...props} />
      ) : (
        <NotFound back={back} label={`Volver a ${section.title}`} />
      )}
    </div>
  )
}

function SectionList({ section, d }: { section: Section; d: ReturnType<typeof useDevelopment> }) {
  const { go } = usePortal()
  const part = d.parts.find((candidate) => candidate.section === section)
  const items = (part?.data ?? [])
    .slice(0, DEVELOPMENT_LIST_SIZE)
    .map((x) => ({ id: x.id, title: titleOf(section, x), text: text(x.description), image: x.listImage }))
  return (
    <div className="pm-view" data-testid={`view-${section.section}`}>
      <ViewHead back={() => go(within(S))} backLabel="Volver a Desarrollo" kicker="Desarrollo" title={section.title} />
      <Recommended />
      {part?.loading ? (
        <Skeleton />
      ) : (
        <ItemCards
          items={items}
          empty={section.empty}
          label={section.title}
          onOpen={(id) => go(within(S, section.detail, id))}
        />
      )}
    </div>
  )
}
