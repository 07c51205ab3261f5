import { RANKING_FRESHNESS_SECONDS, RANKING_SQL, rankCandidates } from '../../src/contest/ranking'
import { MAX_PAGE_SIZE, UNPAGED_LIMIT } from '../../src/contract/list'
import { poolOf } from '../../src/lib/db-pool'
import { expireTagAtMostEvery } from '../../src/lib/public-cache'
import { blogListHref } from '../../src/site/blogs/audiences'
import { BLOG_PAGE_SIZE, readBlogPage } from '../../src/site/data'
import { activitiesCalendar, feedWindow } from '../../src/site/calendar/feed'
import { getPortalData, readActivities, readPortalKey } from '../../src/site/portal/data'
import { monthRange, PORTAL_PAGE_SIZE } from '../../src/site/portal/endpoint'
import { sitemapFile, sitemapIndex } from '../../src/site/sitemap'
import { call, type Answer } from './contract/call'
import { testPayload } from './helpers'

/**
 * Issue 30 at a small size: data made with bulk SQL (as a campaign's would be), then what a visitor
 * reaches. Each check failed on b38ef32: lists and the sitemap stopped at 200 posts, the portal inlined
 * every item, the ranking counted per candidate without partial indexes, every vote expired it.
 */

const POSTS = 500
const BOOKS = 500
const stamp = Date.now().toString(36)
const slugOf = (i: number) => `escala-${stamp}-${i}`

const pool = async () => poolOf(await testPayload())

beforeAll(async () => {
  const db = await pool()
  // Published long ago, so the posts of tests running beside this one stay the newest.
  await db.query(
    `INSERT INTO blogs (audience, name, slug, short_description, description, is_active, _status, created_at, updated_at)
     SELECT 'alumnos', 'Entrada de escala ' || i, $1 || '-' || i, 'Resumen ' || i, 'Texto ' || i, true, 'published',
            timestamp '2020-01-01' + i * interval '1 minute', timestamp '2020-01-01' + i * interval '1 minute'
       FROM generate_series(1, $2::int) AS i`,
    [`escala-${stamp}`, POSTS],
  )
  await db.query(
    `INSERT INTO development_books (name, author, description, purchase_link, first_subdescription, second_subdescription, is_active)
     SELECT 'Libro de escala ' || i, 'Autora ' || i, repeat('Una descripción larga de un libro para docentes. ', 20), 'https://libros.example.mx/' || i,
            '["Porque sí", "Porque también"]'::jsonb, '["Ideas", "Calma"]'::jsonb, true
       FROM generate_series(1, $1::int) AS i`,
    [BOOKS],
  )
}, 120_000)

afterAll(async () => {
  const db = await pool()
  await db.query(`DELETE FROM blogs WHERE slug LIKE $1`, [`escala-${stamp}-%`])
  await db.query(`DELETE FROM development_books WHERE name LIKE 'Libro de escala %'`)
})

describe('every published post is reachable', () => {
  it('from the list: following the pages (?pagina=) reaches the 201st post and every other one', async () => {
    const first = await readBlogPage('alumnos', 1)
    expect(first.cards).toHaveLength(BLOG_PAGE_SIZE)
    expect(first.total).toBeGreaterThanOrEqual(POSTS)
    const seen = new Set<string>()
    for (let page = 1; page <= first.pages; page += 1)
      for (const card of (await readBlogPage('alumnos', page)).cards) seen.add(card.slug)
    expect(seen.has(slugOf(POSTS - 200))).toBe(true) // the 201st newest of ours
    for (let i = 1; i <= POSTS; i += 1) expect(seen.has(slugOf(i)) ? null : slugOf(i)).toBeNull()
    expect(blogListHref('alumnos', 1)).toBe('/blogs/alumnos')
    expect(blogListHref('alumnos', first.pages)).toBe(`/blogs/alumnos?pagina=${first.pages}`)
  })

  it('from the sitemap: an index of files, each within the protocol, naming every post and every page of the lists', async () => {
    const index = await sitemapIndex()
    expect(index).toContain('<sitemapindex')
    const files = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((match) => match[1]!)
    expect(files).toContain('paginas.xml')
    const addresses: string[] = []
    for (const file of files) {
      const xml = await sitemapFile(file)
      expect(xml).not.toBeNull()
      const locs = [...xml!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
      expect(locs.length).toBeLessThanOrEqual(50_000)
      addresses.push(...locs)
    }
    for (let i = 1; i <= POSTS; i += 1)
      expect(addresses.some((loc) => loc.endsWith(`/blogs/alumnos/${slugOf(i)}`)) ? null : slugOf(i)).toBeNull()
    const { pages } = await readBlogPage('alumnos', 1)
    expect(addresses.some((loc) => loc.endsWith(`/blogs/alumnos?pagina=${pages}`))).toBe(true)
    expect(await sitemapFile('blogs-999.xml')).toBeNull()
    expect(await sitemapFile('../x')).toBeNull()
  })
})

/** The `rel="next"` address of a `Link` header, or null. */
const nextOf = (answer: Answer): string | null =>
  /<([^>]+)>;\s*rel="next"/.exec(answer.headers.get('link') ?? '')?.[1] ?? null

/** Every item of a list a spec client reads unpaged: the plain array, then the paged form from its `Link` to the last page. */
const everyItem = async (first: Answer): Promise<Record<string, unknown>[]> => {
  const items = [...(first.body as Record<string, unknown>[])]
  const next = nextOf(first)
  if (!next) return items
  const total = Number(first.headers.get('x-total-count'))
  const url = new URL(next, 'http://localhost')
  for (let page = Number(url.searchParams.get('page')); (page - 1) * MAX_PAGE_SIZE < total; page += 1) {
    url.searchParams.set('page', String(page))
    const answer = await call('GET', `${url.pathname}${url.search}`)
    expect(answer.status).toBe(200)
    items.push(...(answer.body as { data: Record<string, unknown>[] }).data)
  }
  return items
}

describe("the contract's unpaged public lists are bounded", () => {
  it("a visitor's plain array of 500+ blogs carries the first 200, the total and the next page; every post is reachable", async () => {
    const first = await call('GET', '/admin/blogs/alumnos/all?only_active=true')
    expect(first.status).toBe(200)
    // b38ef32 answered every post (1.98 MB at a campaign's 2,000).
    expect(first.body).toHaveLength(UNPAGED_LIMIT)
    expect(Buffer.byteLength(JSON.stringify(first.body))).toBeLessThan(250_000)
    const total = Number(first.headers.get('x-total-count'))
    expect(total).toBeGreaterThanOrEqual(POSTS)
    expect(nextOf(first)).toBe(
      `/admin/blogs/alumnos/all?only_active=true&paginated=true&page=3&pageSize=${MAX_PAGE_SIZE}`,
    )
    const items = await everyItem(first)
    expect(items).toHaveLength(total)
    expect(new Set(items.map((item) => item.id)).size).toBe(total)
    const slugs = new Set(items.map((item) => item.slug))
    for (let i = 1; i <= POSTS; i += 1) expect(slugs.has(slugOf(i)) ? null : slugOf(i)).toBeNull()
  })

  it("staff's picker still reads the whole list; a short list is whole, with its total and no next page", async () => {
    const picker = await call('GET', '/admin/blogs/alumnos/all?only_active=true', { as: 'editor' })
    expect((picker.body as unknown[]).length).toBeGreaterThanOrEqual(POSTS)
    const short = await call('GET', '/profe-max/bienestar/podcast/all?only_active=true')
    expect(short.status).toBe(200)
    expect((short.body as unknown[]).length).toBeLessThan(UNPAGED_LIMIT)
    expect(Number(short.headers.get('x-total-count'))).toBe((short.body as unknown[]).length)
    expect(nextOf(short)).toBeNull()
  })

  it("a visitor's calendar of 300+ activities: the next 200 by date, and the rest by the paged form", async () => {
    const db = await pool()
    const title = `Calendario acotado ${stamp}`
    await db.query(
      `INSERT INTO activities (title, description, activity_date, school_grade, materials_link)
       SELECT $1 || ' ' || i, 'Texto', to_char(date '2032-01-01' + i, 'YYYY-MM-DD'), '3°', 'https://x.example.mx'
         FROM generate_series(1, 300) AS i`,
      [title],
    )
    try {
      const first = await call('GET', '/profe-max/recursos-educativos/actividades/all')
      expect(first.status).toBe(200)
      const rows = first.body as { title: string; activity_date: string }[]
      expect(rows).toHaveLength(UNPAGED_LIMIT)
      const dates = rows.map((row) => row.activity_date)
      expect(dates).toEqual([...dates].sort())
      const items = await everyItem(first)
      expect(items).toHaveLength(Number(first.headers.get('x-total-count')))
      const ours = new Set(items.map((item) => item.title).filter((name) => String(name).startsWith(title)))
      expect(ours.size).toBe(300)
    } finally {
      await db.query(`DELETE FROM activities WHERE title LIKE $1`, [`${title} %`])
    }
  })
})

describe('the calendar feed', () => {
  it('reads its window only (a date range in SQL), whatever the number of activities outside it', async () => {
    const db = await pool()
    const title = `Ventana del feed ${stamp}`
    // 400 activities years back (b38ef32's feed carried every one of them), 10 within the next ten days.
    await db.query(
      `INSERT INTO activities (title, description, activity_date, school_grade, materials_link)
       SELECT $1 || ' ' || i, 'Texto',
              to_char(CASE WHEN i <= 400 THEN date '2019-01-01' + i ELSE current_date + (i - 400) END, 'YYYY-MM-DD'),
              '3°', 'https://x.example.mx'
         FROM generate_series(1, 410) AS i`,
      [title],
    )
    try {
      const now = new Date()
      const { from, to } = feedWindow(now)
      const rows = await readActivities(from, to)
      expect(rows.every((row) => row.date >= from && row.date <= to)).toBe(true)
      const ours = rows.filter((row) => row.title.startsWith(title))
      expect(ours).toHaveLength(10)
      const text = activitiesCalendar(rows, now)
      expect(text.match(/BEGIN:VEVENT/g) ?? []).toHaveLength(rows.length)
    } finally {
      await db.query(`DELETE FROM activities WHERE title LIKE $1`, [`${title} %`])
    }
  })
})

describe('the portal page is bounded', () => {
  it("carries one page of a 500-book list (the HTML's data stays small) and the rest is one request away", async () => {
    const data = await getPortalData()
    const bytes = Buffer.byteLength(JSON.stringify(data))
    // b38ef32 inlined every book: ~600 KB for these 500 alone.
    expect(bytes).toBeLessThan(150_000)
    expect(data.developmentBooks.length).toBeLessThanOrEqual(PORTAL_PAGE_SIZE + 1)
    expect(data.totals.developmentBooks).toBeGreaterThanOrEqual(BOOKS)
    // The lists the browser reads a page at a time (a failed server read re-reads page 1, not the whole part).
    expect(data.paged).toEqual(
      expect.arrayContaining(['developmentBooks', 'courses', 'tools', 'recipes', 'wellbeingBooks', 'podcasts']),
    )
    expect(data.paged).not.toContain('activities')
    expect(Array.isArray(await readPortalKey('musicCategories', 'todo'))).toBe(true)

    const { rows } = await (
      await pool()
    ).query<{ id: number }>(`SELECT max(id) AS id FROM development_books WHERE name LIKE 'Libro de escala %'`)
    const last = rows[0]!.id
    expect(data.developmentBooks.some((book) => book.id === last)).toBe(false)
    expect(await readPortalKey('developmentBooks', `id-${last}`)).toMatchObject({
      id: last,
      name: `Libro de escala ${BOOKS}`,
    })
    const pages = Math.ceil(data.totals.developmentBooks! / PORTAL_PAGE_SIZE)
    // Every book is on exactly one page (whatever the order puts last), the newest of ours included.
    const seen: number[] = []
    for (let page = 1; page <= pages; page += 1) {
      const read = (await readPortalKey('developmentBooks', `pagina-${page}`)) as {
        items: { id: number }[]
        pages: number
      }
      expect(read.pages).toBe(pages)
      seen.push(...read.items.map((book) => book.id))
    }
    expect(seen).toContain(last)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.length).toBe(data.totals.developmentBooks)
    // Keys the endpoint does not answer are refused, not read.
    // Keys that name nothing (a page past the last, an id nobody published) are refused too: no cache entry per made-up key.
    for (const key of [
      'todo',
      'pagina-0',
      'id-abc',
      'mes-2026-13',
      'pagina-1;drop',
      `pagina-${pages + 1}`,
      'id-999999999',
    ])
      expect(await readPortalKey('developmentBooks', key)).toBeUndefined()
    expect(await readPortalKey('activities', 'mes-1999-01')).toBeUndefined()
    expect(await readPortalKey('activities', 'pagina-1')).toBeUndefined()
  })

  it("a category part carries each category's first page and its total; the rest is paged by category", async () => {
    const db = await pool()
    const category = (
      await db.query<{ id: number }>(`INSERT INTO music_categories (name, is_active) VALUES ($1, true) RETURNING id`, [
        `Escala ${stamp}`,
      ])
    ).rows[0]!.id
    const TRACKS = 40
    await db.query(
      `INSERT INTO music_items (title, url, category_id, is_active)
       SELECT 'Pista ' || i, 'https://musica.example.mx/' || i, $1, true FROM generate_series(1, $2::int) AS i`,
      [category, TRACKS],
    )
    try {
      const data = await getPortalData()
      const ours = data.musicCategories.find((c) => c.id === category)!
      // b38ef32 and the first pass carried every track of every category in the page.
      expect(ours.items).toHaveLength(PORTAL_PAGE_SIZE)
      expect(ours.total).toBe(TRACKS)
      const pages = Math.ceil(TRACKS / PORTAL_PAGE_SIZE)
      const seen = ours.items.map((track) => track.title)
      for (let page = 2; page <= pages; page += 1) {
        const answer = (await readPortalKey('musicCategories', `categoria-${category}-pagina-${page}`)) as {
          items: { title: string }[]
          total: number
          pages: number
        }
        expect(answer).toMatchObject({ total: TRACKS, pages })
        seen.push(...answer.items.map((track) => track.title))
      }
      expect(seen).toEqual(Array.from({ length: TRACKS }, (_, i) => `Pista ${i + 1}`))
      for (const key of [`categoria-${category}-pagina-${pages + 1}`, 'categoria-999999999-pagina-1', 'categoria-x'])
        expect(await readPortalKey('musicCategories', key)).toBeUndefined()
      expect(await readPortalKey('developmentBooks', `categoria-${category}-pagina-1`)).toBeUndefined()
    } finally {
      await db.query('DELETE FROM music_items WHERE category_id = $1', [category])
      await db.query('DELETE FROM music_categories WHERE id = $1', [category])
    }
  })

  it('carries the activities of the months around the render; another month comes from the endpoint', async () => {
    const db = await pool()
    await db.query(
      `INSERT INTO activities (title, description, activity_date, school_grade, materials_link)
       SELECT 'Actividad de escala ' || i, 'Texto', to_char(date '2031-03-01' + (i % 28), 'YYYY-MM-DD'), '3°', 'https://x.example.mx'
         FROM generate_series(1, 300) AS i`,
    )
    try {
      const data = await getPortalData({ now: Date.parse('2026-11-15T12:00:00Z') })
      expect(data.activityWindow).toEqual({ from: '2026-10-01', to: '2026-12-31' })
      expect(data.activities.every((activity) => activity.date >= '2026-10-01' && activity.date <= '2026-12-31')).toBe(
        true,
      )
      const march = (await readPortalKey('activities', 'mes-2031-03')) as { date: string }[]
      expect(march).toHaveLength(300)
      expect(monthRange(2031, 2)).toEqual({ from: '2031-03-01', to: '2031-03-31' })
    } finally {
      await db.query(`DELETE FROM activities WHERE title LIKE 'Actividad de escala %'`)
    }
  })
})

describe('the contest ranking', () => {
  const CANDIDATES = 200
  const VOTES = 100_000

  beforeAll(async () => {
    const db = await pool()
    await db.query(
      `INSERT INTO candidates (nombre, apellido, escuela, estado, identity, is_active)
       SELECT 'Profe' || i, 'Escala' || $1, 'Escuela ' || i, (enum_range(NULL::enum_candidates_estado))[1 + i % 32], 'escala-' || $1 || '-' || i, true
         FROM generate_series(1, $2::int) AS i`,
      [stamp, CANDIDATES],
    )
    // Two votes in three confirmed, spread over the candidates.
    await db.query(
      `INSERT INTO votes (candidate_id, email, salt, expires_at, confirmed_at, counted_key)
       SELECT c.id, 'v' || i || '@correo.mx', 's', now() + interval '1 day',
              CASE WHEN i % 3 = 0 THEN NULL ELSE now() END, CASE WHEN i % 3 = 0 THEN NULL ELSE 'escala-' || $1 || '-' || i END
         FROM generate_series(1, $2::int) AS i
         JOIN LATERAL (SELECT id FROM candidates WHERE apellido = 'Escala' || $1 ORDER BY id OFFSET (i % $3) LIMIT 1) c ON true`,
      [stamp, VOTES, CANDIDATES],
    )
    // What autovacuum does after a bulk load: statistics and the visibility map (index-only scans).
    await db.query('VACUUM ANALYZE votes')
    await db.query('VACUUM ANALYZE candidates')
    await db.query('VACUUM ANALYZE nominations')
  }, 180_000)

  afterAll(async () => {
    const db = await pool()
    await db.query(`DELETE FROM votes WHERE candidate_id IN (SELECT id FROM candidates WHERE apellido = $1)`, [
      `Escala${stamp}`,
    ])
    await db.query(`DELETE FROM candidates WHERE apellido = $1`, [`Escala${stamp}`])
  })

  it('reads stored counts: the plan reads candidates only, no vote and no nomination (b38ef32 and the partial indexes counted every read)', async () => {
    const db = await pool()
    for (const params of [
      [null, 10],
      ['jalisco', 10],
      [null, null],
    ]) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${RANKING_SQL}`, params)
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(plan).toMatch(/on candidates/)
      expect(plan).not.toMatch(/ on votes| on nominations|votes_|nominations_/)
    }
  })

  it('the stored counts equal the rows, after a bulk load and after each kind of write', async () => {
    const db = await pool()
    const mismatches = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM candidates c
            WHERE c.confirmed_votes <> (SELECT count(*) FROM votes v WHERE v.candidate_id = c.id AND v.confirmed_at IS NOT NULL)
               OR c.approved_nominations <> (SELECT count(*) FROM nominations n WHERE n.candidate_id = c.id AND n.status = 'approved')`,
        )
      ).rows[0]!.n
    expect(await mismatches()).toBe(0)
    const ours = (
      await db.query<{ id: number; confirmed_votes: number }>(
        `SELECT id, confirmed_votes FROM candidates WHERE apellido = $1 ORDER BY id LIMIT 2`,
        [`Escala${stamp}`],
      )
    ).rows
    const [a, b] = ours as [{ id: number; confirmed_votes: number }, { id: number; confirmed_votes: number }]
    const votesOf = async (id: number) =>
      (await db.query<{ n: number }>('SELECT confirmed_votes AS n FROM candidates WHERE id = $1', [id])).rows[0]!.n
    // A confirmation (what the e-mailed link does), a move to another candidate, a removal.
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO votes (candidate_id, email, salt, expires_at) VALUES ($1, $2, 's', now() + interval '1 day') RETURNING id`,
      [a.id, `uno-${stamp}@correo.mx`],
    )
    const vote = rows[0]!.id
    expect(await votesOf(a.id)).toBe(a.confirmed_votes)
    await db.query(`UPDATE votes SET confirmed_at = now(), counted_key = $2 WHERE id = $1`, [vote, `uno-${stamp}`])
    expect(await votesOf(a.id)).toBe(a.confirmed_votes + 1)
    await db.query(`UPDATE votes SET updated_at = now() WHERE id = $1`, [vote])
    expect(await votesOf(a.id)).toBe(a.confirmed_votes + 1)
    await db.query(`UPDATE votes SET candidate_id = $2 WHERE id = $1`, [vote, b.id])
    expect([await votesOf(a.id), await votesOf(b.id)]).toEqual([a.confirmed_votes, b.confirmed_votes + 1])
    await db.query(`DELETE FROM votes WHERE id = $1`, [vote])
    expect(await votesOf(b.id)).toBe(b.confirmed_votes)
    // A nomination counts once approved with a candidate.
    const nomination = (
      await db.query<{ id: number }>(
        `INSERT INTO nominations (user_data_nombre, user_data_apellido, user_data_correo, user_data_escuela, user_data_estado,
                                  professor_data_nombre, professor_data_apellido, professor_data_correo, professor_data_escuela, professor_data_estado, status)
         VALUES ('A', 'B', $1, 'E', 'oaxaca', 'C', 'D', $1, 'E', 'oaxaca', 'pending') RETURNING id`,
        [`nom-${stamp}@correo.mx`],
      )
    ).rows[0]!.id
    await db.query(`UPDATE nominations SET status = 'approved', candidate_id = $2 WHERE id = $1`, [nomination, a.id])
    expect(
      (await db.query<{ n: number }>('SELECT approved_nominations AS n FROM candidates WHERE id = $1', [a.id])).rows[0]!
        .n,
    ).toBe(1)
    await db.query('DELETE FROM nominations WHERE id = $1', [nomination])
    expect(await mismatches()).toBe(0)
  })

  it(`reads the top 10 and the staff's full ranking of ${VOTES.toLocaleString('en')} votes in milliseconds`, async () => {
    const payload = await testPayload()
    for (const limit of [10, null]) {
      await rankCandidates(payload, { limit })
      const times: number[] = []
      for (let i = 0; i < 7; i += 1) {
        const started = performance.now()
        const ranked = await rankCandidates(payload, { limit })
        times.push(performance.now() - started)
        expect(ranked.length).toBeGreaterThanOrEqual(limit ?? CANDIDATES)
      }
      times.sort((a, b) => a - b)
      const median = times[3]!
      console.info(`ranking read (${limit ?? 'all'}) at ${VOTES} votes: median ${median.toFixed(1)} ms`)
      // The target (issue 30): 20 ms. Stored counts read in 1-3 ms; counting the votes took 15-40 ms here.
      expect(median).toBeLessThan(20)
    }
  })

  it(`a voting peak expires the ranking once per ${RANKING_FRESHNESS_SECONDS} s across instances, and again once the window has passed`, async () => {
    const db = await pool()
    const tag = `test:ranking:${stamp}`
    const first = await Promise.all(
      Array.from({ length: 20 }, () => expireTagAtMostEvery(db, tag, RANKING_FRESHNESS_SECONDS)),
    )
    expect(first.filter(Boolean)).toHaveLength(1)
    expect(await expireTagAtMostEvery(db, tag, RANKING_FRESHNESS_SECONDS)).toBe(false)
    // The window has passed (moved back rather than slept through).
    await db.query(
      `UPDATE public_cache_expiries SET expired_at = expired_at - make_interval(secs => $2) WHERE tag = $1`,
      [tag, RANKING_FRESHNESS_SECONDS],
    )
    expect(await expireTagAtMostEvery(db, tag, RANKING_FRESHNESS_SECONDS)).toBe(true)
    await db.query('DELETE FROM public_cache_expiries WHERE tag = $1', [tag])
  })
})
