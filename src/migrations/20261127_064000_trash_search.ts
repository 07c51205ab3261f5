// Issue 28: 'Papelera' of the category screens searches its categories and items by name through
// `search_text` (src/contract/list.ts), as every other staff list does; these five tables had none (a
// text search in their trash answered 500). Categories are searched by name, items by title.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

const SEARCHED: [table: string, column: string][] = [
  ['image_categories', 'name'],
  ['template_categories', 'name'],
  ['music_categories', 'name'],
  ['images', 'title'],
  ['template_files', 'title'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, column] of SEARCHED)
    await db.execute(
      sql.raw(`
  ALTER TABLE "${table}" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (profemax_fold(coalesce(${column}, ''))) STORED;
  CREATE INDEX IF NOT EXISTS "${table}_search_text_trgm_idx" ON "${table}" USING gin ("search_text" gin_trgm_ops);`),
    )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table] of SEARCHED)
    await db.execute(
      sql.raw(`
  DROP INDEX IF EXISTS "${table}_search_text_trgm_idx";
  ALTER TABLE "${table}" DROP COLUMN IF EXISTS "search_text";`),
    )
}
