// Issue 30: the contest's ranking counted in SQL with partial indexes, and the shared debounce of its expiry.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "votes_confirmed_candidate_idx" ON "votes" USING btree ("candidate_id") WHERE "confirmed_at" IS NOT NULL;
  CREATE INDEX IF NOT EXISTS "nominations_approved_candidate_idx" ON "nominations" USING btree ("candidate_id") WHERE "status" = 'approved';
  CREATE INDEX IF NOT EXISTS "candidates_active_estado_idx" ON "candidates" USING btree ("estado") WHERE "is_active";
  CREATE TABLE IF NOT EXISTS "public_cache_expiries" ("tag" varchar PRIMARY KEY, "expired_at" timestamp(3) with time zone NOT NULL);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "public_cache_expiries";
  DROP INDEX IF EXISTS "candidates_active_estado_idx";
  DROP INDEX IF EXISTS "nominations_approved_candidate_idx";
  DROP INDEX IF EXISTS "votes_confirmed_candidate_idx";`)
}
