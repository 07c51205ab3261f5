import { optionLabel, fieldsOf, headingOf } from '../../content/kit'
import { REGISTRY, type AnyRegistration, type RecommendationOf } from '../../content/registry'
import { shareKinds } from '../share/items'
import { SECCIONES } from './nav'
import {
  categoryParts,
  moduleMenu,
  moduleParts,
  portalSections,
  portalViews,
  sectionCards,
  type Section,
} from './sections'
import type { ModuleShape, PortalShape, ShapeRecommendation, ShapeSection } from './shape'

/**
 * The portal's registrations as the browser needs them (src/site/portal/shape.ts), derived on the server
 * from src/site/portal/sections.ts and src/site/share/items.ts and handed to the portal as a prop.
 */

const recommendationOf = (of: RecommendationOf | undefined): ShapeRecommendation | null =>
  of ? { type: of.type, kind: of.kind ?? of.label } : null

const sectionShape = ({ entry, listHeadings: _headings, ...section }: Section): ShapeSection => {
  const { type } = entry
  const choices: ShapeSection['choices'] = {}
  for (const [, field] of section.meta) {
    const def = type.fields[field]
    if (def?.kind === 'choice')
      choices[field] = Object.fromEntries(
        def.options.map((option) => [option.value, optionLabel(def, option.value, 'portal') ?? option.label]),
      )
  }
  return {
    ...section,
    titleField: type.titleField,
    choices,
    lists: fieldsOf(type, 'list').map(([name, def]) => ({
      name,
      heading: headingOf(def),
      ...(def.ordered ? { ordered: def.ordered } : {}),
    })),
    recommendation: recommendationOf(entry.recommendation),
  }
}

export const moduleShape = (
  module: (typeof SECCIONES)[number],
  registry: readonly AnyRegistration[] = REGISTRY,
): ModuleShape => ({
  parts: moduleParts(module, registry),
  menu: moduleMenu(module, registry).cards.map(({ vista, title, text, art }) => ({ vista, title, text, art })),
  cards: sectionCards(portalSections(module, registry)).map((card) => ({
    ...card,
    sections: card.sections.map(sectionShape),
  })),
  views: portalViews(module, registry).map(({ entry: _entry, ...view }) => ({
    ...view,
    itemsRecommendation: recommendationOf(registry.find((other) => other.key === view.items)?.recommendation),
  })),
})

export const portalShape = (registry: readonly AnyRegistration[] = REGISTRY): PortalShape => ({
  modules: Object.fromEntries(
    SECCIONES.map((module) => [module, moduleShape(module, registry)]),
  ) as PortalShape['modules'],
  categoryParts: categoryParts(registry),
  shareKinds: shareKinds(registry),
})
