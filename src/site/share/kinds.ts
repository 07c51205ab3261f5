import type { CollectionSlug } from 'payload'

import type { Seccion, View } from '../portal/nav'

/**
 * What a kind of shared item is (src/site/share/items.ts derives every kind from the registrations on the
 * server) and the share addresses built from the kinds: browser-safe, the portal gets the kinds as data
 * (src/site/portal/shape.ts), not the registry.
 */
export type ShareKindOf = {
  collection: CollectionSlug
  seccion: Seccion
  vista: string
  label: string
  /** The item shows inside its category (a track): its view is the category's, the item starred. */
  inCategory?: true
}

export type ShareKinds = Record<string, ShareKindOf>

/** A kind the kinds name (`isShareKind`, src/site/share/items.ts, tells). */
export type ShareKind = string

export const SHARE_BASE = '/profe-max/compartir'

export const sharePath = (kind: ShareKind, id: number): string => `${SHARE_BASE}/${kind}/${id}`

/** The kind of the items a module's view shows (a category view's tracks), or null. */
export const shareKindOfView = (kinds: ShareKinds, seccion: Seccion, vista: string): ShareKind | null =>
  Object.entries(kinds).find(([, of]) => of.seccion === seccion && of.vista === vista)?.[0] ?? null

/** The share address of a portal view that shows one item (a detail), or null. */
export const sharePathOfView = (kinds: ShareKinds, view: View): string | null => {
  if (!view.seccion || view.id === null || !view.vista) return null
  const kind = shareKindOfView(kinds, view.seccion, view.vista)
  return kind && !kinds[kind]!.inCategory ? sharePath(kind, view.id) : null
}
