#!/usr/bin/env node
// The project's launcher: finds the database (DATABASE_URL, or the embedded PostgreSQL it starts),
// finds the secret, applies migrations, seeds an empty database, then runs the asked command and
// stops what it started when that command ends.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ensureDatabase, serverUrl, startEmbeddedPostgres } from './lib/embedded-db.mjs'
import { startMailCatcher } from './lib/mail-catcher.mjs'
import { LEXICAL_PRELOAD, PREPARE } from './lib/prepare-command.mjs'

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(projectDir, 'node_modules', '.bin', name)
const [command, ...rest] = process.argv.slice(2)

const COMMANDS = {
  dev: { mode: 'development', prepare: true, run: () => [bin('next'), ['dev', '-p', port()]] },
  build: { mode: 'production', prepare: true, run: () => [bin('next'), ['build', '--webpack']] },
  start: { mode: 'production', prepare: true, run: () => [bin('next'), ['start', '-p', port()]] },
  // The release step of a multi-instance deployment: migrations (under an advisory lock), the admin account
  // from ADMIN_EMAIL/ADMIN_PASSWORD, demo content per DEMO_CONTENT. Instances then start without preparing.
  migrate: {
    mode: 'production',
    prepare: false,
    run: () => [bin('tsx'), [...PREPARE, '--migrate', '--seed-if-empty', ...rest]],
  },
  // Production's topology on this machine (scripts/cluster.mjs) on the migrated database; needs `npm run build`.
  cluster: { mode: 'production', prepare: true, run: () => [process.execPath, ['scripts/cluster.mjs', ...rest]] },
  seed: { mode: 'development', prepare: false, run: () => [bin('tsx'), [...PREPARE, '--migrate', '--seed', ...rest]] },
  'create-admin': {
    mode: 'production',
    prepare: false,
    run: () => [bin('tsx'), [...PREPARE, '--migrate', '--create-admin', ...rest]],
  },
  // Payload's CLI after the Lexical preload (Node 20's ESM deadlock, scripts/lexical-preload.mjs).
  'migrate-create': {
    mode: 'development',
    prepare: false,
    run: () => [process.execPath, [...LEXICAL_PRELOAD, 'node_modules/payload/bin.js', 'migrate:create', ...rest]],
  },
  'bench-pages': {
    mode: 'production',
    prepare: true,
    run: () => [process.execPath, ['scripts/bench-pages.mjs', ...rest]],
  },
  'bench-api': { mode: 'production', prepare: true, run: () => [process.execPath, ['scripts/bench-api.mjs', ...rest]] },
  'bench-lighthouse': {
    mode: 'production',
    prepare: true,
    run: () => [process.execPath, ['scripts/bench-lighthouse.mjs', ...rest]],
  },
  exec: { mode: process.env.NODE_ENV ?? 'development', prepare: false, run: () => [rest[0], rest.slice(1)] },
}

const port = () => process.env.PORT ?? '3000'

const spec = COMMANDS[command]
if (!spec) {
  console.error(`usage: with-db.mjs <${Object.keys(COMMANDS).join('|')}> [args]`)
  process.exit(2)
}

/** Development gets a generated secret kept in .data; production with its own database must set one. */
const MIN_SECRET_LENGTH = 32 // kept in step with payload.config.ts
const resolveSecret = (usesEmbedded) => {
  if (process.env.PAYLOAD_SECRET) {
    if (spec.mode === 'production' && process.env.PAYLOAD_SECRET.length < MIN_SECRET_LENGTH) {
      console.error(`PAYLOAD_SECRET is too short for production: use at least ${MIN_SECRET_LENGTH} random characters.`)
      process.exit(1)
    }
    return process.env.PAYLOAD_SECRET
  }
  if (spec.mode === 'production' && !usesEmbedded) {
    console.error('PAYLOAD_SECRET is required in production (a long random string).')
    process.exit(1)
  }
  const file = path.join(projectDir, '.data', 'secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

let current = null
// Installed once for the launcher's whole life: a Ctrl+C (or npm's forwarded signal) goes to the
// running command, and the launcher itself lives on to stop the database it started.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => current?.kill(signal))

const run = (file, args, env) =>
  new Promise((resolve) => {
    const child = spawn(file, args, { cwd: projectDir, env, stdio: 'inherit' })
    current = child
    child.on('exit', (code, signal) => {
      current = null
      resolve(code ?? (signal ? 1 : 0))
    })
  })

const main = async () => {
  const usesEmbedded = !process.env.DATABASE_URL
  let stopDatabase = async () => {}
  let databaseUrl = process.env.DATABASE_URL
  if (usesEmbedded) {
    const database = process.env.EMBEDDED_DATABASE_NAME ?? 'profemax'
    const server = await startEmbeddedPostgres(projectDir)
    stopDatabase = server.stop
    await ensureDatabase(server.port, database)
    databaseUrl = serverUrl(server.port, database)
  }
  /** @type {Record<string, string | undefined>} */
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: resolveSecret(usesEmbedded),
    PROFEMAX_EMBEDDED_DB: usesEmbedded ? '1' : '',
  }
  if (command !== 'exec') env.NODE_ENV = spec.mode
  // The public origin (src/lib/site-url.mjs): this machine under `npm run dev`; a production build,
  // start or cluster must be told (next.config.mjs refuses to run without SITE_URL).
  if (command === 'dev' && !env.SITE_URL) env.SITE_URL = `http://localhost:${port()}`
  // `npm run dev` without SMTP_URL: the local catcher receives every message (read it on its page).
  let stopMail = async () => {}
  if (command === 'dev' && !process.env.SMTP_URL) {
    const catcher = await startMailCatcher(projectDir)
    stopMail = catcher.stop
    env.SMTP_URL = catcher.smtpUrl
    console.log(`[mail] correos de desarrollo: ${catcher.webUrl} (SMTP ${catcher.smtpUrl})`)
  }
  // `next dev` and `next build` set NODE_ENV themselves; the prepare step runs in the same mode.
  let code = 0
  if (spec.prepare) {
    code = await run(bin('tsx'), [...PREPARE, '--migrate', '--seed-if-empty'], env)
    if (code !== 0) console.error('The database could not be prepared (see above); the app was not started.')
  }
  // A build prerenders from the database as it is now: never from data cached by an earlier build.
  if (code === 0 && command === 'build')
    rmSync(path.join(projectDir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  if (code === 0) {
    const [file, args] = spec.run()
    code = await run(file, args, env)
  }
  await stopMail()
  await stopDatabase()
  process.exit(code)
}

main().catch(async (error) => {
  console.error(error)
  process.exit(1)
})
