// Prepares the database for the app: applies committed migrations, seeds demo content into an empty
// database, creates a staff account from the command line or the environment. Run through
// scripts/with-db.mjs, which provides DATABASE_URL and PAYLOAD_SECRET.
import { getPayload, type Migration, type Payload } from 'payload'

import { migrations } from '../src/migrations'
import config from '../payload.config'
import { devLoginAllowed } from '../src/lib/dev-login'
import { seed } from '../src/seed'
import { ensureStaffAccount } from '../src/seed/staff'
import { readSecret } from './lib/read-secret'

const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith('--')))
const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))

const migrate = async (payload: Payload): Promise<void> => {
  try {
    // The generated migrations type their arguments precisely; Payload's Migration type takes `unknown`.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  } catch (error) {
    console.error('\n[migrate] A migration failed; the database was left as it was before it.')
    console.error(error)
    process.exit(1)
  }
  // Never trust the exit alone (Node 20 can end Payload's work silently, DESIGN.md): every committed
  // migration must be recorded in the database.
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    select: { name: true },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  const recorded = new Set(docs.map((doc) => doc.name))
  const missing = migrations.filter((migration) => !recorded.has(migration.name)).map((migration) => migration.name)
  if (missing.length) {
    console.error(`[migrate] Not recorded in the database, so not applied: ${missing.join(', ')}.`)
    process.exit(1)
  }
}

/**
 * N instances (or N release jobs) may prepare one database at once: a session-level PostgreSQL
 * advisory lock makes them take turns, so each migration is applied exactly once and the demo content
 * and the admin account are written by the first one only (the next ones find them there).
 */
const PREPARE_LOCK = 740_120_012 // any constant shared by every copy of this script

const withPrepareLock = async <T>(payload: Payload, work: () => Promise<T>): Promise<T> => {
  const client = await payload.db.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK])
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => {})
    client.release()
  }
}

const isEmpty = async (payload: Payload): Promise<boolean> =>
  (await payload.count({ collection: 'activities' })).totalDocs === 0

const main = async (): Promise<void> => {
  const payload = await getPayload({ config })
  const local = process.env.NODE_ENV !== 'production' || process.env.PROFEMAX_EMBEDDED_DB === '1'
  // One release step at a time (N instances starting together): migrations, demo content, admin account.
  await withPrepareLock(payload, async () => {
    if (flags.has('--migrate')) await migrate(payload)

    // A local database (development, or the embedded server) gets the demo content; a production
    // database only when DEMO_CONTENT=1. The known development account only where devLoginAllowed()
    // (`npm run dev`, or the explicit PROFEMAX_DEV_LOGIN=1), never under `npm start`.
    const demoAllowed = process.env.DEMO_CONTENT === '1' || (process.env.DEMO_CONTENT !== '0' && local)
    if (flags.has('--seed') || (flags.has('--seed-if-empty') && demoAllowed && (await isEmpty(payload)))) {
      await seed(payload, { withDevAdmin: devLoginAllowed() })
    }

    if (flags.has('--create-admin')) {
      // The password never on the command line (shell history, process list, CI logs): ADMIN_PASSWORD,
      // a prompt that does not echo, or the first line of stdin when it is not a terminal.
      const [email = process.env.ADMIN_EMAIL, name = process.env.ADMIN_NAME, extra] = positional
      if (!email || extra !== undefined) {
        console.error(
          'usage: npm run create-admin -- <email> [name]   (password: ADMIN_PASSWORD, the prompt, or stdin)',
        )
        process.exit(2)
      }
      const password = process.env.ADMIN_PASSWORD || (await readSecret('Contraseña: '))
      if (!password) {
        console.error('No password given.')
        process.exit(2)
      }
      await ensureStaffAccount(payload, { email, password, name })
    } else if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
      await ensureStaffAccount(payload, {
        email: process.env.ADMIN_EMAIL,
        password: process.env.ADMIN_PASSWORD,
        name: process.env.ADMIN_NAME,
      })
    }
  })

  if (process.env.NODE_ENV !== 'production' && local) {
    const { DEV_ADMIN } = await import('../src/seed/staff')
    console.log(`\n  ProfeMax admin (development): ${DEV_ADMIN.email} / ${DEV_ADMIN.password}\n`)
  }
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
