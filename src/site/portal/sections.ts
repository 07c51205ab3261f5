import { REGISTRY, type AnyRegistration, type PortalModule, type PortalSection } from '../../content/registry'
import type { RegisteredParts } from './types'

/** A module's section: a type registered with a portal section (src/content/registry.ts), its part (the registration's key) and its registration. */
export type Section = PortalSection & { entry: AnyRegistration; part: keyof RegisteredParts }

/** A flip card of a module's menu and the sections its list view shows (one, or the blocks of a shared card). */
export type SectionCard = { section: string; title: string; text: string; art: string; sections: Section[] }

/** The sections of one module, in the registry's order (a new registration adds its flip card, list and detail). */
export const portalSections = (module: PortalModule, registry: readonly AnyRegistration[] = REGISTRY): Section[] =>
  registry.flatMap((entry) =>
    entry.portal?.module === module && entry.portal.section
      ? [{ ...entry.portal.section, entry, part: entry.key as keyof RegisteredParts }]
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

/** The section whose items a recommendation code names (spec §4: book → libros, recipe → recetas…). */
export const sectionOfRecommendation = (
  sections: readonly Section[],
  reco: { type: string } | null,
): Section | undefined =>
  reco ? sections.find((section) => section.entry.recommendation?.type === reco.type) : undefined

/** Each recommendation code's part in one module (src/site/portal/data.ts adds the recommended item to its first page). */
export const recommendedParts = (
  module: PortalModule,
  registry: readonly AnyRegistration[] = REGISTRY,
): Record<string, keyof RegisteredParts> =>
  Object.fromEntries(
    registry.flatMap((entry) =>
      entry.recommendation?.module === module && entry.portal
        ? [[entry.recommendation.type, entry.key as keyof RegisteredParts]]
        : [],
    ),
  )
