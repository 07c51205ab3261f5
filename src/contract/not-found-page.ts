import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { fail } from './http'

const ROUTE_NOT_FOUND = 'Ruta no encontrada.'

/**
 * The site's branded 404 as the build prerendered it (src/app/global-not-found.tsx). A route handler
 * cannot render a page, and the proxy cannot tell a missing contract path from a real one without
 * importing the whole route table, so the dispatcher answers a browser with the built page's own HTML
 * (same build, same assets). Absent (under `next dev`), the browser gets the JSON like any client.
 */
let page: Promise<string | null> | null = null
const builtPage = (): Promise<string | null> =>
  (page ??= readFile(path.join(process.cwd(), '.next', 'server', 'app', '_not-found.html'), 'utf8').catch(() => null))

/** A browser opening a page (Accept names text/html) rather than a client asking for data. */
const wantsPage = (request: Request): boolean =>
  (request.headers.get('accept') ?? '').toLowerCase().includes('text/html')

/**
 * A contract path that matches no route: browsers get the branded 404 page, API clients (JSON, `*\/*`)
 * `{ error: true, message: 'Ruta no encontrada.' }`; both with status 404.
 */
export const routeNotFound = async (request: Request): Promise<Response> => {
  const html = (request.method === 'GET' || request.method === 'HEAD') && wantsPage(request) ? await builtPage() : null
  if (html === null) return fail(404, ROUTE_NOT_FOUND, undefined, { Vary: 'Accept' })
  return new Response(request.method === 'HEAD' ? null : html, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Accept' },
  })
}
