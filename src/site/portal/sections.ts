import {
  REGISTRY,
  type AnyRegistration,
  type PortalModule,
  type PortalSection,
  type PortalView,
} from '../../content/registry'
import { MODULE_MENU } from './modules'
import type { PartKey, RegisteredParts } from './types'

/** A module's section: a type registered with a portal section (src/content/registry.ts), its part (the registration's key) and its registration. */
export type Section = PortalSection & { entry: AnyRegistration; part: keyof RegisteredParts }

/** A flip card of a module's menu and the sections its list view shows (one, or the blocks of a shared card). */
export type SectionCard = { section: string; title: string; text: string; art: string; sections: Section[] }

/**
 * A module's view drawn by the component its registration names (`portal.view`: the category browser, the
 * calendar), with its part (the registration's key) and its registration.
 */
export type CustomView = PortalView & { entry: AnyRegistration; part: PartKey }

/**
 * A module's menu, in the registry's order: its flip cards (a section card, or a custom view's: `view`)
 * and the custom views drawn on the menu itself (`inline`: the calendar).
 */
export type MenuCard = { vista: string; title: string; text: string; art: string; view?: CustomView }
export type ModuleMenuOf = { cards: MenuCard[]; inline: CustomView[] }

/** The sections of one module, in the registry's order (a new registration adds its flip card, list and detail). */
export const portalSections = (module: PortalModule, registry: readonly AnyRegistration[] = REGISTRY): Section[] =>
  registry.flatMap((entry) =>
    entry.portal?.module === module && entry.portal.section
      ? [{ ...entry.portal.section, entry, part: entry.key as keyof RegisteredParts }]
      : [],
  )

/** The views of one module drawn by a named component, in the registry's order. */
export const portalViews = (module: PortalModule, registry: readonly AnyRegistration[] = REGISTRY): CustomView[] =>
  registry.flatMap((entry) =>
    entry.portal?.module === module && entry.portal.view
      ? [{ ...entry.portal.view, entry, part: entry.key as PartKey }]
      : [],
  )

/** The module's flip cards, in the order of their first section: sections with the same `section` share one. */
export const sectionCards = (sections: readonly Section[]): SectionCard[] => {
  const cards: SectionCard[] = []
  for (const section of sections) {
    const card = cards.find((candidate) => candidate.section === section.section)
    if (card) card.sections.push(section)
    else
      cards.push({
        section: section.section,
        title: section.card?.title ?? section.title,
        text: section.card?.text ?? '',
        art: section.card?.art ?? '',
        sections: [section],
      })
  }
  return cards
}

/** The module's menu: every flip card (custom views' and sections', in the registry's order) and the views drawn on it. */
export const moduleMenu = (module: PortalModule, registry: readonly AnyRegistration[] = REGISTRY): ModuleMenuOf => {
  const sections = sectionCards(portalSections(module, registry))
  const views = portalViews(module, registry)
  const cards: MenuCard[] = []
  for (const entry of registry) {
    const view = views.find((candidate) => candidate.entry === entry)
    if (view?.card) cards.push({ vista: view.vista, title: view.title, ...view.card, view })
    const card = sections.find((candidate) => candidate.sections[0]?.entry === entry)
    if (card) cards.push({ vista: card.section, title: card.title, text: card.text, art: card.art })
  }
  return { cards, inline: views.filter((view) => !view.card) }
}

/**
 * Every `vista` of a module and what its address carries after it: a list (`none`), an item (`id`), a
 * category with an optional starred item (`categoria`). The module's pages are built from it
 * (src/app/(site)/profe-max/seccion/*), so a registration adds its static paths.
 */
export type VistaKind = 'none' | 'id' | 'categoria'
export const moduleVistas = (
  module: PortalModule,
  registry: readonly AnyRegistration[] = REGISTRY,
): Record<string, VistaKind> => {
  const vistas: Record<string, VistaKind> = {}
  for (const card of sectionCards(portalSections(module, registry))) {
    vistas[card.section] = 'none'
    for (const section of card.sections) vistas[section.detail] = 'id'
  }
  for (const view of portalViews(module, registry))
    vistas[view.vista] = view.component === 'categories' ? 'categoria' : 'id'
  return vistas
}

/** Each recommendation code's part in one module (src/site/portal/data.ts adds the recommended item to its first page). */
export const recommendedParts = (
  module: PortalModule,
  registry: readonly AnyRegistration[] = REGISTRY,
): Record<string, keyof RegisteredParts> =>
  Object.fromEntries(
    registry.flatMap((entry) =>
      entry.recommendation?.module === module && entry.portal?.section
        ? [[entry.recommendation.type, entry.key as keyof RegisteredParts]]
        : [],
    ),
  )

/**
 * Each recommendation code whose items show inside their category (the music tracks) in one module, and the
 * category part (src/site/portal/data.ts adds the recommended item to its category's first page).
 */
export const recommendedCategoryParts = (
  module: PortalModule,
  registry: readonly AnyRegistration[] = REGISTRY,
): Record<string, PartKey> =>
  Object.fromEntries(
    portalViews(module, registry).flatMap((view) => {
      const items = registry.find((entry) => entry.key === view.items)
      return items?.recommendation?.module === module ? [[items.recommendation.type, view.part]] : []
    }),
  )

/** The parts of the registered category views (images, templates, music). */
export const categoryParts = (registry: readonly AnyRegistration[] = REGISTRY): PartKey[] =>
  registry.flatMap((entry) => (entry.portal?.view?.component === 'categories' ? [entry.key as PartKey] : []))

/** A module's recommendation part, if it has one (its menu's, src/site/portal/modules.ts `MODULE_MENU`). */
export const recommendationParts = (module: PortalModule) => {
  const part = MODULE_MENU[module].recommendation?.part
  return part ? [part] : []
}

/**
 * The parts a module's views show: its sections', its named views' and its recommendation. A page of the
 * portal carries only its module's parts (the modules home: none); the browser reads another module's
 * when one is opened in place (src/site/portal/PortalContext.tsx `usePart`).
 */
export const moduleParts = (module: PortalModule, registry: readonly AnyRegistration[] = REGISTRY): PartKey[] => [
  ...portalSections(module, registry).map((section) => section.part),
  ...portalViews(module, registry).map((view) => view.part),
  ...recommendationParts(module),
]
