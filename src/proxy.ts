import { NextResponse, type NextRequest } from 'next/server'

import { RETAILER_SLUG } from './lib/site-config'

// Kept in step with CONTRACT_PREFIX in src/contract/dispatch.ts (not imported: the proxy stays free of Payload).
const CONTRACT_PREFIX = '/contract-api'

const BLOG_LIST = /^\/admin\/blogs\/[^/]+\/all\/?$/

/**
 * `/admin/blogs/{audience}` is both the admin screen (GET, served by Payload's admin) and the
 * contract (POST/DELETE, and GET .../all): route by method. The registration path's first segment
 * is the configured retailer, so it is matched here rather than by a folder name.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const read = request.method === 'GET' || request.method === 'HEAD'
  const toContract =
    (pathname.startsWith('/admin/blogs/') && (!read || BLOG_LIST.test(pathname))) || (!read && pathname === `/${RETAILER_SLUG}/register`)
  if (!toContract) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `${CONTRACT_PREFIX}${pathname}`
  return NextResponse.rewrite(url)
}

export const config = { matcher: ['/admin/blogs/:path+', '/:retailer/register'] }
