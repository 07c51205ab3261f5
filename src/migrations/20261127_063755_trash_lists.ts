import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activities" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_activities_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "image_categories" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_image_categories_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "images" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_images_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "template_categories" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_template_categories_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "template_files" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_template_files_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "music_categories" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_music_categories_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "music_items" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_music_items_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "allies" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_allies_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  CREATE INDEX "activities_deleted_at_idx" ON "activities" USING btree ("deleted_at");
  CREATE INDEX "_activities_v_version_version_deleted_at_idx" ON "_activities_v" USING btree ("version_deleted_at");
  CREATE INDEX "image_categories_deleted_at_idx" ON "image_categories" USING btree ("deleted_at");
  CREATE INDEX "_image_categories_v_version_version_deleted_at_idx" ON "_image_categories_v" USING btree ("version_deleted_at");
  CREATE INDEX "images_deleted_at_idx" ON "images" USING btree ("deleted_at");
  CREATE INDEX "_images_v_version_version_deleted_at_idx" ON "_images_v" USING btree ("version_deleted_at");
  CREATE INDEX "template_categories_deleted_at_idx" ON "template_categories" USING btree ("deleted_at");
  CREATE INDEX "_template_categories_v_version_version_deleted_at_idx" ON "_template_categories_v" USING btree ("version_deleted_at");
  CREATE INDEX "template_files_deleted_at_idx" ON "template_files" USING btree ("deleted_at");
  CREATE INDEX "_template_files_v_version_version_deleted_at_idx" ON "_template_files_v" USING btree ("version_deleted_at");
  CREATE INDEX "music_categories_deleted_at_idx" ON "music_categories" USING btree ("deleted_at");
  CREATE INDEX "_music_categories_v_version_version_deleted_at_idx" ON "_music_categories_v" USING btree ("version_deleted_at");
  CREATE INDEX "music_items_deleted_at_idx" ON "music_items" USING btree ("deleted_at");
  CREATE INDEX "_music_items_v_version_version_deleted_at_idx" ON "_music_items_v" USING btree ("version_deleted_at");
  CREATE INDEX "allies_deleted_at_idx" ON "allies" USING btree ("deleted_at");
  CREATE INDEX "_allies_v_version_version_deleted_at_idx" ON "_allies_v" USING btree ("version_deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "activities_deleted_at_idx";
  DROP INDEX "_activities_v_version_version_deleted_at_idx";
  DROP INDEX "image_categories_deleted_at_idx";
  DROP INDEX "_image_categories_v_version_version_deleted_at_idx";
  DROP INDEX "images_deleted_at_idx";
  DROP INDEX "_images_v_version_version_deleted_at_idx";
  DROP INDEX "template_categories_deleted_at_idx";
  DROP INDEX "_template_categories_v_version_version_deleted_at_idx";
  DROP INDEX "template_files_deleted_at_idx";
  DROP INDEX "_template_files_v_version_version_deleted_at_idx";
  DROP INDEX "music_categories_deleted_at_idx";
  DROP INDEX "_music_categories_v_version_version_deleted_at_idx";
  DROP INDEX "music_items_deleted_at_idx";
  DROP INDEX "_music_items_v_version_version_deleted_at_idx";
  DROP INDEX "allies_deleted_at_idx";
  DROP INDEX "_allies_v_version_version_deleted_at_idx";
  ALTER TABLE "activities" DROP COLUMN "deleted_at";
  ALTER TABLE "_activities_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "image_categories" DROP COLUMN "deleted_at";
  ALTER TABLE "_image_categories_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "images" DROP COLUMN "deleted_at";
  ALTER TABLE "_images_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "template_categories" DROP COLUMN "deleted_at";
  ALTER TABLE "_template_categories_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "template_files" DROP COLUMN "deleted_at";
  ALTER TABLE "_template_files_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "music_categories" DROP COLUMN "deleted_at";
  ALTER TABLE "_music_categories_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "music_items" DROP COLUMN "deleted_at";
  ALTER TABLE "_music_items_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "allies" DROP COLUMN "deleted_at";
  ALTER TABLE "_allies_v" DROP COLUMN "version_deleted_at";`)
}
