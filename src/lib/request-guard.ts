import { jsonTextTooDeep, TOO_DEEP } from './json-limits'
import { MAX_UPLOAD_BYTES } from './uploads'

/**
 * Checks made before a request reaches Payload's REST or GraphQL handlers (src/app/(payload)/api),
 * for inputs Payload would otherwise turn into a 500 (a database cast of `NaN`, a `where` that is
 * not an object, a NUL byte) or read without a limit. Refusals are 4xx with a Spanish message.
 * Value errors that only the database sees (a text where a number goes) are mapped to 400 by
 * `databaseInputErrors` (src/lib/api-errors.ts).
 */

/** JSON and form bodies; uploads get their file limit plus room for the form's other fields. */
export const MAX_BODY_BYTES = 1024 * 1024
export const MAX_MULTIPART_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024

export const BAD_REQUEST = 'La solicitud no tiene un formato válido.'
export const TOO_LARGE = 'La solicitud es demasiado grande.'
export const NOT_FOUND = 'El elemento no existe.'

export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const refuse = (status: number, message: string): Response =>
  Response.json({ errors: [{ message }], error: true, message }, { status, headers: { 'Cache-Control': 'no-store' } })

const bodyLimit = (request: Request): number =>
  (request.headers.get('content-type') ?? '').includes('multipart/form-data') ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES

/**
 * The body read up to its cap (Content-Length first, then counted while streaming, so a chunked
 * body cannot go round it). Returns the bytes, or the 413 answer.
 */
export const readCappedBody = async (request: Request, limit = bodyLimit(request)): Promise<Uint8Array | Response> => {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) return refuse(413, TOO_LARGE)
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => undefined)
        return refuse(413, TOO_LARGE)
      }
      chunks.push(value)
    }
  } catch {
    return refuse(400, BAD_REQUEST)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Payload's operations under `/api/{collection}/…` whose second segment is not an id. */
const OPERATIONS = new Set([
  'count',
  'versions',
  'access',
  'init',
  'me',
  'login',
  'logout',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'verify',
  'file',
  'first-register',
  'paginate',
  'duplicate',
  // Payload's jobs endpoints (/api/payload-jobs/run: the scheduled changes' tick, src/jobs/runner.ts).
  'run',
  'handle-schedules',
])
/**
 * Payload's geometry operators, valid only on `point` fields. No collection has one, and on any other
 * field Payload's query builder throws (a 500 for `where[portions][near]=1,2`). Should a point field
 * appear, let these through for it by name.
 */
const GEO_OPERATOR = /\[(near|within|intersects)\]/
const ID = /^[1-9]\d{0,14}$/
const WHOLE_NUMBER = /^\d{1,9}$/
const MAX_FILE_NAME_BYTES = 255

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/** The address's own problems: a refusal, or null when Payload may answer it. */
export const checkApiUrl = (url: URL, collections: ReadonlySet<string>): Response | null => {
  const path = decoded(url.pathname)
  const query = decoded(url.search)
  if (path === null || query === null || CONTROL_CHARACTERS.test(path) || CONTROL_CHARACTERS.test(query))
    return refuse(400, BAD_REQUEST)
  const [collection, second, third] = url.pathname.replace(/^\/api\//, '').split('/')
  // No account collection here verifies e-mail addresses (`auth.verify` off): Payload's verify route would query a column that does not exist (a 500).
  if (collection && collections.has(collection) && second === 'verify') return refuse(404, 'Ruta no encontrada.')
  if (collection && collections.has(collection) && second) {
    const id = second === 'versions' ? third : OPERATIONS.has(second) ? undefined : second
    if (id !== undefined && !ID.test(id)) return refuse(404, NOT_FOUND)
    // No stored file has a name longer than the filesystem allows: answered without asking the disk (ENAMETOOLONG).
    if (second === 'file' && Buffer.byteLength(decoded(third ?? '') ?? '') > MAX_FILE_NAME_BYTES)
      return refuse(404, NOT_FOUND)
  }
  for (const [key, value] of url.searchParams) {
    if ((key === 'page' || key === 'limit' || key === 'depth') && !WHOLE_NUMBER.test(value))
      return refuse(400, BAD_REQUEST)
    if (key === 'page' && Number(value) < 1) return refuse(400, BAD_REQUEST)
    // `where`, `select`, `sort`… as a bare string where Payload expects an object or a list.
    if ((key === 'where' || key === 'select' || key === 'populate' || key === 'joins') && value !== '')
      return refuse(400, BAD_REQUEST)
    if (key.startsWith('where[') && GEO_OPERATOR.test(key)) return refuse(400, BAD_REQUEST)
  }
  return null
}

const hasBody = (request: Request) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method)

/** A request rebuilt with a body already read (the original stream is used up). */
const withBody = (request: Request, body: Uint8Array): Request =>
  new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: body.byteLength ? Buffer.from(body) : null,
    signal: request.signal,
  })

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

type GuardOptions = {
  collections: () => Promise<ReadonlySet<string>>
}

/**
 * Wraps a Payload REST handler: address checks, the body cap, malformed JSON and control characters
 * in JSON refused. Sign-in throttling is not here but where Payload checks passwords
 * (collections/users/throttle.ts), so no body encoding or transport goes round it.
 */
export const guardRest =
  <C>(handler: RouteHandler<C>, { collections }: GuardOptions): RouteHandler<C> =>
  async (request, context) => {
    const url = new URL(request.url)
    const refusal = checkApiUrl(url, await collections())
    if (refusal) return refusal
    if (!hasBody(request)) return finish(request, url, await handler(request, context))
    const body = await readCappedBody(request)
    if (body instanceof Response) return body
    const refused = checkContentType(request, body) ?? checkJson(request, body) ?? (await checkForm(request, body))
    if (refused) return refused
    return finish(request, url, await handler(withBody(request, body), context))
  }

/**
 * Payload's own answers that are not server faults: 501 for its internal collections' routes (as for
 * `payload-migrations`) is "no such route"; a file the database lists but the disk lacks, or a
 * preference the caller does not have, is "not found".
 */
const finish = (request: Request, url: URL, response: Response): Response => {
  if (response.status === 501) return refuse(404, 'Ruta no encontrada.')
  // Payload 3.90's preferences delete throws `NotFound` without importing it (preferences/operations/delete.js):
  // a key the caller has no preference for answers 500 instead of 404.
  if (response.status >= 500 && request.method === 'DELETE' && url.pathname.startsWith('/api/payload-preferences/'))
    return refuse(404, NOT_FOUND)
  if (response.status >= 500 && /^\/api\/[^/]+\/file\//.test(url.pathname)) return refuse(404, NOT_FOUND)
  return noStoreIfPrivate(request, url, response)
}

/** Collections whose answers carry personal data or staff-only links (unsent reset links, member codes in the outbox). */
const PERSONAL = new Set(['registrations', 'nominations', 'users', 'votes', 'mail-outbox', 'audit-log'])

/** A session (Payload's cookie) or a token header: the answer is that caller's, whatever it holds. */
const hasCredentials = (request: Request): boolean =>
  Boolean(request.headers.get('authorization')) || /(?:^|;\s*)[\w-]+-token=/.test(request.headers.get('cookie') ?? '')

/**
 * `Cache-Control: no-store` on every answer that carries personal data or what only staff may see:
 * the personal collections always, and any answer to a signed-in caller (drafts, preview links,
 * internal collections), so neither a browser's cache nor a shared proxy keeps it (issue 27).
 * Anonymous answers keep whatever Payload sends.
 */
export const noStoreIfPrivate = (request: Request, url: URL, response: Response): Response => {
  const collection = url.pathname.replace(/^\/api\//, '').split('/')[0] ?? ''
  if (!PERSONAL.has(collection) && !hasCredentials(request)) return response
  const answer = new Response(response.body, response)
  answer.headers.set('Cache-Control', 'no-store')
  return answer
}

const checkJson = (request: Request, body: Uint8Array): Response | null => {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('json') || body.byteLength === 0) return null
  let text: string
  let parsed: unknown
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    return refuse(400, BAD_REQUEST)
  }
  // Before anything parses or walks it: deep nesting overflowed recursive walks (src/lib/json-limits.ts).
  if (jsonTextTooDeep(text)) return refuse(400, TOO_DEEP)
  try {
    parsed = JSON.parse(text)
  } catch {
    return refuse(400, BAD_REQUEST)
  }
  // Payload and the contract read an object of fields; a list, a string or null crashes the field hooks.
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return refuse(400, BAD_REQUEST)
  // A control character escaped inside a JSON string (\u0000) reaches the database otherwise.
  if (/\\u00(0[0-8bcef]|1[0-9a-f]|7f)/i.test(text) || CONTROL_CHARACTERS.test(text.replace(/[\t\n\r]/g, '')))
    return refuse(400, BAD_REQUEST)
  return null
}

/** A body Payload would not read as fields (text, XML, urlencoded…): 415 rather than a guess. */
const checkContentType = (request: Request, body: Uint8Array): Response | null => {
  if (body.byteLength === 0) return null
  const type = request.headers.get('content-type') ?? ''
  // Payload reads JSON and multipart only: an urlencoded body would reach its hooks as no data at all (a 500).
  if (/json|multipart\/form-data/.test(type)) return null
  return refuse(415, 'Envía los datos como JSON o como formulario.')
}

const isJsonObject = (value: unknown): boolean => {
  if (typeof value !== 'string') return false
  try {
    const parsed: unknown = JSON.parse(value)
    return (
      Boolean(parsed) &&
      typeof parsed === 'object' &&
      !Array.isArray(parsed) &&
      !/\\u00(0[0-8bcef]|1[0-9a-f]|7f)/i.test(value)
    )
  } catch {
    return false
  }
}

/** A form body that does not parse (no boundary, truncated parts): Payload would throw on it (a 500). */
const checkForm = async (request: Request, body: Uint8Array): Promise<Response | null> => {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) return null
  if (body.byteLength === 0) return null
  try {
    const form = await new Response(Buffer.from(body), { headers: { 'content-type': type } }).formData()
    for (const [key, value] of form.entries()) {
      if (
        CONTROL_CHARACTERS.test(key) ||
        (typeof value === 'string' && CONTROL_CHARACTERS.test(value.replace(/[\t\n\r]/g, '')))
      )
        return refuse(400, BAD_REQUEST)
      // Payload reads a multipart request's fields as JSON from `_payload` (its admin's forms), with an unguarded
      // JSON.parse: the same depth bound as a JSON body, and JSON that parses to an object (text that is not was a 500).
      if (key === '_payload') {
        if (typeof value === 'string' && jsonTextTooDeep(value)) return refuse(400, TOO_DEEP)
        if (!isJsonObject(value)) return refuse(400, BAD_REQUEST)
      }
    }
    return null
  } catch {
    return refuse(400, BAD_REQUEST)
  }
}

/** Wraps Payload's GraphQL handler: the body cap and JSON that parses. */
export const guardGraphql =
  (handler: (request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> => {
    if (CONTROL_CHARACTERS.test(decoded(new URL(request.url).search) ?? '\u0000')) return refuse(400, BAD_REQUEST)
    const body = await readCappedBody(request, MAX_BODY_BYTES)
    if (body instanceof Response) return body
    const type = request.headers.get('content-type') ?? ''
    if (!type.includes('json')) return refuse(415, 'Envía la consulta como JSON.')
    const refused = checkJson(request, body) ?? (body.byteLength === 0 ? refuse(400, BAD_REQUEST) : null)
    if (refused) return refused
    return noStoreIfPrivate(request, new URL(request.url), await answerGraphql(await handler(withBody(request, body))))
  }

/**
 * graphql-js suggests names ("Did you mean "Registrations"?") even with introspection off: the
 * suggestion is cut from every error message of an answer.
 */
export const withoutSuggestions = (message: string): string => message.replace(/\s*Did you mean [\s\S]*$/, '')

/** GraphQL off (Payload's empty 404) in Spanish; no error message suggests a name ("Did you mean …"). */
const answerGraphql = async (response: Response): Promise<Response> => {
  if (response.status === 404) return refuse(404, 'Ruta no encontrada.')
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response
  const text = await response.text()
  type Answer = { errors?: { message?: unknown }[] }
  let answer: Answer | null = null
  try {
    answer = JSON.parse(text) as Answer
  } catch {
    // Not JSON after all: passed on as it came.
  }
  const errors = answer?.errors
  if (!answer || !Array.isArray(errors)) return new Response(text, response)
  const cleaned = {
    ...answer,
    errors: errors.map((error) =>
      typeof error?.message === 'string' ? { ...error, message: withoutSuggestions(error.message) } : error,
    ),
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(cleaned), { status: response.status, statusText: response.statusText, headers })
}
