// Issue 27: audit lines for reads of personal data through /api and GraphQL, and for votes.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'read';
  ALTER TYPE "public"."enum_audit_log_dataset" ADD VALUE 'votes';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // PostgreSQL cannot drop an enum value: the types are rebuilt, so lines using the new values must go first.
  await db.execute(sql`
   DELETE FROM "audit_log" WHERE "action"::text = 'read' OR "dataset"::text = 'votes';
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('export', 'delete');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "audit_log" ALTER COLUMN "dataset" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_dataset";
  CREATE TYPE "public"."enum_audit_log_dataset" AS ENUM('registrations', 'nominations');
  ALTER TABLE "audit_log" ALTER COLUMN "dataset" SET DATA TYPE "public"."enum_audit_log_dataset" USING "dataset"::"public"."enum_audit_log_dataset";`)
}
