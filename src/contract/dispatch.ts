import config from '@payload-config'
import { getPayload } from 'payload'

import { CONTROL_CHARACTERS } from '../lib/request-guard'
import { CROSS_SITE_MESSAGE } from '../lib/request-origin'
import { isCrossSite, resolveCaller } from './auth'
import { cachedAnswer } from './cache'
import type { Ctx } from './context'
import { fail, toErrorResponse } from './http'
import { routeNotFound } from './not-found-page'
import { retryLostRace } from './lock'
import { CONTRACT_PREFIX } from './paths'
import { CONTRACT, type Method, type Route } from './table'

type Compiled = { route: Route; pattern: RegExp; names: string[] }

const PARAM: Record<string, string> = { id: '(\\d+)' }

const compile = (routes: readonly Route[]): Compiled[] =>
  routes.map((route) => {
    const names: string[] = []
    const source = route.path
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment)?.[1]
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(param)
        return PARAM[param] ?? '([^/]+)'
      })
      .join('/')
    return { route, pattern: new RegExp(`^${source}/?$`), names }
  })

const compiledTables = new WeakMap<readonly Route[], Compiled[]>()

/** The route for this method and path, the methods the path does allow, or nothing. */
export const matchRoute = (routes: readonly Route[], method: string, pathname: string) => {
  let compiled = compiledTables.get(routes)
  if (!compiled) compiledTables.set(routes, (compiled = compile(routes)))
  const path = pathname.startsWith(`${CONTRACT_PREFIX}/`) ? pathname.slice(CONTRACT_PREFIX.length) : pathname
  const allowed: Method[] = []
  for (const { route, pattern, names } of compiled) {
    const found = pattern.exec(path)
    if (!found) continue
    if (route.method !== method) {
      allowed.push(route.method)
      continue
    }
    const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]))
    return { route, params, allowed }
  }
  return { route: undefined, params: {}, allowed }
}

/**
 * An answer to a signed-in caller is theirs alone: staff reads carry inactive items, personal data and
 * signed preview links (`ranking/completo`, the blog lists), so no browser or shared cache may keep it
 * (issue 27). One place for every route rather than a header per handler.
 */
const privateAnswer = (response: Response): Response => {
  const answer = new Response(response.body, response)
  answer.headers.set('Cache-Control', 'private, no-store')
  return answer
}

/**
 * Every contract call goes through here: match the table, check who may call, run the handler,
 * and turn anything thrown into `{ error: true, message }` with the right status.
 */
export const dispatch = async (request: Request, routes: readonly Route[] = CONTRACT): Promise<Response> => {
  const url = new URL(request.url)
  const method = request.method === 'HEAD' ? 'GET' : request.method
  let query: string
  try {
    query = decodeURIComponent(url.search.replace(/\+/g, ' '))
  } catch {
    return fail(400, 'La solicitud no tiene un formato válido.')
  }
  if (CONTROL_CHARACTERS.test(query)) return fail(400, 'El texto contiene caracteres no permitidos.')
  let matched: ReturnType<typeof matchRoute>
  try {
    matched = matchRoute(routes, method, url.pathname)
  } catch {
    return fail(404, 'Ruta no encontrada.') // a path segment that does not decode (`%E0%A4%A`)
  }
  const { route, params, allowed } = matched
  if (!route) {
    if (allowed.length) return fail(405, 'Método no permitido.', undefined, { Allow: [...new Set(allowed)].join(', ') })
    return routeNotFound(request)
  }
  const payload = await getPayload({ config })
  try {
    const caller = await resolveCaller(payload, request.headers)
    if (route.access !== 'public') {
      if (!caller.role) return fail(401, 'Inicia sesión para continuar.')
      if (route.access === 'admin' && caller.role !== 'admin')
        return fail(403, 'No tienes permiso para realizar esta acción.')
      if (method !== 'GET' && caller.viaCookie && isCrossSite(request)) return fail(403, CROSS_SITE_MESSAGE)
    }
    const ctx: Ctx = { request, url, params, payload, caller }
    if (method === 'GET' && !caller.user && route.tags && route.query)
      return await cachedAnswer(url.pathname, route.query(url), route.tags, () => route.handler(ctx))
    // A deletion carries no body, so it can simply run again when it lost a race in the database; a call
    // with a body cannot (the body is read once), and its rare deadlock still answers 500.
    const answer = method === 'DELETE' ? await retryLostRace(() => route.handler(ctx)) : await route.handler(ctx)
    return caller.user ? privateAnswer(answer) : answer
  } catch (error) {
    return toErrorResponse(error, (err) => payload.logger.error({ err, msg: `${method} ${url.pathname}` }))
  }
}

/** What every contract route file exports (Next passes a second, route-context argument: not ours). */
export const handleContractRequest = (request: Request): Promise<Response> => dispatch(request)
