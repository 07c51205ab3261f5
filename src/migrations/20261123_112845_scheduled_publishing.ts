import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_scheduled_changes_target" AS ENUM('blog', 'development-recommendation', 'wellbeing-recommendation');
  CREATE TYPE "public"."enum_scheduled_changes_status" AS ENUM('pending', 'done', 'cancelled', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyScheduledChange';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyScheduledChange';
  CREATE TABLE "scheduled_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" "enum_scheduled_changes_target" NOT NULL,
  	"blog_id" integer,
  	"type" varchar,
  	"item" numeric,
  	"run_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_scheduled_changes_status" DEFAULT 'pending' NOT NULL,
  	"done_at" timestamp(3) with time zone,
  	"failure" varchar,
  	"scheduled_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scheduled_changes_id" integer;
  ALTER TABLE "scheduled_changes" ADD CONSTRAINT "scheduled_changes_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scheduled_changes" ADD CONSTRAINT "scheduled_changes_scheduled_by_id_users_id_fk" FOREIGN KEY ("scheduled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "scheduled_changes_target_idx" ON "scheduled_changes" USING btree ("target");
  CREATE INDEX "scheduled_changes_blog_idx" ON "scheduled_changes" USING btree ("blog_id");
  CREATE INDEX "scheduled_changes_run_at_idx" ON "scheduled_changes" USING btree ("run_at");
  CREATE INDEX "scheduled_changes_status_idx" ON "scheduled_changes" USING btree ("status");
  CREATE INDEX "scheduled_changes_scheduled_by_idx" ON "scheduled_changes" USING btree ("scheduled_by_id");
  CREATE INDEX "scheduled_changes_updated_at_idx" ON "scheduled_changes" USING btree ("updated_at");
  CREATE INDEX "scheduled_changes_created_at_idx" ON "scheduled_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scheduled_changes_fk" FOREIGN KEY ("scheduled_changes_id") REFERENCES "public"."scheduled_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_scheduled_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("scheduled_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "scheduled_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "scheduled_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scheduled_changes_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_scheduled_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scheduled_changes_id";
  DROP TYPE "public"."enum_scheduled_changes_target";
  DROP TYPE "public"."enum_scheduled_changes_status";`)
}
