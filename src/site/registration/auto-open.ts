/**
 * Where the registration pop-up opens by itself (issue 31, docs/spec-deviations.md): only where a new
 * teacher is the likely reader, the home page and the portal's front page, on the first visit of a
 * browser that has neither closed the form nor registered, before the visitor started reading
 * (scrolled). Never on a shared deep link (a portal view, a blog post), the legal pages (which the form
 * itself opens in a new tab), the contest or a vote confirmation. `?showForm` is an explicit request
 * and opens it on any page.
 */
export const AUTO_OPEN_PATHS: readonly string[] = ['/', '/profe-max']

/** Query parameters that make an address a deep link into the portal rather than its front page. */
const DEEP_LINK_PARAMS = ['seccion', 'vista', 'id', 'categoria']

export type Visit = { pathname: string; search: string; dismissed: boolean; scrolled: boolean }

export const opensOnLoad = ({ pathname, search, dismissed, scrolled }: Visit): boolean => {
  const params = new URLSearchParams(search)
  if (params.has('showForm')) return true
  if (dismissed || scrolled) return false
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return AUTO_OPEN_PATHS.includes(path) && !DEEP_LINK_PARAMS.some((name) => params.has(name))
}
