#!/usr/bin/env node
// `npm test`: `npm run lint` and `npm run typecheck` first, then one PostgreSQL (embedded, or the
// server of DATABASE_URL), two fresh databases on it.
//   1. Jest (unit + integration) against `<name>_test`.
//   2. A production build against `<name>_e2e` (migrated and seeded), one `next start`, Playwright.
// A failed check does not stop the suites (CI shows everything at once) but fails the run; each
// check counts as one in the closing line.
// `npm test -- int` or `-- e2e` runs one half (further arguments go to Jest or Playwright, e.g.
// `npm run test:e2e -- tests/e2e/admin/musica.spec.ts`); SKIP_BUILD=1 reuses an existing .next build.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

import { recreateDatabase, serverUrl, startEmbeddedPostgres } from './lib/embedded-db.mjs'
import { startMailCatcher } from './lib/mail-catcher.mjs'
import { freePort, waitForServer } from './lib/net.mjs'
import pg from 'pg'

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(projectDir, 'node_modules', '.bin', name)
const only = process.argv[2]
// Not test-results/: Playwright empties that folder when it starts.
const resultsDir = path.join(projectDir, '.test-reports')
const jestResults = path.join(resultsDir, 'jest.json')
const playwrightResults = path.join(resultsDir, 'playwright.json')

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
  if (existsSync(playwrightResults)) {
    const { stats } = JSON.parse(readFileSync(playwrightResults, 'utf8'))
    passed += stats.expected + stats.flaky
    failed += stats.unexpected
  }
  return { passed, failed }
}

const run = (file, args, env, label) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(file, args, { cwd: projectDir, env, stdio: 'inherit' })
    child.on('exit', (code) => {
      console.log(`[test] ${label} finished in ${Math.round((Date.now() - started) / 1000)} s (exit ${code})`)
      resolve(code ?? 1)
    })
  })

/** Databases on the DATABASE_URL server, or on the embedded one. */
const databases = async () => {
  if (process.env.DATABASE_URL) {
    const base = new URL(process.env.DATABASE_URL)
    const name = base.pathname.slice(1) || 'profemax'
    const urlFor = (db) => Object.assign(new URL(base), { pathname: `/${db}` }).toString()
    const recreate = async (db) => {
      const client = new pg.Client({ connectionString: urlFor('postgres') })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`)
      await client.query(`CREATE DATABASE "${db}"`)
      await client.end()
      return urlFor(db)
    }
    return { recreate: (suffix) => recreate(`${name}_${suffix}`), stop: async () => {}, embedded: false }
  }
  const server = await startEmbeddedPostgres(projectDir)
  return {
    recreate: async (suffix) => {
      await recreateDatabase(server.port, `profemax_${suffix}`)
      return serverUrl(server.port, `profemax_${suffix}`)
    },
    stop: server.stop,
    embedded: true,
  }
}

const main = async () => {
  mkdirSync(resultsDir, { recursive: true })
  for (const file of [jestResults, playwrightResults]) if (existsSync(file)) rmSync(file)
  const failures = []
  // The whole run (CI) checks style and types before the suites; `test:int` / `test:e2e` do not.
  if (!only) {
    for (const check of ['lint', 'typecheck']) {
      checks[check] = (await run('npm', ['run', '--silent', check], process.env, check)) === 0
      if (!checks[check]) failures.push(check)
    }
  }
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
    if (only !== 'e2e') {
      const env = { ...baseEnv, NODE_ENV: 'test', DATABASE_URL: await db.recreate('test') }
      // Schema from the committed migrations and the demo content: the integration tests read both.
      if ((await run(bin('tsx'), ['scripts/prepare.ts', '--migrate', '--seed'], env, 'prepare test database')) !== 0) throw new Error('test database')
      const jestEnv = { ...env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' }
      if ((await run(bin('jest'), ['--ci', '--json', `--outputFile=${jestResults}`, ...process.argv.slice(3)], jestEnv, 'jest')) !== 0) failures.push('jest')
    }
    if (only !== 'int') {
      // The e2e specs sign in with the development account: an explicit opt-in on this throw-away database.
      // Every spec comes from 127.0.0.1, so the forms' per-client limit is lifted (Jest tests the limit itself).
      const env = /** @type {NodeJS.ProcessEnv} */ ({
        ...baseEnv,
        NODE_ENV: 'production',
        PROFEMAX_DEV_LOGIN: '1',
        CONTRACT_RATE_LIMIT: process.env.CONTRACT_RATE_LIMIT ?? '100000/60',
        DATABASE_URL: await db.recreate('e2e'),
      })
      if ((await run(bin('tsx'), ['scripts/prepare.ts', '--migrate', '--seed'], env, 'prepare e2e database')) !== 0) throw new Error('e2e database')
      // The data cache outlives builds; the database was just recreated, so cached reads would be stale.
      if (!process.env.SKIP_BUILD) rmSync(path.join(projectDir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
      if (!process.env.SKIP_BUILD && (await run(bin('next'), ['build', '--webpack'], env, 'next build')) !== 0) throw new Error('next build')
      const port = String(await freePort())
      const server = spawn(bin('next'), ['start', '-p', port], { cwd: projectDir, env, stdio: ['ignore', 'inherit', 'inherit'] })
      try {
        await waitForServer(`http://127.0.0.1:${port}/`, server)
        const code = await run(bin('playwright'), ['test', ...(only === 'e2e' ? process.argv.slice(3) : [])], { ...env, BASE_URL: `http://127.0.0.1:${port}`, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightResults }, 'playwright')
        if (code !== 0) failures.push('playwright')
      } finally {
        server.kill('SIGTERM')
      }
    }
  } catch (error) {
    failures.push(String(error))
  } finally {
    await mail.stop()
    await db.stop()
  }
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
