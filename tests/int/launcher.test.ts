import { spawnSync } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'

const projectDir = process.cwd()
const baseUrl = new URL(process.env.DATABASE_URL ?? '')
const urlFor = (database: string) => Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString()

const withAdmin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: urlFor('postgres') })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

describe('the launcher', () => {
  const broken = 'profemax_test_broken_migration'

  afterAll(async () => {
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${broken}" WITH (FORCE)`))
  })

  it('stops `npm start` with a clear message when a migration fails, and starts nothing', async () => {
    await withAdmin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${broken}" WITH (FORCE)`)
      await client.query(`CREATE DATABASE "${broken}"`)
    })
    // A table the first migration wants to create already exists: that migration must fail.
    const target = new pg.Client({ connectionString: urlFor(broken) })
    await target.connect()
    await target.query('CREATE TABLE "activities" (id integer)')
    await target.end()

    const result = spawnSync(process.execPath, ['scripts/with-db.mjs', 'start'], {
      cwd: projectDir,
      env: {
        ...process.env,
        DATABASE_URL: urlFor(broken),
        PAYLOAD_SECRET: 'x'.repeat(32),
        NODE_OPTIONS: '',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 120_000,
    })
    const output = `${result.stdout}\n${result.stderr}`
    expect(result.status).toBe(1)
    expect(output).toContain('Error running migration')
    expect(output).toContain('The database could not be prepared (see above); the app was not started.')
    expect(output).not.toContain('Ready in')
  })

  it('refuses to start in production with a short PAYLOAD_SECRET', () => {
    const result = spawnSync(process.execPath, ['scripts/with-db.mjs', 'start'], {
      cwd: projectDir,
      env: { ...process.env, PAYLOAD_SECRET: 'corto', NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PAYLOAD_SECRET is too short for production')
    expect(result.stdout).not.toContain('Ready in')
  })

  it('refuses to start in production on its own database without PAYLOAD_SECRET', () => {
    const result = spawnSync(process.execPath, ['scripts/with-db.mjs', 'start'], {
      cwd: projectDir,
      env: { ...process.env, PAYLOAD_SECRET: '', NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PAYLOAD_SECRET is required in production')
  })
  // The public origin is configured in one place (SITE_URL, src/lib/site-url.mjs): production refuses to run without it.
  it.each([
    ['build', ['build', '--webpack']],
    ['start', ['start', '-p', '0']],
  ])('`next %s` in production fails naming SITE_URL when it is unset', (_name, args) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '' }
    delete env.SITE_URL
    const result = spawnSync(path.join(projectDir, 'node_modules', '.bin', 'next'), args, {
      cwd: projectDir,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(`${result.stdout}\n${result.stderr}`).toContain('SITE_URL is not set')
  })
})
