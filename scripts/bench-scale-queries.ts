// `npm run bench:scale -- --queries` (issue 30): the staff lists' own functions (src/program/people.ts,
// src/contract/list.ts) timed straight against the campaign database, without the HTTP server: what
// each page, search and export costs in PostgreSQL and Node at full size. Run by scripts/bench-scale.mjs
// (through tsx) with DATABASE_URL set; prints the same Markdown table as the HTTP bench.
import { getPayload, type Payload } from 'payload'
import pg from 'pg'

import config from '../payload.config'

import { rankCandidates } from '../src/contest/ranking'
import { upcomingFirstPage } from '../src/contract/resources/activities'
import { dispatch } from '../src/contract/dispatch'
import { idsMatching } from '../src/contract/list'
import { everyPerson, listPeople, type PeopleFilter } from '../src/program/people'
import { activitiesCalendar, feedWindow } from '../src/site/calendar/feed'
import { readActivities } from '../src/site/portal/data'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const none: PeopleFilter = { text: '', from: null, to: null, state: null, status: null }

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

const main = async (): Promise<void> => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  const payload = { db: { pool } } as unknown as Payload
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM registrations')
  const registrations = rows[0]?.n ?? 0
  const lastPage = Math.ceil(registrations / 20)
  const activities = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM activities')).rows[0]?.n ?? 0
  const lastActivityPage = Math.ceil(activities / 10)
  const today = new Date().toISOString().slice(0, 10)
  const cases: [string, () => Promise<unknown>, number?][] = [
    ['registros: page 1', () => listPeople(payload, 'registrations', none, 1, 20)],
    ['registros: page 1,000', () => listPeople(payload, 'registrations', none, 1000, 20)],
    ['registros: middle page', () => listPeople(payload, 'registrations', none, Math.ceil(lastPage / 2), 20)],
    ['registros: last page', () => listPeople(payload, 'registrations', none, lastPage, 20)],
    ['registros: page 15,000 (pageSize 10)', () => listPeople(payload, 'registrations', none, 15_000, 10)],
    ['registros: search common surname', () => listPeople(payload, 'registrations', { ...none, text: 'lopez' }, 1, 20)],
    [
      'registros: search full name',
      () => listPeople(payload, 'registrations', { ...none, text: 'angela nunez' }, 1, 20),
    ],
    [
      'registros: search e-mail',
      () => listPeople(payload, 'registrations', { ...none, text: 'profe123457@escuela7.mx' }, 1, 20),
    ],
    [
      'registros: search +tag e-mail',
      () => listPeople(payload, 'registrations', { ...none, text: 'profe123457+news@escuela7.mx' }, 1, 20),
    ],
    ['registros: search cédula', () => listPeople(payload, 'registrations', { ...none, text: '1123457' }, 1, 20)],
    [
      'registros: search school, page 50',
      () => listPeople(payload, 'registrations', { ...none, text: 'secundaria' }, 50, 20),
    ],
    ['registros: search no match', () => listPeople(payload, 'registrations', { ...none, text: 'zzzqqq' }, 1, 20)],
    ['registros: filter state', () => listPeople(payload, 'registrations', { ...none, state: 'jalisco' }, 1, 20)],
    [
      'registros: filter state, page 500',
      () => listPeople(payload, 'registrations', { ...none, state: 'jalisco' }, 500, 20),
    ],
    [
      'registros: filter dates',
      () => listPeople(payload, 'registrations', { ...none, from: '2026-04-01', to: '2026-04-30' }, 1, 20),
    ],
    [
      'registros: state + search',
      () => listPeople(payload, 'registrations', { ...none, state: 'oaxaca', text: 'garcia' }, 1, 20),
    ],
    ['nominaciones: page 1', () => listPeople(payload, 'nominations', none, 1, 20)],
    ['nominaciones: last page', () => listPeople(payload, 'nominations', none, 1000, 20)],
    ['nominaciones: search', () => listPeople(payload, 'nominations', { ...none, text: 'hernandez' }, 1, 20)],
    [
      'blogs staff: search ids (one audience)',
      () => idsMatching(payload, 'blogs', 'bienestar en el aula 19', { scope: { audience: { equals: 'profesores' } } }),
    ],
    ['ranking: full (staff, every candidate)', () => rankCandidates(payload)],
    ['ranking: top 10 (public)', () => rankCandidates(payload, { limit: 10 })],
    ['activities staff: page 1', async () => (await upcomingFirstPage(pool, '', today, 1, 10)).ids],
    ['activities staff: last page', async () => (await upcomingFirstPage(pool, '', today, lastActivityPage, 10)).ids],
    ['activities staff: search', async () => (await upcomingFirstPage(pool, 'huerto', today, 1, 10)).ids],
    [
      'REST-like where[email][like]',
      () => pool.query(`SELECT id FROM registrations WHERE email ILIKE $1 LIMIT 10`, ['%profe123457%']),
    ],
  ]
  const exports: [string, PeopleFilter][] = [
    ['export rows: all', none],
    ['export rows: filter all dates', { ...none, from: '2000-01-01' }],
    ['export rows: filter state', { ...none, state: 'jalisco' }],
    ['export rows: filter search', { ...none, text: 'lopez' }],
  ]
  console.log(
    `\nbench:scale --queries: ${registrations.toLocaleString('en-US')} registrations; ${RUNS} runs per query (exports 2); the app's functions straight on PostgreSQL\n`,
  )
  console.log('| what | p50 ms | p95 ms | rows |')
  console.log('|---|---|---|---|')
  for (const [label, fn] of cases) {
    await fn()
    const ms: number[] = []
    let count = 0
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now()
      const result = (await fn()) as { rows?: unknown[] } | unknown[]
      ms.push(performance.now() - started)
      count = Array.isArray(result) ? result.length : Array.isArray(result?.rows) ? result.rows.length : 0
    }
    console.log(`| ${label} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 95).toFixed(1)} | ${count} |`)
  }
  // The calendar feed regenerated (what /profe-max/actividades.ics does on a change of the activities or
  // its hourly revalidation): the window's activities read through Payload's Local API as a visitor,
  // then the iCalendar text built and folded. The HTTP bench times only the cached answer.
  const local = await getPayload({ config })
  const regenerate = async (): Promise<{ read: number; build: number; events: number; bytes: number }> => {
    const started = performance.now()
    const now = new Date()
    const { from, to } = feedWindow(now)
    const rows = await readActivities(from, to)
    const read = performance.now()
    const text = activitiesCalendar(rows, now)
    return {
      read: read - started,
      build: performance.now() - read,
      events: rows.length,
      bytes: Buffer.byteLength(text),
    }
  }
  await regenerate()
  const feed = { total: [] as number[], read: [] as number[], build: [] as number[], events: 0, bytes: 0 }
  for (let i = 0; i < RUNS; i += 1) {
    const run = await regenerate()
    feed.total.push(run.read + run.build)
    feed.read.push(run.read)
    feed.build.push(run.build)
    feed.events = run.events
    feed.bytes = run.bytes
  }
  const cell = (ms: number[]): string => `${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 95).toFixed(1)}`
  const feedRows = `${feed.events} events, ${feed.bytes.toLocaleString('en-US')} bytes`
  console.log(`| calendar feed regenerated (read + build) | ${cell(feed.total)} | ${feedRows} |`)
  console.log(`| calendar feed: the window's read | ${cell(feed.read)} | ${feed.events} |`)
  console.log(`| calendar feed: the text built and folded | ${cell(feed.build)} | ${feed.events} |`)
  // The contract's public lists as a visitor reads them (the spec's plain array, then a page of the
  // paged form), produced without the cache (outside Next the dispatcher runs the handler): bytes and time.
  const publicLists: [string, string][] = [
    ['JSON blogs alumnos, plain array (bounded)', '/admin/blogs/alumnos/all?only_active=true'],
    [
      'JSON blogs alumnos, page 3 of 100',
      '/admin/blogs/alumnos/all?only_active=true&paginated=true&page=3&pageSize=100',
    ],
    ['JSON activities, plain array (bounded)', '/profe-max/recursos-educativos/actividades/all'],
    ['JSON wellbeing books, plain array (bounded)', '/profe-max/bienestar/libros/all?only_active=true'],
  ]
  for (const [label, address] of publicLists) {
    const read = async (): Promise<{ bytes: number; items: number; total: string }> => {
      const answer = await dispatch(new Request(new URL(address, 'http://127.0.0.1')))
      const text = await answer.text()
      const body = JSON.parse(text) as unknown[] | { data: unknown[] }
      return {
        bytes: Buffer.byteLength(text),
        items: Array.isArray(body) ? body.length : body.data.length,
        total: answer.headers.get('x-total-count') ?? '',
      }
    }
    await read()
    const ms: number[] = []
    let last = { bytes: 0, items: 0, total: '' }
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now()
      last = await read()
      ms.push(performance.now() - started)
    }
    const of = last.total ? ` of ${last.total}` : ''
    console.log(`| ${label} | ${cell(ms)} | ${last.items}${of}, ${last.bytes.toLocaleString('en-US')} bytes |`)
  }
  for (const [label, filter] of exports) {
    const ms: number[] = []
    let count = 0
    for (let i = 0; i < 2; i += 1) {
      const started = performance.now()
      count = 0
      for await (const batch of everyPerson(payload, 'registrations', filter)) count += batch.length
      ms.push(performance.now() - started)
    }
    console.log(`| ${label} | ${percentile(ms, 50).toFixed(0)} | ${Math.max(...ms).toFixed(0)} | ${count} |`)
  }
  await pool.end()
  await local.destroy()
}

// Payload's Local API (the feed's read) leaves handles open after `destroy()`: the run ends here.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
