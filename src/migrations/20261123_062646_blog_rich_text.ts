import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { plainToRichText } from '../lib/richtext/plain'

/**
 * Existing plain bodies become rich text (paragraphs from blank lines, line breaks kept): the same
 * converter the collection's hook applies to a plain description (src/lib/richtext/plain.ts).
 */
export async function convertPlainBodies(db: MigrateUpArgs['db']): Promise<void> {
  const { rows } = await db.execute(sql`SELECT "id", "description" FROM "blogs" WHERE "body" IS NULL`)
  for (const row of rows as { id: number; description: string | null }[]) {
    const body = JSON.stringify(plainToRichText(row.description ?? ''))
    await db.execute(sql`UPDATE "blogs" SET "body" = ${body}::jsonb WHERE "id" = ${row.id}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "blogs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "blogs" ADD COLUMN "body" jsonb;
  ALTER TABLE "blogs_rels" ADD CONSTRAINT "blogs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blogs_rels" ADD CONSTRAINT "blogs_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "blogs_rels_order_idx" ON "blogs_rels" USING btree ("order");
  CREATE INDEX "blogs_rels_parent_idx" ON "blogs_rels" USING btree ("parent_id");
  CREATE INDEX "blogs_rels_path_idx" ON "blogs_rels" USING btree ("path");
  CREATE INDEX "blogs_rels_media_id_idx" ON "blogs_rels" USING btree ("media_id");`)

  await convertPlainBodies(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "blogs_rels" CASCADE;
  ALTER TABLE "blogs" DROP COLUMN "body";`)
}
