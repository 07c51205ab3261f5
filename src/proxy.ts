import { NextResponse, type NextRequest } from 'next/server'

import { CONTRACT_PREFIX } from './contract/paths'
import { RETAILER_SLUG } from './lib/site-config'


const BLOG_LIST = /^\/admin\/blogs\/[^/]+\/all\/?$/

/**
 * `/admin/blogs/{audience}` is both the admin screen (GET, served by Payload's admin) and the
 * contract (POST/DELETE): route by method. The registration path's first segment
 * is the configured retailer, so it is matched here rather than by a folder name.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const read = request.method === 'GET' || request.method === 'HEAD'
  // GET .../all has its own route file (src/app/(contract)/admin/blogs/[audience]/all) and is not matched here.
  const toContract = !read && ((pathname.startsWith('/admin/blogs/') && !BLOG_LIST.test(pathname)) || pathname === `/${RETAILER_SLUG}/register`)
  if (!toContract) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `${CONTRACT_PREFIX}${pathname}`
  return NextResponse.rewrite(url)
}

// Only the writes' paths: the blog lists (GET .../all) never pay for the proxy's hop.
export const config = {
  matcher: ['/admin/blogs/:audience', '/admin/blogs/:audience/:id(\\d+)', '/admin/blogs/:audience/toggle-active/:id', '/:retailer/register'],
}
