import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeTrash';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeTrash';
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "blogs" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_blogs_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "development_books" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_development_books_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "courses" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_courses_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "tools" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_tools_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "wellbeing_books" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_wellbeing_books_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "podcasts" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_podcasts_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "recipes" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  CREATE INDEX "blogs_deleted_at_idx" ON "blogs" USING btree ("deleted_at");
  CREATE INDEX "_blogs_v_version_version_deleted_at_idx" ON "_blogs_v" USING btree ("version_deleted_at");
  CREATE INDEX "development_books_deleted_at_idx" ON "development_books" USING btree ("deleted_at");
  CREATE INDEX "_development_books_v_version_version_deleted_at_idx" ON "_development_books_v" USING btree ("version_deleted_at");
  CREATE INDEX "courses_deleted_at_idx" ON "courses" USING btree ("deleted_at");
  CREATE INDEX "_courses_v_version_version_deleted_at_idx" ON "_courses_v" USING btree ("version_deleted_at");
  CREATE INDEX "tools_deleted_at_idx" ON "tools" USING btree ("deleted_at");
  CREATE INDEX "_tools_v_version_version_deleted_at_idx" ON "_tools_v" USING btree ("version_deleted_at");
  CREATE INDEX "wellbeing_books_deleted_at_idx" ON "wellbeing_books" USING btree ("deleted_at");
  CREATE INDEX "_wellbeing_books_v_version_version_deleted_at_idx" ON "_wellbeing_books_v" USING btree ("version_deleted_at");
  CREATE INDEX "podcasts_deleted_at_idx" ON "podcasts" USING btree ("deleted_at");
  CREATE INDEX "_podcasts_v_version_version_deleted_at_idx" ON "_podcasts_v" USING btree ("version_deleted_at");
  CREATE INDEX "recipes_deleted_at_idx" ON "recipes" USING btree ("deleted_at");
  CREATE INDEX "_recipes_v_version_version_deleted_at_idx" ON "_recipes_v" USING btree ("version_deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'applyScheduledChange');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'applyScheduledChange');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "blogs_deleted_at_idx";
  DROP INDEX "_blogs_v_version_version_deleted_at_idx";
  DROP INDEX "development_books_deleted_at_idx";
  DROP INDEX "_development_books_v_version_version_deleted_at_idx";
  DROP INDEX "courses_deleted_at_idx";
  DROP INDEX "_courses_v_version_version_deleted_at_idx";
  DROP INDEX "tools_deleted_at_idx";
  DROP INDEX "_tools_v_version_version_deleted_at_idx";
  DROP INDEX "wellbeing_books_deleted_at_idx";
  DROP INDEX "_wellbeing_books_v_version_version_deleted_at_idx";
  DROP INDEX "podcasts_deleted_at_idx";
  DROP INDEX "_podcasts_v_version_version_deleted_at_idx";
  DROP INDEX "recipes_deleted_at_idx";
  DROP INDEX "_recipes_v_version_version_deleted_at_idx";
  ALTER TABLE "blogs" DROP COLUMN "deleted_at";
  ALTER TABLE "_blogs_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "development_books" DROP COLUMN "deleted_at";
  ALTER TABLE "_development_books_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "courses" DROP COLUMN "deleted_at";
  ALTER TABLE "_courses_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "tools" DROP COLUMN "deleted_at";
  ALTER TABLE "_tools_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "wellbeing_books" DROP COLUMN "deleted_at";
  ALTER TABLE "_wellbeing_books_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "podcasts" DROP COLUMN "deleted_at";
  ALTER TABLE "_podcasts_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "recipes" DROP COLUMN "deleted_at";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";`)
}
