import { NextResponse, type NextRequest } from 'next/server'

import { CONTRACT_PATHS, CONTRACT_PREFIX } from './contract/paths'
import { CROSS_SITE_MESSAGE, isCrossSiteCookieWrite } from './lib/request-origin'
import { CONTEST_API, memberCodePath, NOMINATION_PATH, RETAILER_SLUG } from './lib/site-config'

const BLOG_LIST = /^\/admin\/blogs\/[^/]+\/all\/?$/

/** Where a multipart body is expected: Payload's REST, the contract's saves, the contest and the register call. */
const FORM_ROUTES = [
  '/api',
  CONTRACT_PREFIX,
  '/admin/blogs',
  ...Object.values(CONTRACT_PATHS),
  CONTEST_API,
  NOMINATION_PATH,
  `/${RETAILER_SLUG}/register`,
]

const isMultipart = (request: NextRequest): boolean =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')

/**
 * `/admin/blogs/{audience}` is both the admin screen (GET, served by Payload's admin) and the
 * contract (POST/DELETE): route by method. The registration path's first segment
 * is the configured retailer, so it is matched here rather than by a folder name.
 */
export function proxy(request: NextRequest) {
  // The one origin check for every cookie-authenticated write: the contract, Payload's /api and
  // /api/graphql, logout, the admin. Only requests carrying the session cookie come here for it.
  if (isCrossSiteCookieWrite(request)) {
    return NextResponse.json(
      { error: true, message: CROSS_SITE_MESSAGE },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const { pathname } = request.nextUrl
  const read = request.method === 'GET' || request.method === 'HEAD'
  // Next takes a multipart POST to a page for a server action and answers 500 when it is none (the
  // site has none; Payload's admin sends `Next-Action`): only the routes that take forms get one.
  if (
    !read &&
    isMultipart(request) &&
    !request.headers.has('next-action') &&
    !FORM_ROUTES.some((base) => pathname === base || pathname.startsWith(`${base}/`))
  ) {
    return NextResponse.json(
      { error: true, message: 'Método no permitido.' },
      { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } },
    )
  }
  // GET .../all has its own route file (src/app/(contract)/admin/blogs/[audience]/all) and is not matched here.
  const toContract =
    !read &&
    ((pathname.startsWith('/admin/blogs/') && !BLOG_LIST.test(pathname)) ||
      pathname === `/${RETAILER_SLUG}/register` ||
      pathname === memberCodePath())
  if (!toContract) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `${CONTRACT_PREFIX}${pathname}`
  return NextResponse.rewrite(url)
}

// The contract writes' paths, and any request carrying the session cookie (for the origin check):
// anonymous reads (public pages, the blog lists) never pay for the proxy's hop. The cookie name is
// SESSION_COOKIE of src/lib/request-origin.ts, written out: Next reads the matcher statically.
export const config = {
  matcher: [
    // Every write below /admin/blogs goes to the contract (which answers 404 for a bad id), never to an
    // admin page; only the lists (GET …/all) skip the hop.
    '/admin/blogs/:audience',
    '/admin/blogs/:audience/:id((?!all$)[^/]+)',
    '/admin/blogs/:audience/toggle-active/:id',
    '/:retailer/register',
    '/:retailer/register/codigo',
    { source: '/((?!_next/static|_next/image).*)', has: [{ type: 'cookie', key: 'payload-token' }] },
    // Multipart bodies that are not server actions, for the check above (Payload's /api is not a page).
    {
      source: '/((?!_next/static|_next/image|api/).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
      missing: [{ type: 'header', key: 'next-action' }],
    },
  ],
}
