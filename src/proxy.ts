import { NextResponse, type NextRequest } from 'next/server'

import { RETAILER_SLUG } from './lib/site-config'
import { SECCIONES, type Seccion } from './site/portal/nav'

// Kept in step with CONTRACT_PREFIX in src/contract/dispatch.ts (not imported: the proxy stays free of Payload).
const CONTRACT_PREFIX = '/contract-api'

const BLOG_LIST = /^\/admin\/blogs\/[^/]+\/all\/?$/

// The page of each module is src/app/(site)/profe-max/seccion/[seccion].
const PORTAL = '/profe-max'
const PORTAL_MODULE = `${PORTAL}/seccion/`
const isSeccion = (value: string | null): value is Seccion => SECCIONES.includes(value as Seccion)

/**
 * `/profe-max?seccion=X` is served by X's own static page, so the module paints with the HTML instead of
 * replacing the modules home once scripts run (a layout shift); the visible address stays the same.
 * That page's own path is not an address of the site: it redirects to the real one.
 */
function portal(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone()
  if (url.pathname.startsWith(PORTAL_MODULE)) {
    const seccion = url.pathname.slice(PORTAL_MODULE.length)
    url.pathname = PORTAL
    if (isSeccion(seccion)) url.searchParams.set('seccion', seccion)
    return NextResponse.redirect(url, 308)
  }
  const seccion = url.searchParams.get('seccion')
  if (!isSeccion(seccion)) return NextResponse.next()
  url.pathname = `${PORTAL_MODULE}${seccion}`
  return NextResponse.rewrite(url)
}

/**
 * `/admin/blogs/{audience}` is both the admin screen (GET, served by Payload's admin) and the
 * contract (POST/DELETE): route by method. The registration path's first segment
 * is the configured retailer, so it is matched here rather than by a folder name.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === PORTAL || pathname.startsWith(PORTAL_MODULE)) return portal(request)
  const read = request.method === 'GET' || request.method === 'HEAD'
  // GET .../all has its own route file (src/app/(contract)/admin/blogs/[audience]/all) and is not matched here.
  const toContract = !read && ((pathname.startsWith('/admin/blogs/') && !BLOG_LIST.test(pathname)) || pathname === `/${RETAILER_SLUG}/register`)
  if (!toContract) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `${CONTRACT_PREFIX}${pathname}`
  return NextResponse.rewrite(url)
}

// Only the paths above: the blog lists (GET .../all) never pay for the proxy's hop.
export const config = {
  matcher: ['/profe-max', '/profe-max/seccion/:seccion', '/admin/blogs/:audience', '/admin/blogs/:audience/:id(\\d+)', '/admin/blogs/:audience/toggle-active/:id', '/:retailer/register'],
}
