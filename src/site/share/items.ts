import type { CollectionSlug } from 'payload'

import type { AnyRegistration } from '../../content/registry'
import { within, type Seccion, type View } from '../portal/nav'
import { portalSections } from '../portal/sections'

/**
 * Item-level share addresses (issue 31): `/profe-max/compartir/{tipo}/{id}` is a static page with the
 * item's own Open Graph card that sends a person on to the item in the portal. The portal's own
 * addresses (`?seccion=…&vista=…&id=…`) are resolved in the browser, so a link preview of them can
 * only ever show the module.
 */
type ShareKindOf = { collection: CollectionSlug; seccion: Seccion; vista: string; label: string }

/**
 * Every registered section's items (src/content/registry.ts `portal.section`), named by their detail's
 * `vista` (a name an earlier module took gets the module's: 'libro', 'libro-bienestar'), labelled as the
 * recommendation card names their kind.
 */
export const sectionShareKinds = (registry?: readonly AnyRegistration[]): Record<string, ShareKindOf> => {
  const kinds: Record<string, ShareKindOf> = {}
  for (const seccion of ['desarrollo', 'bienestar'] as const)
    for (const section of portalSections(seccion, registry)) {
      const { recommendation, type } = section.entry
      kinds[kinds[section.detail] ? `${section.detail}-${seccion}` : section.detail] = {
        collection: type.slug,
        seccion,
        vista: section.detail,
        label: recommendation?.kind ?? recommendation?.label ?? section.title,
      }
    }
  return kinds
}

/** The registered sections' kinds, and the activities' and tracks' (views of their modules' own). */
export const SHARE_KINDS: Record<string, ShareKindOf> = {
  actividad: { collection: 'activities', seccion: 'recursos_educativos', vista: 'evento', label: 'Actividad' },
  ...sectionShareKinds(),
  cancion: { collection: 'music-items', seccion: 'bienestar', vista: 'musica', label: 'Música' },
}

/** A kind SHARE_KINDS names (`isShareKind` tells). */
export type ShareKind = string

/** What a kind shares: its collection, its portal view and its label (a kind SHARE_KINDS names). */
export const shareKindOf = (kind: ShareKind): ShareKindOf => SHARE_KINDS[kind]!

export const isShareKind = (value: string): value is ShareKind => Object.hasOwn(SHARE_KINDS, value)

export const SHARE_BASE = '/profe-max/compartir'

export const sharePath = (kind: ShareKind, id: number): string => `${SHARE_BASE}/${kind}/${id}`

/** The share address of a portal view that shows one item (a detail), or null. */
export const sharePathOfView = (view: View): string | null => {
  if (!view.seccion || view.id === null) return null
  const kind = Object.entries(SHARE_KINDS).find(
    ([key, of]) => of.seccion === view.seccion && of.vista === view.vista && key !== 'cancion',
  )?.[0]
  return kind ? sharePath(kind, view.id) : null
}

/** The portal view that shows the shared item (a track: its category, the track starred). */
export const portalViewOf = (kind: ShareKind, id: number, category: number | null = null): View => {
  const { seccion, vista } = shareKindOf(kind)
  return kind === 'cancion'
    ? within(seccion, vista, null, { categoria: category, destacado: id })
    : within(seccion, vista, id)
}
