import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_blogs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blogs_v_version_audience" AS ENUM('alumnos', 'profesores', 'padres-familia');
  CREATE TYPE "public"."enum__blogs_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_blogs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_audience" "enum__blogs_v_version_audience",
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_short_description" varchar,
  	"version_image_path_id" integer,
  	"version_is_active" boolean DEFAULT false,
  	"version_body" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blogs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_blogs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "blogs" ALTER COLUMN "audience" DROP NOT NULL;
  ALTER TABLE "blogs" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "blogs" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "blogs" ALTER COLUMN "short_description" DROP NOT NULL;
  ALTER TABLE "blogs" ADD COLUMN "_status" "enum_blogs_status" DEFAULT 'draft';
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_parent_id_blogs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blogs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_image_path_id_media_id_fk" FOREIGN KEY ("version_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v_rels" ADD CONSTRAINT "_blogs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_blogs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v_rels" ADD CONSTRAINT "_blogs_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_blogs_v_parent_idx" ON "_blogs_v" USING btree ("parent_id");
  CREATE INDEX "_blogs_v_version_version_audience_idx" ON "_blogs_v" USING btree ("version_audience");
  CREATE INDEX "_blogs_v_version_version_slug_idx" ON "_blogs_v" USING btree ("version_slug");
  CREATE INDEX "_blogs_v_version_version_image_path_idx" ON "_blogs_v" USING btree ("version_image_path_id");
  CREATE INDEX "_blogs_v_version_version_is_active_idx" ON "_blogs_v" USING btree ("version_is_active");
  CREATE INDEX "_blogs_v_version_version_updated_at_idx" ON "_blogs_v" USING btree ("version_updated_at");
  CREATE INDEX "_blogs_v_version_version_created_at_idx" ON "_blogs_v" USING btree ("version_created_at");
  CREATE INDEX "_blogs_v_version_version__status_idx" ON "_blogs_v" USING btree ("version__status");
  CREATE INDEX "_blogs_v_created_at_idx" ON "_blogs_v" USING btree ("created_at");
  CREATE INDEX "_blogs_v_updated_at_idx" ON "_blogs_v" USING btree ("updated_at");
  CREATE INDEX "_blogs_v_latest_idx" ON "_blogs_v" USING btree ("latest");
  CREATE INDEX "_blogs_v_autosave_idx" ON "_blogs_v" USING btree ("autosave");
  CREATE INDEX "version_audience_version_slug_idx" ON "_blogs_v" USING btree ("version_audience","version_slug");
  CREATE INDEX "_blogs_v_rels_order_idx" ON "_blogs_v_rels" USING btree ("order");
  CREATE INDEX "_blogs_v_rels_parent_idx" ON "_blogs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_blogs_v_rels_path_idx" ON "_blogs_v_rels" USING btree ("path");
  CREATE INDEX "_blogs_v_rels_media_id_idx" ON "_blogs_v_rels" USING btree ("media_id");
  CREATE INDEX "blogs__status_idx" ON "blogs" USING btree ("_status");`)
  await publishExistingBlogs(db)
}

/**
 * Every blog stored before drafts is its published version (`is_active` still decides whether
 * visitors see it) and gets one published version row, the newest, with its body images: staff read
 * blogs through their newest version, so a blog without one would vanish from the admin.
 * `ids`: only these blogs (tests/int/blog-drafts.test.ts replays it on blogs stripped to the old shape).
 */
export const publishExistingBlogs = async (db: MigrateUpArgs['db'], ids?: number[]): Promise<void> => {
  const only = ids ? sql`WHERE "id" IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``
  const onlyParent = ids ? sql`WHERE r."parent_id" IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``
  await db.execute(sql`UPDATE "blogs" SET "_status" = 'published' ${only}`)
  await db.execute(sql`
    INSERT INTO "_blogs_v" ("parent_id", "version_audience", "version_name", "version_slug", "version_description", "version_short_description",
      "version_image_path_id", "version_is_active", "version_body", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave")
    SELECT "id", "audience"::text::"enum__blogs_v_version_audience", "name", "slug", "description", "short_description",
      "image_path_id", "is_active", "body", "updated_at", "created_at", 'published', "updated_at", "updated_at", true, false
    FROM "blogs" ${only}`)
  await db.execute(sql`
    INSERT INTO "_blogs_v_rels" ("order", "parent_id", "path", "media_id")
    SELECT r."order", v."id", 'version.' || r."path", r."media_id"
    FROM "blogs_rels" r JOIN "_blogs_v" v ON v."parent_id" = r."parent_id" AND v."latest" ${onlyParent}`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_blogs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blogs_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_blogs_v" CASCADE;
  DROP TABLE "_blogs_v_rels" CASCADE;
  DROP INDEX "blogs__status_idx";
  ALTER TABLE "blogs" ALTER COLUMN "audience" SET NOT NULL;
  ALTER TABLE "blogs" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "blogs" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "blogs" ALTER COLUMN "short_description" SET NOT NULL;
  ALTER TABLE "blogs" DROP COLUMN "_status";
  DROP TYPE "public"."enum_blogs_status";
  DROP TYPE "public"."enum__blogs_v_version_audience";
  DROP TYPE "public"."enum__blogs_v_version_status";`)
}
