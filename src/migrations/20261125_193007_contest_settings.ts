import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "contest_settings_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "contest_settings_prizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"place" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "contest_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nominations_start" timestamp(3) with time zone,
  	"nominations_end" timestamp(3) with time zone,
  	"voting_start" timestamp(3) with time zone,
  	"voting_end" timestamp(3) with time zone,
  	"results_date" timestamp(3) with time zone,
  	"benefits" varchar,
  	"rewards" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "contest_settings_rules" ADD CONSTRAINT "contest_settings_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contest_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contest_settings_prizes" ADD CONSTRAINT "contest_settings_prizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contest_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contest_settings_rules_order_idx" ON "contest_settings_rules" USING btree ("_order");
  CREATE INDEX "contest_settings_rules_parent_id_idx" ON "contest_settings_rules" USING btree ("_parent_id");
  CREATE INDEX "contest_settings_prizes_order_idx" ON "contest_settings_prizes" USING btree ("_order");
  CREATE INDEX "contest_settings_prizes_parent_id_idx" ON "contest_settings_prizes" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "contest_settings_rules" CASCADE;
  DROP TABLE "contest_settings_prizes" CASCADE;
  DROP TABLE "contest_settings" CASCADE;`)
}
