import { spawnSync } from 'node:child_process'

import pg from 'pg'

import { DEV_ADMIN, ensureStaffAccount } from '../../../src/seed/staff'
import { testPayload } from '../helpers'
import { PREPARE } from '../../../scripts/lib/prepare-command.mjs'

const baseUrl = new URL(process.env.DATABASE_URL ?? '')
const urlFor = (database: string) => Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString()
const fresh = 'profemax_test_fresh_start'

const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: urlFor('postgres') })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const withEnv = async <T>(name: string, value: string, fn: () => Promise<T>): Promise<T> => {
  const before = process.env[name]
  ;(process.env as Record<string, string>)[name] = value
  try {
    return await fn()
  } finally {
    ;(process.env as Record<string, string | undefined>)[name] = before
  }
}

describe('the development login', () => {
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${fresh}" WITH (FORCE)`))

  it('is not created when `npm start` prepares a fresh embedded database', async () => {
    await admin(`DROP DATABASE IF EXISTS "${fresh}" WITH (FORCE)`)
    await admin(`CREATE DATABASE "${fresh}"`)
    // The exact step `npm start` runs before `next start` (scripts/with-db.mjs), in its mode.
    const result = spawnSync(process.execPath, ['node_modules/.bin/tsx', ...PREPARE, '--migrate', '--seed-if-empty'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PROFEMAX_EMBEDDED_DB: '1',
        PROFEMAX_DEV_LOGIN: '',
        DATABASE_URL: urlFor(fresh),
        NODE_OPTIONS: '',
      },
      encoding: 'utf8',
      timeout: 240_000,
    })
    expect(result.status).toBe(0)
    expect(`${result.stdout}${result.stderr}`).not.toContain(DEV_ADMIN.password)
    const client = new pg.Client({ connectionString: urlFor(fresh) })
    await client.connect()
    try {
      const users = await client.query('SELECT email FROM users')
      expect(users.rows.map((row) => row.email)).not.toContain(DEV_ADMIN.email)
      // The demo content itself is there: only the known account is missing.
      expect((await client.query('SELECT count(*)::int AS n FROM activities')).rows[0].n).toBeGreaterThan(0)
    } finally {
      await client.end()
    }
  }, 300_000)

  it('is refused by a production server even when the database holds it', async () => {
    const payload = await testPayload()
    await ensureStaffAccount(payload, DEV_ADMIN)
    const login = () =>
      payload.login({ collection: 'users', data: { email: DEV_ADMIN.email, password: DEV_ADMIN.password } })
    await withEnv('NODE_ENV', 'production', async () => {
      await expect(login()).rejects.toThrow(/correo electrónico o la contraseña|incorrect|inválid/i)
    })
    // Under `npm run dev` (and the test runner) it still signs in.
    expect((await login()).user?.email).toBe(DEV_ADMIN.email)
  })
})
