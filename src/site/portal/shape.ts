import { createElement, type ComponentType, type ReactNode } from 'react'

import type { PortalSection, PortalView } from '../../content/registry'
import type { ShareKinds } from '../share/kinds'
import type { Seccion } from './nav'
import type { PartKey, RegisteredParts } from './types'

/**
 * What the browser's portal needs of the registrations (src/content/registry.ts), as plain data: the server
 * derives it (src/site/portal/shape-of.ts `portalShape`, from src/site/portal/sections.ts and
 * src/site/share/items.ts) and hands it to the portal, so no client module imports the registry and its
 * descriptors (issue 31: their admin words were in every portal page's first scripts).
 */

/** How a recommendation code's item is named on the recommendation card. */
export type ShapeRecommendation = { type: string; kind: string }

/** A section (src/site/portal/sections.ts `Section`) without its registration: what its list and detail draw. */
export type ShapeSection = Omit<PortalSection, 'listHeadings'> & {
  part: keyof RegisteredParts
  titleField: string
  /** The portal labels of the choice fields the detail shows: field → value → label. */
  choices: Record<string, Record<string, string>>
  /** The detail's lists, in descriptor order (an item's `headings` override some: src/site/portal/parts.ts). */
  lists: { name: string; heading: string; ordered?: boolean }[]
  recommendation: ShapeRecommendation | null
}

/** A flip card of sections (src/site/portal/sections.ts `SectionCard`). */
export type ShapeCard = { section: string; title: string; text: string; art: string; sections: ShapeSection[] }

/** A view drawn by a named component (src/site/portal/sections.ts `CustomView`), with its items' recommendation. */
export type ShapeView = PortalView & { part: PartKey; itemsRecommendation: ShapeRecommendation | null }

/** One module: its parts, its menu's flip cards, its section cards and its named views, in the registry's order. */
export type ModuleShape = {
  /** The parts its views show (src/site/portal/sections.ts `moduleParts`): read ahead on intent to open it. */
  parts: PartKey[]
  menu: { vista: string; title: string; text: string; art: string }[]
  cards: ShapeCard[]
  views: ShapeView[]
}

export type PortalShape = {
  modules: Record<Seccion, ModuleShape>
  /** The parts of the category views (their failed reads toast, spec §8). */
  categoryParts: PartKey[]
  shareKinds: ShareKinds
}

/** The section whose items a recommendation code names (spec §4: book → libros, recipe → recetas…). */
export const sectionOfRecommendation = (
  sections: readonly ShapeSection[],
  reco: { type: string } | null,
): ShapeSection | undefined =>
  reco ? sections.find((section) => section.recommendation?.type === reco.type) : undefined

/** A registered view of a module by its `vista` (a view a registration names: always there). */
export const customViewOf = (shape: PortalShape, module: Seccion, vista: string): ShapeView =>
  shape.modules[module].views.find((view) => view.vista === vista)!

/** The components a registration may name (`portal.view.component`): its view, and a block on the menu. */
type ViewComponent = ComponentType<{ module: Seccion; vista: string }>
export type NamedViews = Record<PortalView['component'], { View: ViewComponent; Menu?: ViewComponent }>

/** A module's registered views as elements: each view by its `vista`, and the blocks drawn on the menu. */
export type ViewSlots = { views: Record<string, ReactNode>; menu: ReactNode[] }

export const viewSlotsOf = (
  module: Seccion,
  views: readonly Pick<PortalView, 'vista' | 'component' | 'card'>[],
  named: NamedViews,
): ViewSlots => ({
  views: Object.fromEntries(
    views.map((view) => [
      view.vista,
      createElement(named[view.component].View, { key: view.vista, module, vista: view.vista }),
    ]),
  ),
  menu: views.flatMap((view) => {
    const Menu = view.card ? undefined : named[view.component].Menu
    return Menu ? [createElement(Menu, { key: view.vista, module, vista: view.vista })] : []
  }),
})
