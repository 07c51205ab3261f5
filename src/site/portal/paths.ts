import { REGISTRY, type AnyRegistration } from '../../content/registry'
import { within, type Seccion, type View } from './nav'
import { moduleVistas, portalSections, portalViews } from './sections'
import type { PartKey } from './types'

/**
 * The static path of each view inside a module (issue 31: the server renders the view an address names).
 * The address stays the spec's, `/profe-max?seccion=X&vista=Y&id=Z` (or `&categoria=C&destacado=D`):
 * next.config.mjs rewrites it to `/profe-max/seccion/X/Y/Z` (or `/Y/categoria/C/destacado/D`), a page of
 * module X's own (src/app/(site)/profe-max/seccion/X/[...vista]/page.tsx), static and revalidated by tag
 * like the module's front page; those paths typed by hand redirect (308) to the address.
 */

const positive = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null

/** The view a module's path names, or null (an unknown view or a malformed path: a 404). */
export const viewOfSegments = (
  module: Seccion,
  segments: readonly string[],
  registry: readonly AnyRegistration[] = REGISTRY,
): View | null => {
  const [vista, ...rest] = segments.map((segment) => decodeURIComponent(segment))
  const kind = vista ? moduleVistas(module, registry)[vista] : undefined
  if (!vista || !kind) return null
  if (kind === 'none') return rest.length === 0 ? within(module, vista) : null
  if (kind === 'id') {
    const id = positive(rest[0])
    return rest.length === 1 && id ? within(module, vista, id) : null
  }
  if (rest.length === 0) return within(module, vista)
  const categoria = rest[0] === 'categoria' ? positive(rest[1]) : null
  if (!categoria) return null
  if (rest.length === 2) return within(module, vista, null, { categoria })
  const destacado = rest[2] === 'destacado' ? positive(rest[3]) : null
  return rest.length === 4 && destacado ? within(module, vista, null, { categoria, destacado }) : null
}

/** The paths built with the module: every view without an id (lists, category browsers); the others render on first request. */
export const moduleStaticParams = (
  module: Seccion,
  registry: readonly AnyRegistration[] = REGISTRY,
): { vista: string[] }[] =>
  Object.entries(moduleVistas(module, registry)).flatMap(([vista, kind]) => (kind === 'id' ? [] : [{ vista: [vista] }]))

/**
 * The one item a view shows that the page must carry though it may be past its list's first page: a
 * detail's item, a category view's starred item. Null for a view of no single item.
 */
export const itemOfView = (
  view: View,
  registry: readonly AnyRegistration[] = REGISTRY,
): { part: PartKey; id: number } | null => {
  if (!view.seccion || !view.vista) return null
  const section = portalSections(view.seccion, registry).find((candidate) => candidate.detail === view.vista)
  if (section && view.id) return { part: section.part, id: view.id }
  const custom = portalViews(view.seccion, registry).find((candidate) => candidate.vista === view.vista)
  if (custom?.component === 'calendar' && view.id) return { part: custom.part, id: view.id }
  if (custom?.component === 'categories' && view.destacado) return { part: custom.part, id: view.destacado }
  return null
}
