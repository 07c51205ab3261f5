import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Campaign scale (issue 30, docs/performance.md "Campaign scale"): searches that use an index.
//
// - `pg_trgm` and `unaccent` (both trusted extensions: a database owner may create them).
// - `profemax_fold(text)`: lower case without accents, the form every search compares in (the app
//   folds the typed text the same way, `normaliseText`). IMMUTABLE with a body bound at creation
//   (`RETURN`, explicit dictionary), so generated columns and indexes may use it.
// - A stored, generated `search_text` on every table the staff searches: the searched fields
//   folded and joined by a line break (one person's 'nombre apellido' stays one phrase), kept by
//   PostgreSQL itself on every insert and update, whatever writes the row. Registrations add the
//   e-mail without its `+tag` (as `mailboxKey` reads it; computed here from `email` alone, so the
//   column depends on no other migration's columns); nominations both people.
// - A GIN trigram index on each `search_text` (LIKE '%…%' answers from it), the lists' order
//   `(created_at, id)` for keyset and deep pages, the registrations' state (a stored postal prefix,
//   so a state's count reads the index only), and a
//   trigram index on `registrations.email` for Payload's REST `where[email][like]`.
// The searched fields per table are the content descriptors' `search` lists (src/content); a change
// there needs a migration that redefines the column.
const SEARCHED: [table: string, expression: string][] = [
  [
    'registrations',
    `coalesce(nombre, '') || ' ' || coalesce(apellido, '') || E'\\n' || coalesce(email, '') || E'\\n' || regexp_replace(coalesce(email, ''), '[+][^@]*@', '@') || E'\\n' || coalesce(cedula, '') || E'\\n' || coalesce(escuela, '') || E'\\n' || coalesce(member_code, '')`,
  ],
  [
    'nominations',
    `coalesce(professor_data_nombre, '') || ' ' || coalesce(professor_data_apellido, '') || E'\\n' || coalesce(professor_data_correo, '') || E'\\n' || coalesce(professor_data_escuela, '') || E'\\n' || coalesce(user_data_nombre, '') || ' ' || coalesce(user_data_apellido, '') || E'\\n' || coalesce(user_data_correo, '') || E'\\n' || coalesce(user_data_escuela, '')`,
  ],
  ['blogs', `coalesce(name, '') || E'\\n' || coalesce(description, '') || E'\\n' || coalesce(short_description, '')`],
  ['activities', `coalesce(title, '') || E'\\n' || coalesce(description, '') || E'\\n' || coalesce(school_grade, '')`],
  ['development_books', `coalesce(name, '') || E'\\n' || coalesce(author, '') || E'\\n' || coalesce(description, '')`],
  ['courses', `coalesce(name, '') || E'\\n' || coalesce(description, '') || E'\\n' || coalesce(subject, '') || E'\\n' || coalesce(plathform, '')`],
  ['tools', `coalesce(name, '') || E'\\n' || coalesce(description, '')`],
  ['recipes', `coalesce(title, '') || E'\\n' || coalesce(short_description, '') || E'\\n' || coalesce(description, '')`],
  ['wellbeing_books', `coalesce(title, '') || E'\\n' || coalesce(short_description, '') || E'\\n' || coalesce(author, '') || E'\\n' || coalesce(description, '')`],
  ['podcasts', `coalesce(title, '') || E'\\n' || coalesce(short_description, '') || E'\\n' || coalesce(description, '')`],
  ['music_items', `coalesce(title, '')`],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE OR REPLACE FUNCTION profemax_fold(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1));`)
  for (const [table, expression] of SEARCHED) {
    await db.execute(
      sql.raw(`
  ALTER TABLE "${table}" ADD COLUMN "search_text" text GENERATED ALWAYS AS (profemax_fold(${expression})) STORED;
  CREATE INDEX "${table}_search_text_trgm_idx" ON "${table}" USING gin ("search_text" gin_trgm_ops);`),
    )
  }
  await db.execute(sql`
  CREATE INDEX "registrations_created_at_id_idx" ON "registrations" USING btree ("created_at", "id");
  ALTER TABLE "registrations" ADD COLUMN "cp_prefix" text GENERATED ALWAYS AS (left("cp", 2)) STORED;
  CREATE INDEX "registrations_cp_prefix_created_at_idx" ON "registrations" USING btree ("cp_prefix", "created_at", "id");
  CREATE INDEX "registrations_email_trgm_idx" ON "registrations" USING gin ("email" gin_trgm_ops);
  CREATE INDEX "nominations_created_at_id_idx" ON "nominations" USING btree ("created_at", "id");
  CREATE INDEX "activities_activity_date_id_idx" ON "activities" USING btree ("activity_date", "id");
  CREATE INDEX "blogs_audience_created_at_idx" ON "blogs" USING btree ("audience", "created_at");`)
  // Fresh statistics for the rewritten tables, so the next query plans with the new indexes.
  for (const [table] of SEARCHED) await db.execute(sql.raw(`ANALYZE "${table}";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "registrations_created_at_id_idx";
  DROP INDEX IF EXISTS "registrations_cp_prefix_created_at_idx";
  ALTER TABLE "registrations" DROP COLUMN IF EXISTS "cp_prefix";
  DROP INDEX IF EXISTS "registrations_email_trgm_idx";
  DROP INDEX IF EXISTS "nominations_created_at_id_idx";
  DROP INDEX IF EXISTS "activities_activity_date_id_idx";
  DROP INDEX IF EXISTS "blogs_audience_created_at_idx";`)
  for (const [table] of SEARCHED) await db.execute(sql.raw(`ALTER TABLE "${table}" DROP COLUMN IF EXISTS "search_text";`))
  await db.execute(sql`DROP FUNCTION IF EXISTS profemax_fold(text);`)
}
