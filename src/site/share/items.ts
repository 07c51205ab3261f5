import type { CollectionSlug } from 'payload'

import { within, type Seccion, type View } from '../portal/nav'

/**
 * Item-level share addresses (issue 31): `/profe-max/compartir/{tipo}/{id}` is a static page with the
 * item's own Open Graph card that sends a person on to the item in the portal. The portal's own
 * addresses (`?seccion=…&vista=…&id=…`) are resolved in the browser, so a link preview of them can
 * only ever show the module.
 */
export const SHARE_KINDS = {
  actividad: { collection: 'activities', seccion: 'recursos_educativos', vista: 'evento', label: 'Actividad' },
  libro: { collection: 'development-books', seccion: 'desarrollo', vista: 'libro', label: 'Libro' },
  curso: { collection: 'courses', seccion: 'desarrollo', vista: 'curso', label: 'Curso en línea' },
  herramienta: { collection: 'tools', seccion: 'desarrollo', vista: 'herramienta', label: 'Herramienta' },
  receta: { collection: 'recipes', seccion: 'bienestar', vista: 'receta', label: 'Receta' },
  'libro-bienestar': { collection: 'wellbeing-books', seccion: 'bienestar', vista: 'libro', label: 'Libro' },
  podcast: { collection: 'podcasts', seccion: 'bienestar', vista: 'podcast', label: 'Podcast' },
  cancion: { collection: 'music-items', seccion: 'bienestar', vista: 'musica', label: 'Música' },
} as const satisfies Record<string, { collection: CollectionSlug; seccion: Seccion; vista: string; label: string }>

export type ShareKind = keyof typeof SHARE_KINDS

export const isShareKind = (value: string): value is ShareKind => Object.hasOwn(SHARE_KINDS, value)

export const SHARE_BASE = '/profe-max/compartir'

export const sharePath = (kind: ShareKind, id: number): string => `${SHARE_BASE}/${kind}/${id}`

/** The share address of a portal view that shows one item (a detail), or null. */
export const sharePathOfView = (view: View): string | null => {
  if (!view.seccion || view.id === null) return null
  const kind = (Object.keys(SHARE_KINDS) as ShareKind[]).find(
    (key) => SHARE_KINDS[key].seccion === view.seccion && SHARE_KINDS[key].vista === view.vista && key !== 'cancion',
  )
  return kind ? sharePath(kind, view.id) : null
}

/** The portal view that shows the shared item (a track: its category, the track starred). */
export const portalViewOf = (kind: ShareKind, id: number, category: number | null = null): View => {
  const { seccion, vista } = SHARE_KINDS[kind]
  return kind === 'cancion'
    ? within(seccion, vista, null, { categoria: category, destacado: id })
    : within(seccion, vista, id)
}
