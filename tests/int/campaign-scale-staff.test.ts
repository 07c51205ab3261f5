/**
 * Campaign scale (issue 30) at a small size: 10,050 registrations, 10,000 nominations and 3,000 blogs
 * written in bulk SQL. Each test would fail on the code before it: pages stopped at 10,000, the
 * filtered export re-ran its filter once per batch, and searches read every row.
 */
import { PROGRAM_PATHS } from '../../src/contract/paths'
import { matchingQuery } from '../../src/contract/list'
import { poolOf } from '../../src/lib/db-pool'
import { postalPrefixes } from '../../src/program/postal-states'
import { peopleQueries, type PeopleFilter } from '../../src/program/people'
import { CONTEST_API } from '../../src/lib/site-config'
import { call } from './contract/call'
import { testPayload, tokenFor } from './helpers'

const REG = PROGRAM_PATHS.registrations
const NOM = `${CONTEST_API}/nominaciones`
const ROWS = 10_050
const NOMINATIONS = 10_000
const BLOGS = 3_000
// Rows of a year no other test writes in, so the date filter selects exactly these.
const YEAR = { desde: '2001-01-01', hasta: '2001-12-31' }
const tag = `esc${Date.now().toString(36)}`
const jalisco = postalPrefixes('jalisco')
const none: PeopleFilter = { text: '', from: null, to: null, state: null, status: null }

const pool = async () => poolOf(await testPayload())

beforeAll(async () => {
  const db = await pool()
  // Row i: created i minutes into 2001 (row ROWS is the newest); one in seven in Jalisco.
  await db.query(
    `INSERT INTO registrations (nombre, apellido, email, email_key, telefono, fecha_nac, cp, cedula, cedula_key, escuela, member_code, created_at, updated_at)
     SELECT 'Ángela', 'Núñez' || $1 || i, $1 || '.' || i || '@escuela.mx', $1 || '.' || i || '@escuela.mx', '5512345678', '1980-01-01',
            CASE WHEN i % 7 = 0 THEN $2::text ELSE '06' END || '100', '9' || lpad(i::text, 7, '0'), '9' || lpad(i::text, 7, '0'),
            'Escuela ' || i, upper($1) || i, timestamptz '2001-01-01 12:00:00+00' + i * interval '1 minute', now()
       FROM generate_series(1, ${ROWS}) i`,
    [tag, jalisco[0]],
  )
  await db.query(
    `INSERT INTO nominations (user_data_nombre, user_data_apellido, user_data_correo, user_data_escuela, user_data_estado,
                              professor_data_nombre, professor_data_apellido, professor_data_correo, professor_data_escuela, professor_data_estado, status, created_at, updated_at)
     SELECT 'Raúl', 'Díaz' || $1 || i, 'nomina.' || $1 || i || '@correo.mx', 'Escuela', 'oaxaca', 'Inés', 'Gómez' || i, 'profe.' || $1 || i || '@escuela.mx', 'Primaria', 'jalisco',
            'pending', timestamptz '2001-01-01 12:00:00+00' + i * interval '1 minute', now()
       FROM generate_series(1, ${NOMINATIONS}) i`,
    [tag],
  )
  await db.query(
    `INSERT INTO blogs (audience, name, slug, short_description, description, is_active, _status)
     SELECT (ARRAY['alumnos','profesores','padres-familia'])[1 + i % 3]::enum_blogs_audience, 'Bienestar ' || $1 || ' ' || i, $1 || '-' || i, 'Breve', 'Texto largo', false, 'draft'
       FROM generate_series(1, ${BLOGS}) i`,
    [tag],
  )
  await db.query('VACUUM ANALYZE registrations')
  await db.query('VACUUM ANALYZE nominations')
  await db.query('VACUUM ANALYZE blogs')
  await db.query('ANALYZE activities')
}, 120_000)

afterAll(async () => {
  const db = await pool()
  await db.query(`DELETE FROM registrations WHERE member_code LIKE upper($1) || '%'`, [tag])
  await db.query(`DELETE FROM nominations WHERE user_data_correo LIKE 'nomina.' || $1 || '%'`, [tag])
  await db.query(`DELETE FROM blogs WHERE slug LIKE $1 || '-%'`, [tag])
})

const year = new URLSearchParams(YEAR).toString()
const apellidoOf = (row: { apellido: string }) => Number(row.apellido.slice(`Núñez${tag}`.length))

describe('any page of a long list (keyset under the page numbers)', () => {
  it('answers page 10,001 and the last page of 10,050, and the cursor of page 10,000 leads to the same page', async () => {
    const beyond = await call('GET', `${REG}?${year}&pageSize=1&page=10001`, { as: 'admin' })
    expect(beyond.status).toBe(200)
    expect(beyond.body).toMatchObject({ total: ROWS, page: 10_001, pageSize: 1, capped: false })
    // Newest first: page p shows row ROWS - p + 1.
    expect(beyond.body.data.map(apellidoOf)).toEqual([ROWS - 10_000])
    const last = await call('GET', `${REG}?${year}&pageSize=1&page=${ROWS}`, { as: 'admin' })
    expect(last.body.data.map(apellidoOf)).toEqual([1])
    expect((await call('GET', `${REG}?${year}&pageSize=1&page=${ROWS + 1}`, { as: 'admin' })).body.data).toEqual([])

    const previous = await call('GET', `${REG}?${year}&pageSize=1&page=10000`, { as: 'admin' })
    expect(previous.body.data.map(apellidoOf)).toEqual([ROWS - 9_999])
    const next = await call('GET', `${REG}?${year}&pageSize=1&page=10001&after=${previous.body.next}`, { as: 'admin' })
    expect(next.body.data).toEqual(beyond.body.data)
  })

  it('pages of 20 from both ends agree with one another', async () => {
    const pages = Math.ceil(ROWS / 20)
    const lastPage = await call('GET', `${REG}?${year}&page=${pages}`, { as: 'admin' })
    expect(lastPage.body.data.map(apellidoOf)).toEqual(
      Array.from({ length: ROWS % 20 || 20 }, (_, i) => (ROWS % 20 || 20) - i),
    )
    const middle = await call('GET', `${REG}?${year}&page=300`, { as: 'admin' })
    expect(middle.body.data.map(apellidoOf)).toEqual(Array.from({ length: 20 }, (_, i) => ROWS - 299 * 20 - i))
  })
})

describe('the filtered export in one pass', () => {
  it('streams every Jalisco row of 2001 from a single query', async () => {
    const db = await pool()
    const expected = (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM registrations WHERE member_code LIKE upper($1) || '%' AND cp LIKE $2 || '%'`,
        [tag, jalisco[0]],
      )
    ).rows[0]!.n
    expect(expected).toBe(Math.floor(ROWS / 7))

    // Every statement the app sends while the export runs, from the pool or a connection of it
    // (pg's own `pool.query` checks a client out with a callback: that form passes through).
    const statements: string[] = []
    type Client = { query: (...args: unknown[]) => unknown; release: (destroy?: boolean) => void }
    const spied = db as unknown as { query: (...args: unknown[]) => unknown; connect: (callback?: unknown) => unknown }
    const originalQuery = spied.query
    const originalConnect = spied.connect
    const textOf = (arg: unknown): string =>
      typeof arg === 'string' ? arg : String((arg as { text?: unknown })?.text ?? '')
    spied.query = function (this: unknown, ...args: unknown[]) {
      statements.push(textOf(args[0]))
      return originalQuery.apply(db, args)
    }
    spied.connect = function (callback?: unknown) {
      if (callback) return originalConnect.call(db, callback)
      return (originalConnect.call(db) as Promise<Client>).then((client) => {
        const query = client.query
        const release = client.release
        client.query = (...args: unknown[]) => {
          statements.push(textOf(args[0]))
          return query.apply(client, args)
        }
        client.release = (destroy?: boolean) => {
          client.query = query
          client.release = release
          release.call(client, destroy)
        }
        return client
      })
    }
    try {
      const { dispatch } = await import('../../src/contract/dispatch')
      const response = await dispatch(
        new Request(`http://localhost:3000${REG}.csv?${year}&estado=jalisco`, {
          headers: { Authorization: `JWT ${await tokenFor('admin')}` },
        }),
      )
      expect(response.status).toBe(200)
      const lines = (await response.text()).split('\r\n').filter(Boolean)
      expect(lines).toHaveLength(expected + 1)
    } finally {
      spied.query = originalQuery
      spied.connect = originalConnect
    }
    const reads = statements.filter((text) => /FROM "registrations"/.test(text) && !/count\(\*\)/.test(text))
    expect(reads).toHaveLength(1)
  })
})

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }
const seqScans = async (sql: string, values: unknown[], { discourageSeqScan = false } = {}): Promise<string[]> => {
  const client = await (await pool()).connect()
  let rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[]
  try {
    if (discourageSeqScan) await client.query('SET enable_seqscan = off')
    rows = (await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, values)).rows
  } finally {
    if (discourageSeqScan) await client.query('RESET enable_seqscan')
    client.release()
  }
  const found: string[] = []
  const walk = (node: PlanNode) => {
    if (
      node['Node Type'] === 'Seq Scan' &&
      ['registrations', 'nominations', 'votes', 'blogs'].includes(node['Relation Name'] ?? '')
    )
      found.push(node['Relation Name']!)
    node.Plans?.forEach(walk)
  }
  walk(rows[0]!['QUERY PLAN'][0].Plan)
  return found
}

describe('query plans: no page of a list or a search reads a whole table', () => {
  const total = async (sql: string, values: unknown[]) =>
    (await (await pool()).query<{ total: number }>(sql, values)).rows[0]!.total

  it.each([
    ['registrations: page 1', 'registrations', none, 1],
    ['registrations: a middle page', 'registrations', none, 'middle'],
    ['registrations: the last page', 'registrations', none, 'last'],
    ['registrations: search by e-mail', 'registrations', { ...none, text: `${tag}.4321@escuela.mx` }, 1],
    ['registrations: search by name', 'registrations', { ...none, text: `nunez${tag}432` }, 1],
    ['registrations: search by +tag e-mail', 'registrations', { ...none, text: `${tag}.4321+promo@escuela.mx` }, 1],
    ['registrations: state filter', 'registrations', { ...none, state: 'jalisco' as const }, 1],
    ['registrations: date range', 'registrations', { ...none, from: '2001-01-01', to: '2001-01-31' }, 1],
    ['nominations: page 1', 'nominations', none, 1],
    ['nominations: search', 'nominations', { ...none, text: `nomina.${tag}77@` }, 1],
  ] as const)('%s', async (_name, dataset, filter, which) => {
    const counted = await total(
      peopleQueries(dataset, filter, { page: 1, pageSize: 20 }).count.sql,
      peopleQueries(dataset, filter, { page: 1, pageSize: 20 }).count.values,
    )
    const page = which === 'middle' ? Math.ceil(counted / 40) : which === 'last' ? Math.ceil(counted / 20) : which
    const { count, pageIds } = peopleQueries(dataset, filter, { page, pageSize: 20, total: counted })
    expect(await seqScans(pageIds.sql, pageIds.values)).toEqual([])
    if (filter.text) expect(await seqScans(count.sql, count.values)).toEqual([])
  })

  it('the staff blog search reads the index within one audience', async () => {
    const { sql, values } = matchingQuery('blogs', `bienestar ${tag} 12`, {
      scope: { audience: { equals: 'profesores' } },
    })
    expect(sql).toContain('"audience"::text = $2')
    // A few thousand blogs fit in a few pages, where the planner may rightly prefer reading them
    // all: the check is that an index serves the search (none did for the old folded LIKE).
    expect(await seqScans(sql, values, { discourageSeqScan: true })).toEqual([])
  })

  it('the searches find accents, case and +tag as typed', async () => {
    const byName = await call('GET', `${REG}?q=${encodeURIComponent(`ÁNGELA NÚÑEZ${tag}4321`)}`, { as: 'admin' })
    expect(byName.body.data.map(apellidoOf)).toEqual([4321])
    const byTag = await call('GET', `${REG}?q=${encodeURIComponent(`${tag}.4321+promo@escuela.mx`)}`, { as: 'admin' })
    expect(byTag.body.data.map(apellidoOf)).toEqual([4321])
    const nominee = await call('GET', `${NOM}?q=${encodeURIComponent(`DÍAZ${tag}1999`)}`, { as: 'admin' })
    expect(nominee.body.total).toBe(1)
  })

  it('a broad search counts up to the cap and says so', async () => {
    const broad = await call('GET', `${REG}?q=${encodeURIComponent(`núñez${tag}`)}`, { as: 'admin' })
    expect(broad.body).toMatchObject({ total: 10_000, capped: true })
    expect(broad.body.data).toHaveLength(20)
  })
})

describe("the activities' admin table: upcoming first, each half read in its index's order", () => {
  const today = '2030-06-15'
  const title = `Actividad ${tag}`

  beforeAll(async () => {
    // 300 activities from 150 days before `today` to 149 after, two on every tenth day (the id breaks the tie).
    await (
      await pool()
    ).query(
      `INSERT INTO activities (title, description, activity_date, school_grade, materials_link)
       SELECT $1 || ' ' || i, 'Texto', to_char(date '2030-06-15' + (i - 150) - CASE WHEN i % 10 = 0 THEN 1 ELSE 0 END, 'YYYY-MM-DD'), '3°', 'https://x.example.mx'
         FROM generate_series(0, 299) AS i`,
      [title],
    )
    await (await pool()).query('VACUUM ANALYZE activities')
  })

  afterAll(async () => {
    await (await pool()).query(`DELETE FROM activities WHERE title LIKE $1 || ' %'`, [title])
  })

  it('pages (with and without a search) follow the one order, to the last page', async () => {
    const { upcomingFirstPage } = await import('../../src/contract/resources/activities')
    const db = await pool()
    const reference = async (text: string) =>
      (
        await db.query<{ id: number }>(
          `SELECT id FROM activities WHERE ($2 = '' OR search_text LIKE '%' || $2 || '%')
            ORDER BY (activity_date < $1), CASE WHEN activity_date >= $1 THEN activity_date END ASC, activity_date DESC, id DESC`,
          [today, text],
        )
      ).rows.map((row) => row.id)
    for (const text of [tag.toLowerCase(), '']) {
      const expected = await reference(text)
      const seen: number[] = []
      for (let page = 1; ; page += 1) {
        const { ids, total } = await upcomingFirstPage(db, text, today, page, 7)
        expect(total).toBe(expected.length)
        if (ids.length === 0) break
        seen.push(...ids)
      }
      expect(seen).toEqual(expected)
      if (text) expect(seen).toHaveLength(300)
    }
  })

  it('no page sorts the whole table: each half is an index scan (an incremental sort within a day at most)', async () => {
    const { upcomingFirstQueries } = await import('../../src/contract/resources/activities')
    {
      const queries = upcomingFirstQueries('', today)
      for (const { sql, values } of [queries.upcoming(10, 0), queries.past(10, 100)]) {
        const client = await (await pool()).connect()
        try {
          await client.query('SET enable_seqscan = off')
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, values)
          const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
          expect(plan).toMatch(/Index (Only )?Scan( Backward)? using activities_activity_date/)
          // b38ef32 and the first pass sorted every row (`Sort` over all activities) for any page.
          expect(plan).not.toMatch(/^\s*(->\s+)?Sort\s+\(/m)
        } finally {
          await client.query('RESET enable_seqscan')
          client.release()
        }
      }
    }
  })
})
