import { sql } from '@payloadcms/db-postgres'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { kitContracts } from '../../../src/content/registry'
import { matchRoute } from '../../../src/contract/dispatch'
import { CONTRACT, type Route } from '../../../src/contract/table'
import { ok } from '../../../src/contract/http'
import { CONTEST_API } from '../../../src/lib/site-config'
import { deleteForGood, testPayload } from '../helpers'
import { call, png } from './call'

/** The rows of the registered types' kit handlers (src/content/registry.ts `contract`), at their paths. */
const KIT_ROWS = CONTRACT.filter((route) =>
  kitContracts().some((entry) => route.path === entry.path || route.path.startsWith(`${entry.path}/`)),
)

/** A concrete path for a table pattern. */
const concrete = (route: Route, id = '1'): string => route.path.replace('{id}', id).replace('{audience}', 'alumnos')

/**
 * What an anonymous write could have changed, read so that other Jest workers' own rows do not
 * count: the rows the writes name (id 1 of every table, by their last change) and any row, in any
 * table, that carries this run's marker as its name or title.
 */
const MARKER = `Intruso ${Date.now()}`
const touched = async (): Promise<unknown[]> => {
  const payload = await testPayload()
  const { rows: tables } = await payload.db.drizzle.execute(
    // Payload's own bookkeeping (jobs, preferences, locks, sessions) changes as other workers sign in and run jobs.
    sql`SELECT table_name, array_agg(column_name::text) AS columns FROM information_schema.columns WHERE table_schema = 'public' AND column_name IN ('id', 'updated_at', 'name', 'title') AND table_name NOT LIKE 'payload\\_%' AND table_name NOT LIKE 'users%' GROUP BY table_name`,
  )
  const found: unknown[] = []
  for (const { table_name: table, columns } of tables as { table_name: string; columns: string[] }[]) {
    if (columns.includes('id') && columns.includes('updated_at')) {
      const { rows } = await payload.db.drizzle.execute(
        sql.raw(`SELECT updated_at FROM "${table}" WHERE id::text = '1'`),
      )
      found.push([table, 1, rows[0]?.updated_at ?? null])
    }
    for (const column of columns.filter((name) => name === 'name' || name === 'title')) {
      const { rows } = await payload.db.drizzle.execute(
        sql.raw(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text = '${MARKER}'`),
      )
      found.push([table, column, rows[0]?.n])
    }
  }
  return found
}

describe('the contract table', () => {
  it('lists every call once, with a method, a path and who may call it', () => {
    const keys = CONTRACT.map((route) => `${route.method} ${route.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    // A registered type with the kit's handlers brings seven rows (/all, create, edit, delete, toggle, bulk actions,
    // 'Papelera'); the others are 79: 72 of the specs + 9 of the contest (issue 16) + 14 of issue 13 (edit an image or a
    // template file, the allies; registrations and nominations: export, deletion on request, audit) + 7 of issue 14
    // (history: list and restore, item and recommendation; schedules: list, create, cancel) + 4 of issue 28 (the
    // registrations as .xlsx; who else has a form open: renew, release; compare two versions) + 14 of issue 28 (bulk
    // actions and 'Papelera' of the 6 kit types and the blogs) + 16 of issue 28 (the same of activities, the 3 category
    // screens' categories and items, the allies) + 1 of issue 31 (the member code resend), less the 42
    // rows of today's six kit types.
    expect(KIT_ROWS.length).toBe(kitContracts().length * 7)
    expect(CONTRACT.length - KIT_ROWS.length).toBe(95)
    for (const route of CONTRACT) {
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(route.method)
      expect(['public', 'staff', 'admin']).toContain(route.access)
      expect(typeof route.handler).toBe('function')
    }
  })

  it('every route is reached by a route file or the proxy, and each path finds its own row', () => {
    const app = path.resolve('src/app/(contract)')
    for (const route of CONTRACT) {
      const mounted =
        (route.path.startsWith('/profe-max/') && existsSync(`${app}/profe-max/[...path]/route.ts`)) ||
        (route.path.startsWith('/admin/blogs/') && existsSync(`${app}/contract-api/[...path]/route.ts`)) ||
        (route.path.startsWith(`${CONTEST_API}/`) && existsSync(`${app}${CONTEST_API}/[...path]/route.ts`)) ||
        (route.path.startsWith('/programa/') && existsSync(`${app}/programa/[...path]/route.ts`)) ||
        (route.path.startsWith('/historial/') && existsSync(`${app}/historial/[...path]/route.ts`)) ||
        (route.path.startsWith('/edicion/') && existsSync(`${app}/edicion/[...path]/route.ts`)) ||
        existsSync(`${app}${route.path}/route.ts`) ||
        route.path.endsWith('/register') ||
        route.path.endsWith('/register/codigo')
      expect(mounted).toBe(true)
      const found = matchRoute(CONTRACT, route.method, concrete(route))
      expect(found.route).toBe(route)
      // The proxy's internal prefix reaches the same row.
      expect(matchRoute(CONTRACT, route.method, `/contract-api${concrete(route)}`).route).toBe(route)
    }
  })

  it('every public read names the cache tags that expire its cached anonymous answer and the query its key is built from', () => {
    for (const route of CONTRACT.filter((candidate) => candidate.method === 'GET' && candidate.access === 'public')) {
      expect(route.tags?.length).toBeGreaterThan(0)
      expect(route.query).toBeDefined()
    }
  })

  it('only lists and the current recommendations are readable without signing in', () => {
    for (const route of CONTRACT.filter((candidate) => candidate.access === 'public')) {
      expect(route.method === 'GET' || /register|nominaciones|logout|concurso\/votos/.test(route.path)).toBe(true)
    }
  })

  it('refuses every write anonymously with 401, storing nothing', async () => {
    const before = await touched()
    expect(before.length).toBeGreaterThan(20)
    const writes = CONTRACT.filter((route) => route.method !== 'GET' && route.access !== 'public')
    // + approve and reject a nomination (issue 16) + 9 writes of issue 13 (items, allies, deletions on request) + 2
    // restores and scheduling/cancelling a change of issue 14 + 2 of issue 28 (a form's edit lock: renew, release) + 7
    // bulk actions of issue 28 (6 kit types, blogs) + 8 more (activities, categories and items ×3, allies): 87 today, 5 of them for each registered kit type.
    const kitWrites = KIT_ROWS.filter((route) => route.method !== 'GET')
    expect(kitWrites.length).toBe(kitContracts().length * 5)
    expect(writes.length - kitWrites.length).toBe(57)
    for (const route of writes) {
      const answer = await call(route.method, concrete(route), {
        form: { name: MARKER, title: MARKER, _method: 'PUT', id: '1' },
      })
      expect([route.path, answer.status]).toEqual([route.path, 401])
      expect(answer.body).toEqual({ error: true, message: 'Inicia sesión para continuar.' })
    }
    expect(await touched()).toEqual(before)
  })

  it('refuses a cookie-authenticated write from another site, and accepts it from this one', async () => {
    // Toggles a book of its own: the suite changes only what it created (suites run in any order).
    const concepts = JSON.stringify(['Ideas claras para el aula'])
    const book = await call('POST', '/profe-max/desarrollo/libros', {
      as: 'editor',
      form: {
        name: 'Libro del origen',
        author: 'Ana Pérez',
        description: 'Un libro.',
        purchase_link: 'https://libreria.mx/origen',
        is_active: '1',
        first_subdescription: concepts,
        second_subdescription: concepts,
        image: await png(),
      },
    })
    expect(book.status).toBe(201)
    const id = book.body.data.id as number
    try {
      const path = `/profe-max/desarrollo/libros/toggle-active/${id}`
      const crossSite = await call('POST', path, {
        as: 'editor',
        viaCookie: true,
        headers: { Origin: 'https://malicioso.example' },
      })
      expect(crossSite.status).toBe(403)
      expect(crossSite.body.error).toBe(true)
      const fetchSite = await call('POST', path, {
        as: 'editor',
        viaCookie: true,
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      })
      expect(fetchSite.status).toBe(403)
      const sameSite = await call('POST', path, {
        as: 'editor',
        viaCookie: true,
        headers: { Origin: 'http://localhost:3000' },
      })
      expect(sameSite.status).toBe(200)
      // A JWT header is not sent by browsers on their own: no origin check needed.
      const header = await call('POST', path, { as: 'editor', headers: { Origin: 'https://otro.example' } })
      expect(header.status).toBe(200)
    } finally {
      await deleteForGood('development-books', id)
    }
  })

  it('answers 404 for an unknown path and 405 with Allow for a known path with another method', async () => {
    const unknown = await call('GET', '/profe-max/bienestar/no-existe/all')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe(true)
    const wrongMethod = await call('DELETE', '/profe-max/bienestar/recetas/all', { as: 'admin' })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('Allow')).toBe('GET')
  })

  it('editors may write content; admin-only rows refuse editors with 403 and anonymous with 401', async () => {
    const routes: Route[] = [{ method: 'POST', path: '/solo-admin', access: 'admin', handler: async () => ok('Hecho') }]
    expect((await call('POST', '/solo-admin', { routes })).status).toBe(401)
    const editor = await call('POST', '/solo-admin', { as: 'editor', routes })
    expect(editor.status).toBe(403)
    expect(editor.body).toEqual({ error: true, message: 'No tienes permiso para realizar esta acción.' })
    expect((await call('POST', '/solo-admin', { as: 'admin', routes })).body).toEqual({
      error: false,
      message: 'Hecho',
    })
    // Admin-only rows: personal data (the contest's nominations, the programme's registrations and their audit).
    expect(
      CONTRACT.filter((route) => route.access === 'admin').every(
        (route) => route.path.includes('/concurso/nominaciones') || route.path.startsWith('/programa/'),
      ),
    ).toBe(true)
  })

  it('never answers 5xx to malformed input', async () => {
    const raw = await call('POST', '/profe-max/recursos-educativos/actividades', {
      as: 'admin',
      raw: { body: '{"title": ', type: 'application/json' },
    })
    expect(raw.status).toBe(400)
    expect(raw.body).toEqual({ error: true, message: 'La solicitud no tiene un formato válido.' })
    const array = await call('POST', '/profe-max/bienestar/recetas', { as: 'admin', json: [1, 2] })
    expect(array.status).toBe(400)
    const text = await call('POST', '/profe-max/bienestar/recetas', {
      as: 'admin',
      raw: { body: 'hola', type: 'text/plain' },
    })
    expect(text.status).toBe(415)
    const wrongTypes = await call('POST', '/profe-max/bienestar/recetas', {
      as: 'admin',
      json: { title: 5, portions: 'muchas', ingredients: 'sal' },
    })
    expect(wrongTypes.status).toBe(400)
    expect(wrongTypes.body.errors.title).toBe('El título es obligatorio.')
    expect(wrongTypes.body.errors.portions).toBe('Las porciones son obligatorias y deben ser un número mayor a 0.')
  })
})
