'use client'

import type { ReactNode } from 'react'

import { listsOf, optionLabel } from '../../content/kit'
import type { PortalModule } from '../../content/registry'
import { ART } from './art'
import {
  Detail,
  FlipCard,
  ItemCards,
  MoreButton,
  NotFound,
  Skeleton,
  ViewHead,
  type CardItem,
  type DetailProps,
  type RecommendedItem,
} from './common'
import { MODULE_TEXT } from './modules'
import { HOME, within, type View } from './nav'
import { usePart, usePartPages, usePortal, usePortalItem } from './PortalContext'
import { sectionOfRecommendation, type Section, type SectionCard } from './sections'
import type { Pic, Recommendation } from './types'

/**
 * The views of a module's registered sections (src/content/registry.ts `portal.section`): the flip
 * cards, a card's list (one section, or a block per section of a shared card) and an item's detail.
 * Desarrollo and Bienestar draw their registered types with these; a new registration needs no edit here.
 */

/** A short list shows the first 3 active items (spec §7, §9: Desarrollo's sections, Bienestar's books and podcasts). */
export const SECTION_LIST_SIZE = 3

/** A published item as the portal reads it (src/site/portal/parts.ts): values by their spec names, and its pictures. */
export type SectionItem = Record<string, unknown> & { id: number; image: Pic | null; listImage: Pic | null }

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value))
const titleOf = (section: Section, item: SectionItem): string => text(item[section.entry.type.titleField])
/** A card's text: the short description when the type has one, else the description. */
const summaryOf = (item: SectionItem): string => text(item.short_description) || text(item.description)

const cardOf = (section: Section, item: SectionItem): CardItem => ({
  id: item.id,
  title: titleOf(section, item),
  text: summaryOf(item),
  image: item.listImage,
})

/** An item's detail: its title, the section's facts (a choice field by its portal label), link, description, image and lists. */
const detailOf = (section: Section, item: SectionItem): DetailProps => ({
  title: titleOf(section, item),
  meta: section.meta.map(([label, field]) => {
    const def = section.entry.type.fields[field]
    return [label, (def && optionLabel(def, item[field], 'portal')) ?? text(item[field])]
  }),
  link: section.link ? { label: section.link.label, href: text(item[section.link.field]) } : null,
  description: text(item.description),
  image: item.image,
  lists: listsOf(section.entry.type, item, section.listHeadings?.(item)),
})

/** The recommendation card's item: how the recommended item of a section shows. */
export const recommendedOf = (section: Section, item: SectionItem): RecommendedItem => ({
  title: titleOf(section, item),
  text: summaryOf(item),
  image: item.listImage,
  kind: section.entry.recommendation?.kind ?? section.entry.recommendation?.label ?? section.title,
})

/** A module's menu: its heading, the month's recommendation and its flip cards. */
export function ModuleMenu({
  module,
  title,
  recommended,
  children,
}: {
  module: PortalModule
  title: string
  recommended: ReactNode
  children: ReactNode
}) {
  const { go } = usePortal()
  return (
    <div className="pm-view" data-testid={`view-${module}`}>
      <ViewHead
        back={() => go(HOME)}
        backLabel="Volver a los módulos"
        kicker={MODULE_TEXT[module].title}
        title={title}
      />
      {recommended}
      <div className="grid-3 pm-flips">{children}</div>
    </div>
  )
}

/** The module's registered flip cards. */
export function SectionFlipCards({ module, cards }: { module: PortalModule; cards: readonly SectionCard[] }) {
  const { go } = usePortal()
  return cards.map((card) => (
    <FlipCard
      key={card.section}
      testId={`flip-${card.section}`}
      title={card.title}
      text={card.text}
      art={ART[card.art as keyof typeof ART] ?? ART[module]}
      action="Explorar"
      onAction={() => go(within(module, card.section))}
    />
  ))
}

/** A card's list view: its section's items, or a block per section of a shared card. */
export function SectionList({
  module,
  card,
  recommended,
}: {
  module: PortalModule
  card: SectionCard
  recommended?: ReactNode
}) {
  const { go } = usePortal()
  const name = MODULE_TEXT[module].title
  const shared = card.sections.length > 1
  return (
    <div className="pm-view" data-testid={`view-${card.section}`}>
      <ViewHead back={() => go(within(module))} backLabel={`Volver a ${name}`} kicker={name} title={card.title} />
      {recommended}
      {card.sections.map((section) =>
        shared ? (
          <section key={section.detail} className="pm-block" aria-labelledby={`pm-block-${section.detail}`}>
            <h3 className="pm-subtitle" id={`pm-block-${section.detail}`}>
              {section.title}
            </h3>
            <SectionItems module={module} section={section} />
          </section>
        ) : (
          <SectionItems key={section.detail} module={module} section={section} />
        ),
      )}
    </div>
  )
}

function SectionItems({ module, section }: { module: PortalModule; section: Section }) {
  const { go } = usePortal()
  const open = (id: number) => go(within(module, section.detail, id))
  if (section.more) return <PagedItems section={section} more={section.more} open={open} />
  return <FirstItems section={section} open={open} />
}

/** The first items of the page's copy (spec: the list is cut to 3, so 'Ver todos' never shows). */
function FirstItems({ section, open }: { section: Section; open: (id: number) => void }) {
  const part = usePart(section.part)
  const items = (part.data as SectionItem[]).slice(0, SECTION_LIST_SIZE).map((item) => cardOf(section, item))
  return part.loading ? (
    <Skeleton />
  ) : (
    <ItemCards items={items} empty={section.empty} label={section.title} onOpen={open} />
  )
}

/** Every item, a page at a time: the page carries the first, the 'Ver más' button reads the next from the paged endpoint. */
function PagedItems({
  section,
  more,
  open,
}: {
  section: Section
  more: NonNullable<Section['more']>
  open: (id: number) => void
}) {
  const pages = usePartPages(section.part)
  const items = (pages.items as SectionItem[]).map((item) => cardOf(section, item))
  return (
    <>
      {pages.loading && items.length === 0 ? (
        <Skeleton />
      ) : (
        <ItemCards items={items} empty={section.empty} label={section.title} onOpen={open} />
      )}
      {pages.done ? null : (
        <MoreButton onMore={pages.more} loading={pages.loading} testId={more.testId}>
          {more.label}
        </MoreButton>
      )}
    </>
  )
}

/** One item's details: from the page's first page, or read from the paged endpoint (any item of the list has its address). */
export function SectionDetail({
  module,
  card,
  section,
  id,
}: {
  module: PortalModule
  card: SectionCard
  section: Section
  id: number | null
}) {
  const { go } = usePortal()
  const { item, loading } = usePortalItem(section.part, id)
  const back = () => go(within(module, card.section))
  const props = item ? detailOf(section, item as SectionItem) : undefined
  const backLabel = `Volver a ${card.title}`
  return (
    <div className="pm-view" data-testid="view-detail">
      <ViewHead
        back={back}
        backLabel={backLabel}
        kicker={`${MODULE_TEXT[module].title} · ${card.title}`}
        title={props?.title ?? section.title}
      />
      {loading ? <Skeleton /> : props ? <Detail {...props} /> : <NotFound back={back} label={backLabel} />}
    </div>
  )
}

/** The list or detail view a module's `vista` names among its registered sections, or null (a view of the module's own). */
export const sectionViewOf = (
  module: PortalModule,
  cards: readonly SectionCard[],
  view: View,
  recommended?: ReactNode,
): ReactNode | null => {
  const listed = cards.find((card) => card.section === view.vista)
  if (listed) return <SectionList module={module} card={listed} recommended={recommended} />
  for (const card of cards) {
    const section = card.sections.find((candidate) => candidate.detail === view.vista)
    if (section)
      return <SectionDetail key={section.detail} module={module} card={card} section={section} id={view.id} />
  }
  return null
}

/** The module's recommendation when it points at an item of one of its sections: the section, and the card's item once read. */
export function useRecommendedSection(
  sections: readonly Section[],
  key: 'developmentRecommendation' | 'wellbeingRecommendation',
): { reco: Recommendation; section: Section | undefined; item: RecommendedItem | null } {
  const reco = usePart(key).data
  const section = sectionOfRecommendation(sections, reco)
  // The page carries the recommended item in its list's first page (src/site/portal/data.ts); an item
  // that is not there is not published, and the card shows nothing.
  const part = usePart(section?.part ?? sections[0]!.part)
  const item = section && reco ? (part.data as SectionItem[]).find((candidate) => candidate.id === reco.id) : undefined
  return { reco, section, item: section && item ? recommendedOf(section, item) : null }
}
