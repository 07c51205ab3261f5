import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "allies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "allies_id" integer;
  ALTER TABLE "allies" ADD CONSTRAINT "allies_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "allies_logo_idx" ON "allies" USING btree ("logo_id");
  CREATE INDEX "allies_order_idx" ON "allies" USING btree ("order");
  CREATE INDEX "allies_is_active_idx" ON "allies" USING btree ("is_active");
  CREATE INDEX "allies_updated_at_idx" ON "allies" USING btree ("updated_at");
  CREATE INDEX "allies_created_at_idx" ON "allies" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_allies_fk" FOREIGN KEY ("allies_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_allies_id_idx" ON "payload_locked_documents_rels" USING btree ("allies_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "allies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "allies" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_allies_fk";
  
  DROP INDEX "payload_locked_documents_rels_allies_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "allies_id";`)
}
