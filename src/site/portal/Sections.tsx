'use client'

import type { ReactNode } from 'react'

import type { PortalModule } from '../../content/registry'
import { ART } from './art'
import {
  Detail,
  FlipCard,
  RecommendationCard,
  ItemCards,
  MoreButton,
  NotFound,
  Skeleton,
  ViewHead,
  type CardItem,
  type DetailProps,
  type RecommendedItem,
} from './common'
import { MODULE_MENU, MODULE_TEXT } from './modules'
import { HOME, within, type View } from './nav'
import { usePart, usePartPages, usePortal, usePortalItem } from './PortalContext'
import { lazySlots } from './lazy-views'
import {
  sectionOfRecommendation,
  type ShapeCard as SectionCard,
  ShapeSection as Section,
  ShapeView as CustomView,
} from './shape'
import type { Category, Pic, Recommendation } from './types'

/**
 * The views of a module's registered sections (src/content/registry.ts `portal.section`): the flip
 * cards, a card's list (one section, or a block per section of a shared card) and an item's detail.
 * Desarrollo and Bienestar draw their registered types with these; a new registration needs no edit here.
 * They read the registrations as plain data (src/site/portal/shape.ts, `usePortal().shape`), never the registry.
 */

/** A short list shows the first 3 active items (spec §7, §9: Desarrollo's sections, Bienestar's books and podcasts). */
export const SECTION_LIST_SIZE = 3

/** A published item as the portal reads it (src/site/portal/parts.ts): values by their spec names, and its pictures. */
export type SectionItem = Record<string, unknown> & { id: number; image: Pic | null; listImage: Pic | null }

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value))
const titleOf = (section: Section, item: SectionItem): string => text(item[section.titleField])
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
  meta: section.meta.map(([label, field]) => [label, section.choices[field]?.[text(item[field])] ?? text(item[field])]),
  link: section.link ? { label: section.link.label, href: text(item[section.link.field]) } : null,
  description: text(item.description),
  image: item.image,
  // An item's own headings (the recipe's ingredients name its portions) come with it (src/site/portal/parts.ts).
  lists: section.lists.map(({ name, heading, ordered }) => ({
    heading: (item.headings as Record<string, string> | undefined)?.[name] ?? heading,
    items: (item[name] as string[] | undefined) ?? [],
    ordered,
  })),
})

/** The recommendation card's item: how the recommended item of a section shows. */
export const recommendedOf = (section: Section, item: SectionItem): RecommendedItem => ({
  title: titleOf(section, item),
  text: summaryOf(item),
  image: item.listImage,
  kind: section.recommendation?.kind ?? section.title,
})

/**
 * A module's menu: its back link, heading and pitch, the month's recommendation, the views drawn on the
 * menu itself (the calendar) and every flip card, all read from the registrations (src/site/portal/sections.ts
 * `moduleMenu`): a new registration adds its card with no edit here.
 */
export function ModuleMenu({ module, testId }: { module: PortalModule; testId: string }) {
  const { shape } = usePortal()
  const cards = shape.modules[module].menu
  const { menu } = lazySlots(shape, module)
  const { title, intro, recommendation } = MODULE_MENU[module]
  return (
    <div className="pm-view" data-testid={testId}>
      <ViewHead back={HOME} backLabel="Volver a los módulos" kicker={MODULE_TEXT[module].title} title={title} />
      {intro ? <p className="lead pm-intro">{intro}</p> : null}
      {recommendation ? <Recommended module={module} part={recommendation.part} /> : null}
      {menu}
      <div className={`${cards.length % 2 === 0 && cards.length < 6 ? 'grid-2' : 'grid-3'} pm-flips`}>
        {cards.map((card) => (
          <FlipCard
            key={card.vista}
            testId={`flip-${card.vista}`}
            title={card.title}
            text={card.text}
            art={ART[card.art as keyof typeof ART] ?? ART[ART_OF[module]]}
            action="Explorar"
            to={within(module, card.vista)}
          />
        ))}
      </div>
    </div>
  )
}

/** A module's own illustration (a card without one of its own). */
const ART_OF: Record<PortalModule, keyof typeof ART> = {
  recursos_educativos: 'recursos',
  desarrollo: 'desarrollo',
  bienestar: 'bienestar',
}

/**
 * A module: the view its `vista` names (a registered section's list or detail, or a registered view's
 * component), or its menu.
 */
export function ModuleView({ module, testId }: { module: PortalModule; testId: string }) {
  const { view, shape } = usePortal()
  const reco = MODULE_MENU[module].recommendation
  const onLists = reco?.onLists ? <Recommended module={module} part={reco.part} /> : null
  return (
    sectionViewOf(module, shape.modules[module].cards, view, onLists) ??
    (view.vista ? lazySlots(shape, module).views[view.vista] : null) ?? <ModuleMenu module={module} testId={testId} />
  )
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
  const name = MODULE_TEXT[module].title
  const shared = card.sections.length > 1
  return (
    <div className="pm-view" data-testid={`view-${card.section}`}>
      <ViewHead back={within(module)} backLabel={`Volver a ${name}`} kicker={name} title={card.title} />
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
  const open = (id: number) => within(module, section.detail, id)
  if (section.more) return <PagedItems section={section} more={section.more} open={open} />
  return <FirstItems section={section} open={open} />
}

/** The first items of the page's copy (spec: the list is cut to 3, so 'Ver todos' never shows). */
function FirstItems({ section, open }: { section: Section; open: (id: number) => View }) {
  const part = usePart(section.part)
  const items = (part.data as SectionItem[]).slice(0, SECTION_LIST_SIZE).map((item) => cardOf(section, item))
  return part.loading ? (
    <Skeleton />
  ) : (
    <ItemCards items={items} empty={section.empty} label={section.title} open={open} />
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
  open: (id: number) => View
}) {
  const pages = usePartPages(section.part)
  const items = (pages.items as SectionItem[]).map((item) => cardOf(section, item))
  return (
    <>
      {pages.loading && items.length === 0 ? (
        <Skeleton />
      ) : (
        <ItemCards items={items} empty={section.empty} label={section.title} open={open} />
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
  const { item, loading } = usePortalItem(section.part, id)
  const back = within(module, card.section)
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
): { reco: Recommendation; section: Section | undefined; item: RecommendedItem | null; loading: boolean } {
  const recoPart = usePart(key)
  const reco = recoPart.data
  const section = sectionOfRecommendation(sections, reco)
  // The page carries the recommended item in its list's first page (src/site/portal/data.ts); an item
  // that is not there is not published, and the card shows nothing.
  const part = usePart(section?.part ?? sections[0]!.part)
  const item = section && reco ? (part.data as SectionItem[]).find((candidate) => candidate.id === reco.id) : undefined
  return {
    reco,
    section,
    item: section && item ? recommendedOf(section, item) : null,
    loading: recoPart.loading || (section !== undefined && part.loading),
  }
}

/** The registered view whose items a recommendation points at inside their category (the music categories' tracks). */
const categoryViewOfRecommendation = (views: readonly CustomView[], reco: Recommendation): CustomView | undefined =>
  reco ? views.find((view) => view.itemsRecommendation?.type === reco.type) : undefined

type Named = { id: number; title?: string }

/**
 * 'Recomendación del mes' (spec §4): the item of the module's recommendation and where 'Explorar' leads,
 * an item of a section to its detail, an item of a category view (a track) to its category with the item starred.
 */
export function Recommended({
  module,
  part,
}: {
  module: PortalModule
  part: 'developmentRecommendation' | 'wellbeingRecommendation'
}) {
  const { shape } = usePortal()
  const { cards, views } = shape.modules[module]
  const { reco, section, item, loading } = useRecommendedSection(
    cards.flatMap((card) => card.sections),
    part,
  )
  const inCategory = section ? undefined : categoryViewOfRecommendation(views, reco)
  const categories = usePart(inCategory?.part ?? part)
  const category =
    inCategory && reco
      ? (categories.data as Category<Named>[]).find((candidate) => candidate.items.some((t) => t.id === reco.id))
      : undefined
  // A recommended item without an active category shows no card (nothing to open).
  const member = category?.items.find((candidate) => candidate.id === reco?.id)
  const shown: RecommendedItem | null = section
    ? item
    : inCategory && category && member
      ? {
          title: member.title ?? '',
          text: (inCategory.recommendedText ?? '{category}').replace('{category}', category.name),
          image: category.image,
          kind: inCategory.itemsRecommendation?.kind ?? '',
        }
      : null
  const to =
    reco && section
      ? within(module, section.detail, reco.id)
      : reco && inCategory && category
        ? within(module, inCategory.vista, null, { categoria: category.id, destacado: reco.id })
        : null
  // A module opened in place reads its recommendation first (src/site/portal/PortalContext.tsx `usePart`).
  if (loading || (inCategory && categories.loading && !category))
    return <Skeleton rows={1} label="Cargando la recomendación del mes…" className="pm-skeleton--reco" />
  return <RecommendationCard item={shown} to={to} before={inCategory ? categories.refresh : undefined} />
}
