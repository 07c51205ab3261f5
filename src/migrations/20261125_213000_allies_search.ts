// Issue 30's stored search column for the allies too: the staff list searches every content type through
// `search_text` (src/contract/list.ts), and the allies' table had none (a text search answered 500).
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "allies" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (profemax_fold(coalesce(name, ''))) STORED;
  CREATE INDEX IF NOT EXISTS "allies_search_text_trgm_idx" ON "allies" USING gin ("search_text" gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "allies_search_text_trgm_idx";
  ALTER TABLE "allies" DROP COLUMN IF EXISTS "search_text";`)
}
