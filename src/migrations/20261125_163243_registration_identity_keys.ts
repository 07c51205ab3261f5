import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { cedulaKey, mailboxKey } from '../lib/identity-keys'

// Registrations' normalised mailbox and cédula (issue 27), unique. Existing rows are keyed with the
// app's own normalisers before the indexes exist; when older rows already repeat a person (the gap
// this closes), the oldest keeps the key and the later ones stay null for staff to review, so the
// migration never fails on them nor deletes anything.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "registrations" ADD COLUMN "email_key" varchar;
  ALTER TABLE "registrations" ADD COLUMN "cedula_key" varchar;`)
  const { rows } = (await db.execute(sql`SELECT id, email, cedula FROM "registrations" ORDER BY created_at, id`)) as unknown as {
    rows: { id: number; email: string | null; cedula: string | null }[]
  }
  const seenEmail = new Set<string>()
  const seenCedula = new Set<string>()
  const keys = rows.map(({ id, email, cedula }) => {
    const e = email ? mailboxKey(email) : null
    const c = cedula ? cedulaKey(cedula) : null
    const emailKey = e && !seenEmail.has(e) ? e : null
    const cedulaKeyValue = c && !seenCedula.has(c) ? c : null
    if (emailKey) seenEmail.add(emailKey)
    if (cedulaKeyValue) seenCedula.add(cedulaKeyValue)
    return { id, e: emailKey, c: cedulaKeyValue }
  })
  if (keys.length) {
    await db.execute(sql`
    UPDATE "registrations" r SET email_key = k.e, cedula_key = k.c
      FROM jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS k(id integer, e text, c text)
     WHERE r.id = k.id`)
  }
  await db.execute(sql`
  CREATE UNIQUE INDEX "registrations_email_key_idx" ON "registrations" USING btree ("email_key");
  CREATE UNIQUE INDEX "registrations_cedula_key_idx" ON "registrations" USING btree ("cedula_key");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "registrations_email_key_idx";
  DROP INDEX "registrations_cedula_key_idx";
  ALTER TABLE "registrations" DROP COLUMN "email_key";
  ALTER TABLE "registrations" DROP COLUMN "cedula_key";`)
}
