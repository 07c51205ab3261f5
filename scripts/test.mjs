#!/usr/bin/env node
// `npm test`: the static checks (lockfile, `npm run lint`, `npm run typecheck`) beside the suites, one PostgreSQL (embedded, or the
// server of DATABASE_URL), two fresh databases on it.
//   1. Jest (unit + integration) against `<name>_test`.
//   2. A production build against `<name>_e2e` (migrated and seeded), one `next start`, Playwright.
// A failed check does not stop the suites (CI shows everything at once) but fails the run; each
// check counts as one in the closing line.
//   3. The same build as production's topology (scripts/lib/cluster.mjs: Redis, S3, two instances,
//      Varnish) on `<name>_cluster`, and the cluster and fault tests (tests/cluster, Playwright).
// `npm test -- int`, `-- e2e` or `-- cluster` runs one part (further arguments go to Jest or Playwright, e.g.
// `npm run test:e2e -- tests/e2e/admin/musica.spec.ts`); SKIP_BUILD=1 reuses an existing .next build, which
// bakes in its public origin: with E2E_PORT=3000 the server answers on the port of a build made with
// SITE_URL=http://127.0.0.1:3000.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'

import { recreateDatabase, serverUrl, startEmbeddedPostgres } from './lib/embedded-db.mjs'
import { startMailCatcher } from './lib/mail-catcher.mjs'
import { freePort, waitForServer } from './lib/net.mjs'
import { startCluster } from './lib/cluster.mjs'
import { startLaneProxy } from './lib/lane-proxy.mjs'
import { PREPARE } from './lib/prepare-command.mjs'
import http from 'node:http'
import pg from 'pg'

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(projectDir, 'node_modules', '.bin', name)
const only = process.argv[2]
/** Jest's workers, each on its own copy of the test database (JEST_WORKERS=1 runs the suites one after another). */
const JEST_WORKERS = Math.max(1, Number(process.env.JEST_WORKERS ?? 2))
/** Whether this run includes `part` (all parts when none is named). */
const wants = (part) => !only || only === part
// Not test-results/: Playwright empties that folder when it starts.
const resultsDir = path.join(projectDir, '.test-reports')
const jestResults = path.join(resultsDir, 'jest.json')
const playwrightResults = path.join(resultsDir, 'playwright.json')
/** The request-only project's report: it runs alone before the browser projects (see the e2e part below). */
const playwrightHttpResults = path.join(resultsDir, 'playwright-http.json')
const clusterResults = path.join(resultsDir, 'cluster.json')

/** Outcome of each static check (lint, typecheck) of this run. */
const checks = /** @type {Record<string, boolean>} */ ({})

/** Passed and failed counts from the runners' JSON reports and the checks, for the plain closing line CI reads. */
const counts = () => {
  let passed = Object.values(checks).filter(Boolean).length
  let failed = Object.values(checks).length - passed
  if (existsSync(jestResults)) {
    const jest = JSON.parse(readFileSync(jestResults, 'utf8'))
    passed += jest.numPassedTests
    failed += jest.numFailedTests
  }
  for (const file of [playwrightHttpResults, playwrightResults, clusterResults]) {
    if (!existsSync(file)) continue
    const { stats } = JSON.parse(readFileSync(file, 'utf8'))
    passed += stats.expected + stats.flaky
    failed += stats.unexpected
  }
  return { passed, failed }
}

/** How long each phase of this run took, printed at the end so the next change to the suite is measured. */
const phases = /** @type {{ label: string, seconds: number, ok: boolean }[]} */ ([])

/**
 * Runs a command to its end. `quiet` keeps its output until it ends (the static checks run beside a suite,
 * so their lines would otherwise interleave with the suite's).
 */
const run = (file, args, env, label, { quiet = false } = {}) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(file, args, { cwd: projectDir, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    const output = /** @type {Buffer[]} */ ([])
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => output.push(chunk))
    child.on('exit', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      if (quiet) process.stdout.write(Buffer.concat(output))
      phases.push({ label, seconds, ok: code === 0 })
      console.log(`[test] ${label} finished in ${seconds} s (exit ${code})`)
      resolve(code ?? 1)
    })
  })

/** The closing table of phase times (docs/testing.md keeps the latest CI figures). */
const printPhases = (totalSeconds) => {
  const width = Math.max(...phases.map((phase) => phase.label.length), 5)
  console.log('[test] phase times:')
  for (const phase of phases)
    console.log(`  ${phase.label.padEnd(width)}  ${String(phase.seconds).padStart(5)} s  ${phase.ok ? 'ok' : 'FAILED'}`)
  console.log(`  ${'total'.padEnd(width)}  ${String(totalSeconds).padStart(5)} s`)
}

/**
 * The static checks (lockfile in step with package.json, lint, typecheck), one after another beside the
 * suites: they need no database, and a suite waits on PostgreSQL or a browser often enough to leave a core.
 */
const staticChecks = async () => {
  const commands = /** @type {const} */ ([
    // npm ci refuses a lockfile out of step with package.json; --dry-run checks that without installing.
    ['lockfile', 'npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ])
  for (const [check, file, args] of commands)
    checks[check] = (await run(file, [...args], process.env, check, { quiet: true })) === 0
}

/** Folders of `.next` that are copies of the build, not part of it. */
const BUILD_COPIES = ['e2e-main', 'e2e-public']

/**
 * A fresh copy of the build in `.next/<name>` (inside .next: ignored by git, ESLint and Prettier) for one
 * `next start` (NEXT_DIST_DIR, next.config.mjs), without the build's cache: the server keeps its own.
 * Returns the folder, relative to the project.
 */
const copyBuild = (name) => {
  const distDir = path.join('.next', name)
  rmSync(path.join(projectDir, distDir), { recursive: true, force: true })
  for (const entry of readdirSync(path.join(projectDir, '.next')))
    if (entry !== 'cache' && !BUILD_COPIES.includes(entry))
      cpSync(path.join(projectDir, '.next', entry), path.join(projectDir, distDir, entry), { recursive: true })
  return distDir
}

/** Databases on the DATABASE_URL server, or on the embedded one. */
const databases = async () => {
  if (process.env.DATABASE_URL) {
    const base = new URL(process.env.DATABASE_URL)
    const name = base.pathname.slice(1) || 'profemax'
    const urlFor = (db) => Object.assign(new URL(base), { pathname: `/${db}` }).toString()
    const recreate = async (db, template) => {
      const client = new pg.Client({ connectionString: urlFor('postgres') })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`)
      await client.query(`CREATE DATABASE "${db}"${template ? ` TEMPLATE "${template}"` : ''}`)
      await client.end()
      return urlFor(db)
    }
    return {
      recreate: (suffix, fromSuffix) => recreate(`${name}_${suffix}`, fromSuffix && `${name}_${fromSuffix}`),
      stop: async () => {},
      embedded: false,
    }
  }
  const server = await startEmbeddedPostgres(projectDir)
  return {
    recreate: async (suffix, fromSuffix) => {
      await recreateDatabase(server.port, `profemax_${suffix}`, fromSuffix && `profemax_${fromSuffix}`)
      return serverUrl(server.port, `profemax_${suffix}`)
    },
    stop: server.stop,
    embedded: true,
  }
}

/**
 * The cluster and fault tests: the e2e build run as production's topology. The tests stop and start
 * its parts through a small control server on the loopback (CLUSTER_CONTROL_URL).
 */
/** The form limit of the extra pair (the test sends this many registrations, then one more). */
const LIMITED_PAIR_LIMIT = 4

const runCluster = async (env) => {
  const started = Date.now()
  // The registration fault test sends 500 registrations from one address through the proxy.
  const cluster = await startCluster({
    databaseUrl: env.DATABASE_URL,
    secret: env.PAYLOAD_SECRET,
    env: { CONTRACT_RATE_LIMIT: '100000/60' },
    keepLogsIn: path.join(projectDir, '.test-reports', 'cluster-logs'),
  })
  console.log(
    `[test] cluster up in ${Math.round((Date.now() - started) / 1000)} s: proxy ${cluster.proxyUrl}, apps ${cluster.appUrls.join(' ')}`,
  )
  const actions = {
    'kill-app': (i) => cluster.killApp(Number(i)),
    'term-app': (i) => cluster.termApp(Number(i)),
    'start-app': (i) => cluster.startApp(Number(i)),
    'stop-redis': () => cluster.stopRedis(),
    'start-redis': () => cluster.startRedis(),
    'stop-s3': () => cluster.stopS3(),
    'start-s3': () => cluster.startS3(),
    // A second pair of instances on the same Redis with a low form limit (tests/cluster/rate-limit.spec.ts).
    'start-limited-pair': () => cluster.startExtraApps(2, { CONTRACT_RATE_LIMIT: `${LIMITED_PAIR_LIMIT}/60` }),
    'stop-limited-pair': () => cluster.stopExtraApps(),
  }
  const control = http.createServer(async (request, response) => {
    const [, action, arg] = (request.url ?? '').split('/')
    try {
      if (request.method !== 'POST' || !actions[action]) throw new Error(`unknown action ${request.url}`)
      const result = await actions[action](arg)
      if (result === undefined) response.writeHead(204).end()
      else response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result))
    } catch (error) {
      response.writeHead(500).end(String(error))
    }
  })
  const controlPort = await freePort()
  await new Promise((resolve) => control.listen(Number(controlPort), '127.0.0.1', () => resolve(undefined)))
  try {
    return await run(
      bin('playwright'),
      ['test', '-c', 'tests/cluster/playwright.config.ts', ...(only === 'cluster' ? process.argv.slice(3) : [])],
      {
        ...env,
        CLUSTER_PROXY_URL: cluster.proxyUrl,
        CLUSTER_APP_URLS: cluster.appUrls.join(','),
        CLUSTER_CONTROL_URL: `http://127.0.0.1:${controlPort}`,
        CLUSTER_LIMITED_PAIR_LIMIT: String(LIMITED_PAIR_LIMIT),
        PLAYWRIGHT_JSON_OUTPUT_FILE: clusterResults,
      },
      'cluster tests',
    )
  } finally {
    control.close()
    await cluster.stop()
  }
}

const main = async () => {
  mkdirSync(resultsDir, { recursive: true })
  for (const file of [jestResults, playwrightHttpResults, playwrightResults, clusterResults])
    if (existsSync(file)) rmSync(file)
  const started = Date.now()
  const failures = []
  // The whole run (CI) checks the lockfile, style and types beside the suites; `test:int` / `test:e2e` do not.
  const statics = only ? Promise.resolve() : staticChecks()
  const db = await databases()
  // Every suite sends mail to a real SMTP catcher; the tests read it over its HTTP API (MAIL_CATCHER_URL).
  const mail = await startMailCatcher(projectDir)
  console.log(`[test] mail catcher: ${mail.webUrl}`)
  const baseEnv = {
    ...process.env,
    SMTP_URL: mail.smtpUrl,
    MAIL_CATCHER_URL: mail.webUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'test-secret-not-for-production-0123456789',
    NEXT_TELEMETRY_DISABLED: '1',
    PROFEMAX_EMBEDDED_DB: db.embedded ? '1' : '',
  }
  try {
    if (wants('int')) {
      const env = { ...baseEnv, NODE_ENV: 'test', DATABASE_URL: await db.recreate('test') }
      // Schema from the committed migrations and the demo content: the integration tests read both.
      if ((await run(bin('tsx'), [...PREPARE, '--migrate', '--seed'], env, 'prepare test database')) !== 0)
        throw new Error('test database')
      // One copy of the prepared database per Jest worker (tests/worker-database.mjs points each worker at its
      // own): suites of two workers never see each other's rows, sessions or counts.
      for (let worker = 1; worker <= JEST_WORKERS; worker += 1) await db.recreate(`test_w${worker}`, 'test')
      const jestEnv = { ...env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings', PROFEMAX_DB_PER_WORKER: '1' }
      const jestArgs = [
        '--ci',
        '--json',
        `--outputFile=${jestResults}`,
        `--maxWorkers=${JEST_WORKERS}`,
        ...process.argv.slice(3),
      ]
      if ((await run(bin('jest'), jestArgs, jestEnv, 'jest')) !== 0) failures.push('jest')
    }
    if (wants('e2e')) {
      // The e2e specs sign in with the development account: an explicit opt-in on this throw-away database.
      // Every spec comes from 127.0.0.1, so the forms' per-client limit is lifted (Jest tests the limit itself).
      // The server's port is chosen before the build: it is the public origin (SITE_URL) the pages are built with.
      const port = process.env.E2E_PORT ?? String(await freePort())
      const env = /** @type {NodeJS.ProcessEnv} */ ({
        ...baseEnv,
        SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${port}`,
        NODE_ENV: 'production',
        PROFEMAX_DEV_LOGIN: '1',
        CONTRACT_RATE_LIMIT: process.env.CONTRACT_RATE_LIMIT ?? '100000/60',
        DATABASE_URL: await db.recreate('e2e'),
      })
      if ((await run(bin('tsx'), [...PREPARE, '--migrate', '--seed'], env, 'prepare e2e database')) !== 0)
        throw new Error('e2e database')
      // Two Playwright lanes with PLAYWRIGHT_WORKERS=2 (docs/testing.md): the public site's lane gets its own copy of
      // the prepared database, its own `next start` (a copy of the build) and a proxy that keeps the site's origin.
      const lanes = Number(process.env.PLAYWRIGHT_WORKERS ?? 1) > 1
      const publicDatabase = lanes ? await db.recreate('e2e_public', 'e2e') : null
      // The data cache outlives builds; the database was just recreated, so cached reads would be stale.
      if (!process.env.SKIP_BUILD)
        rmSync(path.join(projectDir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
      // tsc reads .next/types, which the build rewrites: the checks finish before the build starts.
      await statics
      if (!process.env.SKIP_BUILD && (await run(bin('next'), ['build', '--webpack'], env, 'next build')) !== 0)
        throw new Error('next build')
      // Each server runs a fresh copy of the build: a server rewrites prerendered pages and routes in its build
      // folder as their tags expire (Next's file-system cache), so pages served from `.next` itself would carry
      // the data of an earlier run's database into a SKIP_BUILD run. `.next` stays as the build left it.
      const server = spawn(bin('next'), ['start', '-p', port], {
        cwd: projectDir,
        env: { ...env, NEXT_DIST_DIR: copyBuild('e2e-main') },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      /** The public lane's server and proxy (see `lanes` above). */
      let publicServer = /** @type {import('node:child_process').ChildProcess | null} */ (null)
      let publicProxy = /** @type {{ url: string, stop: () => Promise<unknown> } | null} */ (null)
      try {
        const playwrightEnv = /** @type {NodeJS.ProcessEnv} */ ({ ...env, BASE_URL: `http://127.0.0.1:${port}` })
        if (publicDatabase) {
          const distDir = copyBuild('e2e-public')
          const publicPort = String(await freePort())
          publicServer = spawn(bin('next'), ['start', '-p', publicPort], {
            cwd: projectDir,
            env: { ...env, DATABASE_URL: publicDatabase, NEXT_DIST_DIR: distDir },
            stdio: ['ignore', 'inherit', 'inherit'],
          })
          await waitForServer(`http://127.0.0.1:${publicPort}/`, publicServer)
          publicProxy = await startLaneProxy(publicPort)
          playwrightEnv.E2E_PUBLIC_PROXY = publicProxy.url
          console.log(
            `[test] public lane: next start on ${publicPort} (own database and cache), proxy ${publicProxy.url}`,
          )
        }
        await waitForServer(`http://127.0.0.1:${port}/`, server)
        const chosen = only === 'e2e' ? process.argv.slice(3) : []
        // The whole suite in two runs (docs/testing.md): the request-only project alone first, since the fuzz
        // compares the whole database before and after its requests, then the browser projects (in two lanes with
        // PLAYWRIGHT_WORKERS=2: admin on this server, the public site on its own). Named specs run as one Playwright run.
        const runs = chosen.length
          ? [{ args: chosen, report: playwrightResults, label: 'playwright' }]
          : [
              { args: ['--project=http'], report: playwrightHttpResults, label: 'playwright http (alone)' },
              {
                args: ['--project=desktop', '--project=public', '--project=phone'],
                report: playwrightResults,
                label: lanes ? 'playwright browsers (two lanes)' : 'playwright browsers',
              },
            ]
        for (const { args, report, label } of runs) {
          const code = await run(
            bin('playwright'),
            ['test', ...args],
            { ...playwrightEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
            label,
          )
          if (code !== 0) failures.push(label)
        }
      } finally {
        server.kill('SIGTERM')
        publicServer?.kill('SIGTERM')
        await publicProxy?.stop()
      }
    }
    if (wants('cluster')) {
      if (only === 'cluster' && !existsSync(path.join(projectDir, '.next', 'BUILD_ID')))
        throw new Error('no build: run `npm run build` or the e2e part first')
      const env = { ...baseEnv, NODE_ENV: 'production', DATABASE_URL: await db.recreate('cluster') }
      // Three release steps at once on the empty database, as N instances starting together would:
      // tests/cluster/release.spec.ts checks each migration, the admin account and the demo content are there once.
      const release = {
        ...env,
        DEMO_CONTENT: '1',
        ADMIN_EMAIL: 'operaciones@profemax.mx',
        ADMIN_PASSWORD: 'Operaciones-Cluster-2026!',
      }
      const prepared = await Promise.all(
        [1, 2, 3].map((n) =>
          run(bin('tsx'), [...PREPARE, '--migrate', '--seed-if-empty'], release, `release step ${n} of 3 (at once)`),
        ),
      )
      if (prepared.some((code) => code !== 0)) throw new Error('cluster database')
      if ((await runCluster(env)) !== 0) failures.push('cluster')
    }
  } catch (error) {
    failures.push(String(error))
  } finally {
    await mail.stop()
    await db.stop()
  }
  await statics
  for (const [check, ok] of Object.entries(checks)) if (!ok) failures.push(check)
  printPhases(Math.round((Date.now() - started) / 1000))
  const { passed, failed } = counts()
  console.log(`tests: ${passed} passed, ${failed} failed`)
  if (failures.length) {
    console.error(`[test] failed: ${failures.join(', ')}`)
    process.exit(1)
  }
  console.log('[test] all suites passed')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
