import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "development_books" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "_development_books_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  ALTER TABLE "courses" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "_courses_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  ALTER TABLE "tools" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "_tools_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  ALTER TABLE "wellbeing_books" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "_wellbeing_books_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  ALTER TABLE "podcasts" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "_podcasts_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  CREATE INDEX "development_books_featured_idx" ON "development_books" USING btree ("featured");
  CREATE INDEX "_development_books_v_version_version_featured_idx" ON "_development_books_v" USING btree ("version_featured");
  CREATE INDEX "courses_featured_idx" ON "courses" USING btree ("featured");
  CREATE INDEX "_courses_v_version_version_featured_idx" ON "_courses_v" USING btree ("version_featured");
  CREATE INDEX "tools_featured_idx" ON "tools" USING btree ("featured");
  CREATE INDEX "_tools_v_version_version_featured_idx" ON "_tools_v" USING btree ("version_featured");
  CREATE INDEX "wellbeing_books_featured_idx" ON "wellbeing_books" USING btree ("featured");
  CREATE INDEX "_wellbeing_books_v_version_version_featured_idx" ON "_wellbeing_books_v" USING btree ("version_featured");
  CREATE INDEX "podcasts_featured_idx" ON "podcasts" USING btree ("featured");
  CREATE INDEX "_podcasts_v_version_version_featured_idx" ON "_podcasts_v" USING btree ("version_featured");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "development_books_featured_idx";
  DROP INDEX "_development_books_v_version_version_featured_idx";
  DROP INDEX "courses_featured_idx";
  DROP INDEX "_courses_v_version_version_featured_idx";
  DROP INDEX "tools_featured_idx";
  DROP INDEX "_tools_v_version_version_featured_idx";
  DROP INDEX "wellbeing_books_featured_idx";
  DROP INDEX "_wellbeing_books_v_version_version_featured_idx";
  DROP INDEX "podcasts_featured_idx";
  DROP INDEX "_podcasts_v_version_version_featured_idx";
  ALTER TABLE "development_books" DROP COLUMN "featured";
  ALTER TABLE "_development_books_v" DROP COLUMN "version_featured";
  ALTER TABLE "courses" DROP COLUMN "featured";
  ALTER TABLE "_courses_v" DROP COLUMN "version_featured";
  ALTER TABLE "tools" DROP COLUMN "featured";
  ALTER TABLE "_tools_v" DROP COLUMN "version_featured";
  ALTER TABLE "wellbeing_books" DROP COLUMN "featured";
  ALTER TABLE "_wellbeing_books_v" DROP COLUMN "version_featured";
  ALTER TABLE "podcasts" DROP COLUMN "featured";
  ALTER TABLE "_podcasts_v" DROP COLUMN "version_featured";`)
}
