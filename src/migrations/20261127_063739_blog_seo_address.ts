import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_blog_redirects_audience" AS ENUM('alumnos', 'profesores', 'padres-familia');
  CREATE TABLE "blog_redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum_blog_redirects_audience" NOT NULL,
  	"from" varchar NOT NULL,
  	"blog_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "blogs" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "blogs" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "blogs" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "_blogs_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_blogs_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "_blogs_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_redirects_id" integer;
  ALTER TABLE "blog_redirects" ADD CONSTRAINT "blog_redirects_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "blog_redirects_blog_idx" ON "blog_redirects" USING btree ("blog_id");
  CREATE INDEX "blog_redirects_updated_at_idx" ON "blog_redirects" USING btree ("updated_at");
  CREATE INDEX "blog_redirects_created_at_idx" ON "blog_redirects" USING btree ("created_at");
  CREATE UNIQUE INDEX "audience_from_idx" ON "blog_redirects" USING btree ("audience","from");
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_redirects_fk" FOREIGN KEY ("blog_redirects_id") REFERENCES "public"."blog_redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "blogs_seo_image_idx" ON "blogs" USING btree ("seo_image_id");
  CREATE INDEX "_blogs_v_version_version_seo_image_idx" ON "_blogs_v" USING btree ("version_seo_image_id");
  CREATE INDEX "payload_locked_documents_rels_blog_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_redirects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "blog_redirects" CASCADE;
  ALTER TABLE "blogs" DROP CONSTRAINT "blogs_seo_image_id_media_id_fk";
  
  ALTER TABLE "_blogs_v" DROP CONSTRAINT "_blogs_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_redirects_fk";
  
  DROP INDEX "blogs_seo_image_idx";
  DROP INDEX "_blogs_v_version_version_seo_image_idx";
  DROP INDEX "payload_locked_documents_rels_blog_redirects_id_idx";
  ALTER TABLE "blogs" DROP COLUMN "seo_title";
  ALTER TABLE "blogs" DROP COLUMN "seo_description";
  ALTER TABLE "blogs" DROP COLUMN "seo_image_id";
  ALTER TABLE "_blogs_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_blogs_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "_blogs_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_redirects_id";
  DROP TYPE "public"."enum_blog_redirects_audience";`)
}
