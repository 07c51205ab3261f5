import { REGISTRY, type AnyRegistration } from '../../content/registry'
import { SECCIONES, within, type View } from '../portal/nav'
import { portalSections, portalViews } from '../portal/sections'
import { sharePath, type ShareKind, type ShareKindOf, type ShareKinds } from './kinds'

export { sharePath, type ShareKind }

/**
 * Item-level share addresses (issue 31): `/profe-max/compartir/{tipo}/{id}` is a page with the item's
 * own Open Graph card that sends a person on to the item in the portal (the addresses: ./kinds.ts).
 */

/**
 * Every kind of shared item, read from the registrations (src/content/registry.ts) module by module:
 * a section's items, named by their detail's `vista` (a name an earlier module took gets the module's:
 * 'libro', 'libro-bienestar') and labelled as the recommendation card names their kind; a view's items
 * by its `share` (the calendar's 'actividad', the music categories' 'cancion').
 */
export const shareKinds = (registry: readonly AnyRegistration[] = REGISTRY): ShareKinds => {
  const kinds: ShareKinds = {}
  for (const seccion of SECCIONES) {
    const views = portalViews(seccion, registry)
    const sections = portalSections(seccion, registry)
    for (const entry of registry) {
      const view = views.find((candidate) => candidate.entry === entry)
      if (view?.share) {
        const items = view.items ? registry.find((other) => other.key === view.items) : entry
        if (items)
          kinds[view.share.kind] = {
            collection: items.type.slug,
            seccion,
            vista: view.vista,
            label: view.share.label,
            ...(view.component === 'categories' ? { inCategory: true as const } : {}),
          }
      }
      const section = sections.find((candidate) => candidate.entry === entry)
      if (section) {
        const { recommendation, type } = section.entry
        kinds[kinds[section.detail] ? `${section.detail}-${seccion}` : section.detail] = {
          collection: type.slug,
          seccion,
          vista: section.detail,
          label: recommendation?.kind ?? recommendation?.label ?? section.title,
        }
      }
    }
  }
  return kinds
}

/** Every registered kind. */
export const SHARE_KINDS: ShareKinds = shareKinds()

/** What a kind shares: its collection, its portal view and its label (a kind SHARE_KINDS names). */
export const shareKindOf = (kind: ShareKind): ShareKindOf => SHARE_KINDS[kind]!

export const isShareKind = (value: string): value is ShareKind => Object.hasOwn(SHARE_KINDS, value)

/** The portal view that shows the shared item (an item in a category: its category, the item starred). */
export const portalViewOf = (kind: ShareKind, id: number, category: number | null = null): View => {
  const { seccion, vista, inCategory } = shareKindOf(kind)
  return inCategory ? within(seccion, vista, null, { categoria: category, destacado: id }) : within(seccion, vista, id)
}
