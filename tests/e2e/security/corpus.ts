import { readFileSync } from 'node:fs'
import path from 'node:path'

import {
  CONTRACT_PATHS,
  EDITING_PATH,
  HISTORY_PATH,
  PROGRAM_PATHS,
  blogsPath,
  listActionCalls,
  registeredCalls,
} from '../../../src/contract/paths'
import { CONTEST_API, NOMINATION_PATH, memberCodePath, registrationPath } from '../../../src/lib/site-config'

export type FuzzRequest = {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  label: string
}

/**
 * The contract's routes, read from the table itself (src/contract/table.ts) so a new route is
 * fuzzed without editing this file; the table's module pulls in Payload, which the browser-test
 * process does not load.
 */
export const contractRoutes = (): { method: string; path: string }[] => {
  const source = readFileSync(path.resolve('src/contract/table.ts'), 'utf8')
  // The table names its paths through src/contract/paths.ts (`P.x`, `BLOGS`) and the site config.
  const constants: Record<string, string> = { BLOGS: blogsPath('{audience}'), CONTEST_API, EDITING_PATH, HISTORY_PATH }
  for (const [, name, value] of source.matchAll(/^const (\w+) = '([^']+)'$/gm)) constants[name!] = value!
  const named = (name: string): string => {
    const value = name.startsWith('P.')
      ? CONTRACT_PATHS[name.slice(2) as keyof typeof CONTRACT_PATHS]
      : name.startsWith('PROGRAM_PATHS.')
        ? PROGRAM_PATHS[name.slice('PROGRAM_PATHS.'.length) as keyof typeof PROGRAM_PATHS]
        : constants[name]
    if (value === undefined)
      throw new Error(`corpus: the contract table names ${name}, which the corpus cannot resolve`)
    return value
  }
  const expand = (expression: string): string =>
    expression
      .replace(/^`|`$/g, '')
      .replace(/\$\{([\w.]+)\}/g, (_, name: string) => named(name))
      .replace(/^registrationPath\(\)$/, registrationPath())
      .replace(/^memberCodePath\(\)$/, memberCodePath())
      .replace(/^NOMINATION_PATH$/, NOMINATION_PATH)
      .replace(/^'(.*)'$/, '$1')
      .replace(/^([A-Z_]+(?:\.\w+)?)$/, (name) => named(name))
  const routes = [
    ...[...source.matchAll(/\{\s*method: '(\w+)',\s*path: ([^,]+),\s*handler:/g)].map(([, method, expression]) => ({
      method: method!,
      path: expand(expression!.trim()),
    })),
    // A list screen's bulk actions and 'Papelera' (`...listActionRows(base, handlers)` in the table).
    ...[...source.matchAll(/\.\.\.listActionRows\(([^,]+),/g)].flatMap(([, expression]) =>
      listActionCalls(expand(expression!.trim())).map(({ method, path }) => ({ method, path })),
    ),
    // The registered types' rows (`...registeredRows(base)` in the table) come from the registry.
    ...registeredCalls().map(({ method, path }) => ({ method, path })),
  ]
  const unresolved = routes.filter((route) => !route.path.startsWith('/'))
  if (unresolved.length)
    throw new Error(`corpus: paths not resolved from the table: ${unresolved.map((route) => route.path).join(', ')}`)
  return routes
}

const BAD_IDS = [
  'NaN',
  '1.5',
  '-1',
  '0',
  '99999999999999999999999',
  '%F0%9F%98%80',
  '%00',
  'abc',
  '1e3',
  '%20',
  '..%2F..%2Fetc',
  "1'--",
]

const BAD_QUERIES = [
  'where=notjson',
  'where[x][equals]=notabool',
  'where[is_active][equals]=notabool',
  'where[id][in]=1,abc',
  'where[id][equals]=abc',
  'where[id][equals]=99999999999999999999',
  'where[createdAt][greater_than]=notadate',
  'where[or][0][id][equals]=NaN',
  'where[title][like]=%00',
  'page=-3',
  'page=abc',
  'limit=-1',
  'limit=abc',
  'depth=999',
  'depth=-1',
  'sort=%00',
  'like=%00',
  'select=x',
  'draft=maybe',
  'locale=%00',
  // Payload's geometry operators on fields that are not points (issue 27: a 500 from the query builder).
  'where[portions][near]=1,2',
  'where[title][within]=x',
  'where[id][intersects]=1',
]

const json = (body: string | Buffer, type = 'application/json') => ({ headers: { 'Content-Type': type }, body })

/** Bodies no save accepts: truncated, wrong types, control characters, lists where objects go, wrong content types. */
const BAD_BODIES: { label: string; headers: Record<string, string>; body: string | Buffer }[] = [
  { label: 'truncated json', ...json('{"title": "a') },
  { label: 'json array', ...json('[]') },
  { label: 'json null', ...json('null') },
  { label: 'json with NUL', ...json('{"title":"a\\u0000b","name":"x\\u0000","nombre":"\\u0000"}') },
  { label: 'json number where text', ...json('{"title":123,"name":{"a":1},"is_active":"notabool","id":"abc"}') },
  { label: 'text/plain', ...json('hola', 'text/plain') },
  { label: 'xml', ...json('<a/>', 'application/xml') },
  { label: 'multipart without boundary', ...json('garbage', 'multipart/form-data') },
  {
    label: 'broken multipart',
    ...json('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', 'multipart/form-data; boundary=x'),
  },
  { label: 'urlencoded NUL', ...json('title=%00&name=%00&_method=PUT', 'application/x-www-form-urlencoded') },
  { label: 'method override', ...json('_method=DELETE&id=abc', 'application/x-www-form-urlencoded') },
  { label: 'invalid utf-8', ...json(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])) },
]

/** JSON nested `levels` deep under `key`, ~2 bytes a level: 12,000 levels overflowed recursive walks (issue 27). */
export const deepJson = (levels: number, key = 'title'): string =>
  `{"${key}":${'['.repeat(levels)}${']'.repeat(levels)}}`

/** A multipart body by hand (the corpus holds bytes and headers, not FormData). */
const multipart = (fields: Record<string, string>) => {
  const boundary = 'profemaxfuzz'
  const body = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')
  return {
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body: `${body}--${boundary}--\r\n`,
  }
}

/** GraphQL with `count` aliases of one field (each alias is a resolver run: cost, and a guess per alias for a login). */
const aliases = (count: number, field: string) =>
  JSON.stringify({
    query: `${field.startsWith('mutation') ? 'mutation ' : ''}{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field.replace(/^mutation /, '')}`).join(' ')} }`,
  })

/**
 * Issue 27's additions: deep nesting on every write, GraphQL aliases (reads and the login mutation,
 * plain and with an escaped name), and multipart logins. No e-mail here is a real account, so the
 * login throttle's counters of the staff accounts are not touched.
 */
export const hardeningCorpus = (collections: string[]): FuzzRequest[] => {
  const corpus: FuzzRequest[] = []
  for (const slug of collections) {
    corpus.push({ method: 'POST', path: `/api/${slug}`, ...json(deepJson(12_000)), label: 'api create 12k-deep json' })
    corpus.push({
      method: 'POST',
      path: `/api/${slug}`,
      ...multipart({ _payload: deepJson(12_000) }),
      label: 'api create 12k-deep _payload',
    })
  }
  corpus.push({
    method: 'PATCH',
    path: '/api/blogs/1',
    ...json(`{"body":{"root":${deepJson(5_000, 'children').slice(0, -1)}}}`),
    label: 'api blog 5k-deep body',
  })
  corpus.push({
    method: 'POST',
    path: '/api/graphql',
    ...json(`{"query":"{ __typename }","variables":${deepJson(12_000)}}`),
    label: 'graphql 12k-deep variables',
  })
  corpus.push({
    method: 'POST',
    path: '/api/graphql',
    ...json(aliases(100, 'Blogs(limit: 100) { docs { id } }')),
    label: 'graphql 100 read aliases',
  })
  corpus.push({
    method: 'POST',
    path: '/api/graphql',
    ...json(aliases(500, '__typename')),
    label: 'graphql 500 typename aliases',
  })
  const guess = (i: number) => `loginUser(email: "nadie${i}@fuzz.profemax.mx", password: "adivina${i}") { token }`
  corpus.push({
    method: 'POST',
    path: '/api/graphql',
    ...json(
      JSON.stringify({ query: `mutation { ${Array.from({ length: 50 }, (_, i) => `g${i}: ${guess(i)}`).join(' ')} }` }),
    ),
    label: 'graphql 50 login aliases',
  })
  corpus.push({
    method: 'POST',
    path: '/api/graphql',
    ...json(
      `{"query":"mutation { a: \\u006coginUser(email: \\"nadie@fuzz.profemax.mx\\", password: \\"x\\") { token } }"}`,
    ),
    label: 'graphql escaped loginUser',
  })
  corpus.push({
    method: 'POST',
    path: '/api/graphql',
    ...json(JSON.stringify({ query: `{ ${'a: Blogs { docs { '.repeat(200)}id${' } }'.repeat(200)} }` })),
    label: 'graphql 200-deep selection',
  })
  const logins: Record<string, string>[] = [
    { _payload: JSON.stringify({ email: 'nadie@fuzz.profemax.mx', password: 'adivina' }) },
    { _payload: '{"email":' },
    { _payload: deepJson(12_000, 'email') },
    { _payload: JSON.stringify({ email: ['a', 'b'], password: { $ne: null } }) },
    { email: 'nadie@fuzz.profemax.mx', password: 'adivina' },
    { _payload: JSON.stringify({ email: 'nadie\u0000@fuzz.profemax.mx', password: 'x' }) },
  ]
  for (const fields of logins) {
    corpus.push({
      method: 'POST',
      path: '/api/users/login',
      ...multipart(fields),
      label: `multipart login ${JSON.stringify(fields).slice(0, 60)}`,
    })
  }
  for (const route of contractRoutes().filter(
    (candidate) => candidate.method !== 'GET' && !candidate.path.includes('{'),
  )) {
    corpus.push({ method: route.method, path: route.path, ...json(deepJson(12_000)), label: 'contract 12k-deep json' })
  }
  for (const path of [`${CONTEST_API}/votos`, `${CONTEST_API}/votos/confirmar`, NOMINATION_PATH, registrationPath()]) {
    for (const key of ['email', 'userData', 'token', 'nombre'])
      corpus.push({ method: 'POST', path, ...json(deepJson(12_000, key)), label: `public form 12k-deep ${key}` })
  }
  return corpus
}

/** Over every cap (1 MB for JSON): answered 413 before it is read. */
export const HUGE_JSON = `{"title":"${'a'.repeat(2 * 1024 * 1024)}"}`

export const buildCorpus = (collections: string[], globals: string[]): FuzzRequest[] => {
  const corpus: FuzzRequest[] = []
  for (const slug of collections) {
    for (const id of BAD_IDS) {
      corpus.push({ method: 'GET', path: `/api/${slug}/${id}`, label: `api get id ${id}` })
      corpus.push({ method: 'PATCH', path: `/api/${slug}/${id}`, ...json('{}'), label: `api patch id ${id}` })
      corpus.push({ method: 'DELETE', path: `/api/${slug}/${id}`, label: `api delete id ${id}` })
    }
    for (const query of BAD_QUERIES) {
      corpus.push({ method: 'GET', path: `/api/${slug}?${query}`, label: `api query ${query}` })
      // Bulk deletes only with a malformed `where` (without one a staff bulk delete is a real request).
      if (query.startsWith('where'))
        corpus.push({ method: 'DELETE', path: `/api/${slug}?${query}`, label: `api bulk delete ${query}` })
    }
    for (const bad of BAD_BODIES)
      corpus.push({
        method: 'POST',
        path: `/api/${slug}`,
        headers: bad.headers,
        body: bad.body,
        label: `api create ${bad.label}`,
      })
    corpus.push({
      method: 'PATCH',
      path: `/api/${slug}?where[id][equals]=abc`,
      ...json('{"title":"\\u0000"}'),
      label: 'api bulk patch',
    })
    corpus.push({ method: 'POST', path: `/api/${slug}`, ...json(HUGE_JSON), label: 'api huge body' })
  }
  for (const slug of globals) {
    corpus.push({ method: 'GET', path: `/api/globals/${slug}?depth=-1`, label: 'global depth' })
    for (const bad of BAD_BODIES)
      corpus.push({
        method: 'POST',
        path: `/api/globals/${slug}`,
        headers: bad.headers,
        body: bad.body,
        label: `global ${bad.label}`,
      })
  }
  for (const name of ['missing.png', '%00.png', '..%2F..%2Fpackage.json', 'a'.repeat(300)]) {
    corpus.push({ method: 'GET', path: `/api/media/file/${name}`, label: 'missing file' })
  }
  for (const body of [
    '{"query":',
    'null',
    '[]',
    '{"query":1}',
    '{"query":"{ Activities(where: {id: {equals: \\"abc\\"}}) { docs { id } } }"}',
    '{"query":"mutation { deleteActivity(id: \\"NaN\\") { id } }"}',
    '{"query":"\\u0000"}',
  ]) {
    corpus.push({ method: 'POST', path: '/api/graphql', ...json(body), label: `graphql ${body.slice(0, 20)}` })
  }
  // Many aliases of one field, and deep nesting (issue 27): refused by the bounds when GraphQL is on, 404 while it is off.
  const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: Blogs(limit: 100) { docs { id } }`).join(' ')
  corpus.push({
    method: 'POST',
    path: '/api/graphql',
    ...json(JSON.stringify({ query: `{ ${aliases} }` })),
    label: 'graphql 100 aliases',
  })
  corpus.push({
    method: 'POST',
    path: '/api/graphql',
    ...json(JSON.stringify({ query: `{ ${'a { '.repeat(200)}b${' }'.repeat(200)} }` })),
    label: 'graphql deep',
  })
  corpus.push({
    method: 'POST',
    path: '/api/graphql',
    ...json('query=x', 'application/x-www-form-urlencoded'),
    label: 'graphql form',
  })
  // Multipart logins (issue 27): Payload reads `_payload` as the JSON of the fields; each of these is a refused sign-in, never a 5xx.
  const boundary = 'profemaxlogin'
  const multipartLogin = (payloadField: string) =>
    json(
      `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${payloadField}\r\n--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    )
  // Only the first is a counted sign-in failure: the e2e specs all come from 127.0.0.1, whose free attempts the limiter counts.
  for (const field of [
    '{"email":"nadie@profemax.mx","password":"x"}',
    '{"email":"nadie@profemax.mx"}',
    '{"email":{"a":1},"password":[1]}',
    '[]',
    'null',
    'no es json',
  ]) {
    corpus.push({
      method: 'POST',
      path: '/api/users/login',
      ...multipartLogin(field),
      label: `multipart login ${field.slice(0, 20)}`,
    })
  }
  corpus.push({ method: 'POST', path: '/api/graphql', ...json(HUGE_JSON), label: 'graphql huge' })

  for (const route of contractRoutes()) {
    const withId = (id: string) =>
      route.path
        .replace('{id}', id)
        .replace('{audience}', 'alumnos')
        .replace('{collection}', 'activities')
        .replace('{global}', 'development-recommendation')
        .replace('{version}', id)
    if (route.method === 'GET') {
      for (const query of [
        'filters[text]=%00',
        'filters=notjson',
        'filters={"text":1}',
        'page=-3&paginated=true',
        'page=abc&paginated=true&pageSize=-1',
        'page_size=99999999999999999999&paginated=true',
        'only_active=%00',
        'section=%00',
        'section=99',
      ]) {
        corpus.push({ method: 'GET', path: `${withId('1')}?${query}`, label: `contract list ${query}` })
      }
      corpus.push({ method: 'GET', path: route.path.replace('{audience}', '%00'), label: 'contract audience NUL' })
      continue
    }
    const ids = route.path.includes('{id}') ? ['abc', '%00', '99999999999999999999'] : ['']
    for (const id of ids) {
      for (const bad of BAD_BODIES)
        corpus.push({
          method: route.method,
          path: withId(id),
          headers: bad.headers,
          body: bad.body,
          label: `contract ${bad.label}`,
        })
    }
    // An id that is well formed but stored nowhere: a write the guard lets through changes nothing.
    corpus.push({ method: route.method, path: withId('999999'), ...json(HUGE_JSON), label: 'contract huge body' })
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
    corpus.push({
      method: route.method,
      path: withId('999999'),
      ...json(
        form({ _method: 'PUT', id: 'abc', is_active: 'notabool', title: '\u0000', name: '\u202eevil' }),
        'application/x-www-form-urlencoded',
      ),
      label: 'contract method override',
    })
  }
  // Multipart bodies sent to pages, which take none (Next would take them for server actions).
  for (const page of ['/', '/blogs/alumnos', '/profe-max', '/proximamente/mi-profe-max', '/no-existe']) {
    for (const bad of BAD_BODIES.filter((body) => body.headers['Content-Type']?.startsWith('multipart/'))) {
      corpus.push({ method: 'POST', path: page, headers: bad.headers, body: bad.body, label: `page ${bad.label}` })
    }
  }
  // Every registration and nomination field with a NUL byte, one at a time.
  for (const field of ['nombre', 'apellido', 'email', 'telefono', 'fecha_nac', 'cp', 'cedula', 'escuela']) {
    const registration: Record<string, string> = {
      nombre: 'Ana',
      apellido: 'Ruiz',
      email: 'ana@escuela.mx',
      telefono: '5512345678',
      fecha_nac: '1990-01-01',
      cp: '01000',
      cedula: '1234567',
      escuela: 'Primaria',
    }
    registration[field] = `${registration[field]}\u0000`
    corpus.push({
      method: 'POST',
      path: registrationPath(),
      ...json(JSON.stringify(registration)),
      label: `register NUL ${field}`,
    })
  }
  const person = {
    nombre: 'Ana\u0000',
    apellido: 'Ruiz',
    correo: 'ana@escuela.mx',
    escuela: 'Primaria',
    estado: 'jalisco',
  }
  corpus.push({
    method: 'POST',
    path: NOMINATION_PATH,
    ...json(JSON.stringify({ userData: person, professorData: person })),
    label: 'nomination NUL',
  })
  corpus.push({
    method: 'POST',
    path: NOMINATION_PATH,
    ...json(`{"userData":{"nombre":"${'a'.repeat(3 * 1024 * 1024)}"}}`),
    label: 'nomination huge',
  })
  corpus.push(...hardeningCorpus(collections))
  return corpus
}
