import { sql } from '@payloadcms/db-postgres'
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { down, up } from '../../src/migrations/20261125_163243_registration_identity_keys'
import { testPayload } from './helpers'

class Rollback extends Error {}

/**
 * The migration keys rows that existed before it, with the app's normalisers, and does not fail on
 * the duplicates the keys exist to stop. Run inside one transaction that is rolled back (DDL is
 * transactional in PostgreSQL), so the shared test database is left as it was.
 */
it('keys existing registrations oldest first; a later duplicate keeps a null key and the indexes are created', async () => {
  const payload = await testPayload()
  const drizzle = payload.db.drizzle
  const tag = Date.now()
  let seen: { email: string; email_key: string | null; cedula_key: string | null }[] = []
  await expect(
    drizzle.transaction(async (tx) => {
      const db = tx as MigrateUpArgs['db']
      await down({ db } as MigrateDownArgs)
      const row = (email: string, cedula: string, minutes: number) =>
        sql`INSERT INTO registrations (nombre, apellido, email, telefono, fecha_nac, cp, cedula, escuela, created_at, updated_at)
            VALUES ('A', 'B', ${email}, '5512345678', '1990-01-01', '06700', ${cedula}, 'E', now() - make_interval(mins => ${minutes}), now())`
      await db.execute(row(`vieja.${tag}@x.mx`, '１２３ ４５６７', 30))
      await db.execute(row(`vieja.${tag}+b@x.mx`, `9${String(tag).slice(-7)}`, 20))
      await db.execute(row(`otra.${tag}@x.mx`, '01234567', 10))
      await up({ db } as MigrateUpArgs)
      const result = await db.execute(
        sql`SELECT email, email_key, cedula_key FROM registrations WHERE email LIKE ${`%.${tag}%`} ORDER BY created_at`,
      )
      seen = result.rows as typeof seen
      const indexes = await db.execute(
        sql`SELECT indexname FROM pg_indexes WHERE tablename = 'registrations' AND indexname LIKE '%_key_idx'`,
      )
      expect((indexes.rows as { indexname: string }[]).map((index) => index.indexname).sort()).toEqual([
        'registrations_cedula_key_idx',
        'registrations_email_key_idx',
      ])
      throw new Rollback()
    }),
  ).rejects.toBeInstanceOf(Rollback)
  expect(seen).toEqual([
    { email: `vieja.${tag}@x.mx`, email_key: `vieja.${tag}@x.mx`, cedula_key: '1234567' },
    { email: `vieja.${tag}+b@x.mx`, email_key: null, cedula_key: `9${String(tag).slice(-7)}` },
    { email: `otra.${tag}@x.mx`, email_key: `otra.${tag}@x.mx`, cedula_key: null },
  ])
  // Rolled back: the columns are still there for the rest of the suite.
  expect(
    (await payload.count({ collection: 'registrations', where: { email_key: { exists: true } }, overrideAccess: true }))
      .totalDocs,
  ).toBeGreaterThanOrEqual(0)
})
