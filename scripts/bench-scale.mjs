#!/usr/bin/env node
// `npm run bench:scale` (issue 30): a national campaign's data in its own database, then every staff
// list, search, filter, export and every public page and feed timed on the production server.
//
//   1. The embedded PostgreSQL (scripts/lib/embedded-db.mjs), database `profemax_scale` (`--x10`:
//      `profemax_scale_x10`, ten times the rows), migrated and seeded with the demo content and an
//      admin account (prepare.ts, as `npm run migrate` does).
//   2. The campaign's rows in bulk SQL (scripts/lib/campaign-data.mjs), once: a later run finds them
//      and only applies new migrations (`--reload` drops the database and loads again).
//   3. `next start` on the existing `.next` build (`--build` builds first, against this database:
//      wrap it in `flock /tmp/profemax-e2e.lock` on a shared machine), the admin signed in.
//   4. Each URL: one warm-up, then BENCH_RUNS (default 40) requests one after another (exports:
//      BENCH_EXPORT_RUNS); p50, p95, bytes, statuses and the route cache's answer (`x-nextjs-cache`).
//      The anchor, Payload's own REST lists (`/api/<collection>?limit=20`), is timed in the same run, before
//      and after the staff lists. Public pages must render from the campaign's data: with `--build` the
//      build prerenders from this database; a page still showing another database is reported.
//      The server's RSS (with its children) is sampled every 100 ms.
// `--queries` times the lists' own functions on the database instead of the server (scripts/bench-scale-queries.ts).
// `--public-only` times the public pages, feeds and lists alone (no staff list, export or staff anchor).
// `--load-only` stops after step 2 (to inspect the data or the plans with psql); `--no-prepare` skips step 1's
// migrations on a loaded database (to time an older build against the schema it was built for).
// Prints a Markdown table; docs/performance.md ("Campaign scale") records the figures.
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { campaignExtraSql, campaignSql, scaled } from './lib/campaign-data.mjs'
import { ensureDatabase, recreateDatabase, serverUrl, startEmbeddedPostgres } from './lib/embedded-db.mjs'
import { freePort, waitForServer } from './lib/net.mjs'
import { PREPARE } from './lib/prepare-command.mjs'

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(projectDir, 'node_modules', '.bin', name)
const args = new Set(process.argv.slice(2))
const factor = args.has('--x10') ? 10 : 1
const sizes = scaled(factor)
const database = factor === 1 ? 'profemax_scale' : `profemax_scale_x${factor}`
// 40 runs: p95 is then the 38th of 40 (with 15 it was the slowest run, one scheduler hiccup on a shared machine).
const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2)
const ADMIN = { email: 'bench-admin@profemax.test', password: 'Bench-Scale-2026-largo!' }

const run = (file, argv, env) =>
  new Promise((/** @type {(value?: unknown) => void} */ resolve, reject) => {
    const child = spawn(file, argv, { cwd: projectDir, env, stdio: 'inherit' })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} ${argv.join(' ')} exited ${code}`)),
    )
  })

/** The resident memory (bytes) of `pid` and every process below it, from /proc. */
const treeRss = (pid) => {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // gone meanwhile
    }
  }
  let total = 0
  const stack = [pid]
  while (stack.length) {
    const current = stack.pop()
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, 'utf8'))
      total += rss ? Number(rss[1]) * 1024 : 0
    } catch {
      // gone meanwhile
    }
    stack.push(...(children.get(current) ?? []))
  }
  return total
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const load = async (url) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM registrations WHERE member_code LIKE 'BENCH%'`)
    if (rows[0].n > 0) {
      console.log(`[bench] campaign data already loaded (${rows[0].n} registrations)`)
      for (const statement of campaignExtraSql(sizes)) await client.query(statement)
      // A migration may have rewritten the tables: the steady state (autovacuum's visibility map,
      // which index-only scans need, and fresh statistics) before timing.
      await client.query('VACUUM ANALYZE')
      return
    }
    const started = Date.now()
    for (const statement of campaignSql(sizes)) await client.query(statement)
    console.log(`[bench] loaded ${JSON.stringify(sizes)} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await client.end()
  }
}

/** Every URL timed, by group. `staff` ones carry the admin's token. */
const urls = (sizes) => {
  const REG = '/programa/registros'
  const NOM = '/proximamente/mi-profe-max/concurso/nominaciones'
  const CONTEST = '/proximamente/mi-profe-max/concurso'
  const lastRegPage = Math.ceil(sizes.registrations / 20)
  const lastNomPage = Math.ceil(sizes.nominations / 20)
  const staff = [
    ['registros: page 1', `${REG}?page=1`],
    ['registros: page 2', `${REG}?page=2`],
    ['registros: page 1,000', `${REG}?page=1000`],
    ['registros: middle page', `${REG}?page=${Math.ceil(lastRegPage / 2)}`],
    ['registros: last page', `${REG}?page=${lastRegPage}`],
    ['registros: page 15,000 (pageSize 10)', `${REG}?page=15000&pageSize=10`],
    ['registros: search common surname', `${REG}?q=lopez`],
    ['registros: search full name', `${REG}?q=${encodeURIComponent('Ángela Núñez')}`],
    ['registros: search e-mail', `${REG}?q=profe123457%40escuela7.mx`],
    ['registros: search +tag e-mail', `${REG}?q=profe123457%2Bnews%40escuela7.mx`],
    ['registros: search cédula', `${REG}?q=1123457`],
    ['registros: search school, page 50', `${REG}?q=secundaria&page=50`],
    ['registros: search no match', `${REG}?q=zzzqqq`],
    ['registros: filter state', `${REG}?estado=jalisco`],
    ['registros: filter state, page 500', `${REG}?estado=jalisco&page=500`],
    ['registros: filter dates', `${REG}?desde=2026-04-01&hasta=2026-04-30`],
    ['registros: state + search', `${REG}?estado=oaxaca&q=garcia`],
    ['nominaciones: page 1', `${NOM}?page=1`],
    ['nominaciones: last page', `${NOM}?page=${lastNomPage}`],
    ['nominaciones: search', `${NOM}?q=hernandez`],
    ['nominaciones: filter review', `${NOM}?status=approved`],
    ['nominaciones: filter state + review', `${NOM}?estado=jalisco&status=pending`],
    ['blogs staff: page 1', `/admin/blogs/profesores/all?paginated=true&page=1&pageSize=5`],
    [
      'blogs staff: last page',
      `/admin/blogs/profesores/all?paginated=true&page=${Math.ceil(sizes.blogsPerAudience / 5)}&pageSize=5`,
    ],
    [
      'blogs staff: search',
      `/admin/blogs/profesores/all?paginated=true&page=1&pageSize=5&filters[text]=${encodeURIComponent('bienestar aula 19')}`,
    ],
    ['activities staff: page 1', `/profe-max/recursos-educativos/actividades/all?paginated=true&page=1&pageSize=10`],
    [
      'activities staff: last page',
      `/profe-max/recursos-educativos/actividades/all?paginated=true&page=${Math.ceil(sizes.activities / 10)}&pageSize=10`,
    ],
    [
      'activities staff: search',
      `/profe-max/recursos-educativos/actividades/all?paginated=true&page=1&pageSize=10&filters[text]=huerto`,
    ],
    ['books staff (bienestar): page 1', `/profe-max/bienestar/libros/all?paginated=true&page=1&page_size=10`],
    [
      'books staff (bienestar): search',
      `/profe-max/bienestar/libros/all?paginated=true&page=1&page_size=10&filters[text]=sanar%2012`,
    ],
    [
      'books staff (desarrollo): search',
      `/profe-max/desarrollo/libros/all?paginated=true&page=1&page_size=10&filters[text]=didactica`,
    ],
    ['ranking (staff, full)', `${CONTEST}/ranking/completo`],
    ['REST where[email][like]', `/api/registrations?where[email][like]=profe123457&limit=10&depth=0`],
  ]
  const exports = [
    ['registros.csv (all)', `${REG}.csv`],
    ['registros.csv (filter: all dates)', `${REG}.csv?desde=2000-01-01`],
    ['registros.csv (filter: state)', `${REG}.csv?estado=jalisco`],
    ['registros.csv (filter: search)', `${REG}.csv?q=lopez`],
    ['registros.xlsx (filter: all dates)', `${REG}.xlsx?desde=2000-01-01`],
    ['nominaciones.csv (all)', `${NOM}.csv`],
    ['ranking.csv', `${CONTEST}/ranking/completo.csv`],
  ]
  // Every public page and feed, rendered from the campaign's data (see `fromCampaign` below).
  const lastBlogPage = Math.ceil((sizes.blogsPerAudience * 19) / 20 / 12)
  const pub = [
    ['page /', '/'],
    ['page /profe-max', '/profe-max'],
    ['page /profe-max?seccion=recursos_educativos', '/profe-max?seccion=recursos_educativos'],
    ['page /profe-max?seccion=desarrollo', '/profe-max?seccion=desarrollo'],
    ['page /profe-max?seccion=bienestar', '/profe-max?seccion=bienestar'],
    ['page /blogs', '/blogs'],
    ['page /blogs/alumnos', '/blogs/alumnos'],
    ['page /blogs/profesores', '/blogs/profesores'],
    ['page /blogs/padres-familia', '/blogs/padres-familia'],
    ['page /blogs/alumnos?pagina=2', '/blogs/alumnos?pagina=2'],
    [`page /blogs/alumnos?pagina=${lastBlogPage}`, `/blogs/alumnos?pagina=${lastBlogPage}`],
    ['page /blogs/profesores/campana-1', '/blogs/profesores/campana-1'],
    ['page /blogs/profesores/campana-1001 (rendered on first visit)', '/blogs/profesores/campana-1001'],
    ['page /proximamente', '/proximamente'],
    ['page /proximamente/mi-profe-max', '/proximamente/mi-profe-max'],
    ['page /registro', '/registro'],
    ['page /aviso-de-privacidad', '/aviso-de-privacidad'],
    ['page /terminos-condiciones', '/terminos-condiciones'],
    ['sitemap.xml (index)', '/sitemap.xml'],
    ['sitemaps/paginas.xml', '/sitemaps/paginas.xml'],
    ['sitemaps/blogs-1.xml', '/sitemaps/blogs-1.xml'],
    ['feed actividades.ics', '/profe-max/actividades.ics'],
    ['portal data: developmentBooks page 2', '/profe-max/datos/developmentBooks/pagina-2'],
    [
      'portal data: developmentBooks last page',
      `/profe-max/datos/developmentBooks/pagina-${Math.ceil(sizes.books / 2 / 12)}`,
    ],
    ['portal data: musicCategories (first pages)', '/profe-max/datos/musicCategories/todo'],
    ['portal data: activities of a month', '/profe-max/datos/activities/mes-2026-04'],
    ['JSON blogs alumnos (public)', '/admin/blogs/alumnos/all?only_active=true'],
    // The page its `Link` names (the plain array is the first 200: pages 1 and 2 of 100).
    [
      'JSON blogs alumnos (public), page 3 of 100',
      '/admin/blogs/alumnos/all?only_active=true&paginated=true&page=3&pageSize=100',
    ],
    ['JSON activities (public)', '/profe-max/recursos-educativos/actividades/all'],
    ['JSON books bienestar (public)', '/profe-max/bienestar/libros/all?only_active=true'],
    ['JSON ranking (public)', `${CONTEST}/ranking`],
    ['JSON candidates (public)', `${CONTEST}/candidatos`],
  ]
  // The anchor, timed in the same run (the project's rule): Payload's own REST for the same kind of list.
  const anchor = [
    ['Payload REST /api/registrations?limit=20 (staff)', '/api/registrations?limit=20&depth=0', 'staff'],
    ['Payload REST /api/nominations?limit=20 (staff)', '/api/nominations?limit=20&depth=0', 'staff'],
    ['Payload REST /api/blogs?limit=20 (anonymous)', '/api/blogs?limit=20&depth=0', 'public'],
  ]
  return { staff, exports, pub, anchor }
}

const time = async (origin, url, headers) => {
  const started = performance.now()
  const response = await fetch(`${origin}${url}`, { headers, redirect: 'manual' })
  let bytes = 0
  const reader = response.body?.getReader()
  if (reader)
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      bytes += value.byteLength
    }
  return {
    ms: performance.now() - started,
    bytes,
    status: response.status,
    cache: response.headers.get('x-nextjs-cache') ?? '-',
    // A bounded public list's total and next page (src/contract/list.ts), kept by the cache with the answer.
    total: response.headers.get('x-total-count'),
    next: response.headers.get('link'),
  }
}

let stopping = null
const main = async () => {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopping?.())
  const server = await startEmbeddedPostgres(projectDir)
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let next
  let sampler
  try {
    if (args.has('--reload')) await recreateDatabase(server.port, database)
    else await ensureDatabase(server.port, database)
    const databaseUrl = serverUrl(server.port, database)
    const secret = process.env.PAYLOAD_SECRET ?? readFileSync(path.join(projectDir, '.data', 'secret'), 'utf8').trim()
    const port = Number(process.env.BENCH_PORT ?? (await freePort()))
    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...process.env,
      NODE_ENV: /** @type {'production'} */ ('production'),
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: secret,
      PROFEMAX_EMBEDDED_DB: '1',
      SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }
    if (!args.has('--no-prepare')) await run(bin('tsx'), [...PREPARE, '--migrate', '--seed-if-empty'], env)
    await load(databaseUrl)
    if (args.has('--load-only')) return
    if (args.has('--queries')) {
      await run(bin('tsx'), ['scripts/bench-scale-queries.ts'], env)
      return
    }
    if (args.has('--build')) await run(bin('next'), ['build', '--webpack'], env)
    if (!existsSync(path.join(projectDir, '.next', 'BUILD_ID')))
      throw new Error('no production build: run `npm run build` first, or pass --build')

    const started = spawn(bin('next'), ['start', '-p', String(port)], {
      cwd: projectDir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    next = started
    // Ctrl+C: the server goes at once (the requests in flight fail), then the database as below.
    stopping = () => started.kill('SIGKILL')
    const origin = `http://127.0.0.1:${port}`
    await waitForServer(`${origin}/readyz`, started, 120)
    let peakRss = 0
    sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss(started.pid))), 100)

    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = await login.json()
    if (!token) throw new Error(`admin sign-in failed (${login.status})`)
    const staffHeaders = { Authorization: `JWT ${token}` }

    const { staff, exports, pub, anchor } = urls(sizes)
    const rows = []
    let errors = 0
    /** @param {string} group @param {string[]} entry @param {number} runs @param {Record<string, string>} headers */
    const measure = async (group, entry, runs, headers) => {
      const [label = '', url = ''] = entry
      // One warm-up per URL, except exports (each is long and reads the same rows).
      if (group !== 'export') await time(origin, url, headers)
      const results = []
      for (let i = 0; i < runs; i += 1) results.push(await time(origin, url, headers))
      const ms = results.map((r) => r.ms)
      const statuses = [...new Set(results.map((r) => r.status))].join('/')
      const fivexx = results.filter((r) => r.status >= 500).length
      // The route cache's answer of each timed run (Next's `x-nextjs-cache`: HIT, STALE, MISS; '-' when not a cached route).
      const caches = Object.entries(
        results.reduce((counts, r) => ({ ...counts, [r.cache]: (counts[r.cache] ?? 0) + 1 }), {}),
      )
        .map(([value, n]) => (n === results.length ? value : `${value} ${n}`))
        .join(', ')
      errors += fivexx
      rows.push({
        group,
        label,
        url,
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
        bytes: results[results.length - 1]?.bytes ?? 0,
        statuses,
        fivexx,
        caches,
      })
      const last = rows[rows.length - 1]
      // Every timed answer of a bounded list carries its total (and the next page's address): kept by the cache.
      const totals = results.filter((r) => r.total !== null).length
      const bounded = totals
        ? `, X-Total-Count ${totals}/${results.length} (${results[0]?.total}), Link ${results.filter((r) => r.next).length}/${results.length}`
        : ''
      console.log(
        `[bench] ${group} · ${label}: p50 ${last.p50.toFixed(0)} ms, p95 ${last.p95.toFixed(0)} ms, ${last.bytes} B, ${statuses}, cache ${caches}${bounded}`,
      )
    }
    // Public pages must show the campaign, not the database the build prerendered from: `--build` builds
    // against this database; otherwise a page still holding the build's render says so here.
    const probe = await (await fetch(`${origin}/blogs/profesores`)).text()
    const fromCampaign = probe.includes('Bienestar en el aula')
    if (!fromCampaign)
      console.warn('[bench] WARNING: /blogs/profesores does not show the campaign data: rebuild with --build')
    const loadBefore = os.loadavg()
    // Sampled every 5 s, and once at the start (a `--public-only` run can be shorter than 5 s).
    const loadDuring = [os.loadavg()[0] ?? 0]
    const loadSampler = setInterval(() => loadDuring.push(os.loadavg()[0] ?? 0), 5_000)
    // Staff lists and their anchor interleaved group by group, so both see the same machine.
    // `--public-only`: the public pages, feeds and lists alone (a shorter run when only they changed).
    if (!args.has('--public-only')) {
      for (const entry of anchor.filter(([, , who]) => who === 'staff'))
        await measure('anchor', entry, RUNS, staffHeaders)
      for (const entry of staff) await measure('staff', entry, RUNS, staffHeaders)
      for (const entry of anchor.filter(([, , who]) => who === 'staff'))
        await measure('anchor', entry, RUNS, staffHeaders)
      for (const entry of exports) await measure('export', entry, EXPORT_RUNS, staffHeaders)
    }
    for (const entry of pub) await measure('public', entry, RUNS, {})
    for (const entry of anchor.filter(([, , who]) => who === 'public')) await measure('anchor', entry, RUNS, {})
    clearInterval(loadSampler)

    const fmt = (n) => n.toLocaleString('en-US')
    console.log(
      `\nbench:scale ×${factor} (${fmt(sizes.registrations)} registrations, ${fmt(sizes.nominations)} nominations, ${fmt(sizes.votes)} votes, ${fmt(sizes.blogsPerAudience)} blogs per audience, ${fmt(sizes.books)} books, ${fmt(sizes.activities)} activities); ` +
        `${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}; ${RUNS} runs per URL (exports ${EXPORT_RUNS}); ` +
        `load average ${loadBefore.map((n) => n.toFixed(1)).join(' ')} before, ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(
            ' ',
          )} after, 1-minute load ${Math.min(...loadDuring).toFixed(1)}-${Math.max(...loadDuring).toFixed(1)} during; public pages ${fromCampaign ? 'rendered from the campaign data' : 'NOT from the campaign data (rebuild with --build)'}`,
    )
    console.log('\n| group | what | p50 ms | p95 ms | bytes | status | route cache |')
    console.log('|---|---|---|---|---|---|---|')
    for (const row of rows)
      console.log(
        `| ${row.group} | ${row.label} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${fmt(row.bytes)} | ${row.statuses} | ${row.caches} |`,
      )
    const p95Of = (label) => rows.find((row) => row.label.startsWith(label))?.p95 ?? NaN
    const restP95 = p95Of('Payload REST /api/registrations')
    const slowest = rows.filter((row) => row.group === 'staff').sort((a, b) => b.p95 - a.p95)[0]
    const heaviest = rows.filter((row) => row.group === 'public').sort((a, b) => b.bytes - a.bytes)[0]
    console.log(
      (slowest
        ? `\nanchor: Payload REST registrations (limit 20) p95 ${restP95.toFixed(1)} ms; slowest staff p95 ${slowest.p95.toFixed(1)} ms (${slowest.label}), ratio ${(slowest.p95 / restP95).toFixed(2)}; ` +
          `staff p95 over 150 ms: ${rows.filter((row) => row.group === 'staff' && row.p95 > 150).length}; `
        : '\nno staff list timed (--public-only); ') +
        `heaviest public answer ${fmt(heaviest?.bytes ?? 0)} B (${heaviest?.label}); public answers over 500 KB: ${rows.filter((row) => row.group === 'public' && row.bytes > 500_000).length}`,
    )
    console.log(`\npeak RSS of the server: ${(peakRss / 1024 / 1024).toFixed(0)} MB; 5xx answers: ${errors}`)
  } finally {
    if (sampler) clearInterval(sampler)
    const child = next
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
