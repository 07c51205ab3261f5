import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ADD COLUMN "folio" varchar;
  ALTER TABLE "audit_log" ADD COLUMN "reason" varchar;
  CREATE INDEX "audit_log_folio_idx" ON "audit_log" USING btree ("folio");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "audit_log_folio_idx";
  ALTER TABLE "audit_log" DROP COLUMN "folio";
  ALTER TABLE "audit_log" DROP COLUMN "reason";`)
}
