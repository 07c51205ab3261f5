// Issue 30: the contest's ranking read from stored counts instead of counting votes on every read.
//
// `candidates.confirmed_votes` and `candidates.approved_nominations` are kept by PostgreSQL itself:
// statement-level triggers on `votes` and `nominations` add the difference each statement makes
// (from its transition tables, so a bulk load of 100,000 votes is one UPDATE per candidate, not one
// per vote), whatever writes the rows (the confirmation link, Payload, a staff script). A confirmed
// vote is one with `confirmed_at`; a nomination counts once `approved` with a candidate. Concurrent
// confirmations for one candidate queue on its row for the length of one UPDATE.
// The ranking is then a sort of the candidates (a few thousand rows) with no read of votes at all.
// Neither count is indexed, so a confirmation's UPDATE of the candidate stays a HOT update.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

const COUNTED: [table: string, column: string, condition: string][] = [
  ['votes', 'confirmed_votes', 'confirmed_at IS NOT NULL'],
  ['nominations', 'approved_nominations', `status = 'approved'`],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "candidates" ADD COLUMN IF NOT EXISTS "confirmed_votes" integer NOT NULL DEFAULT 0;
  ALTER TABLE "candidates" ADD COLUMN IF NOT EXISTS "approved_nominations" integer NOT NULL DEFAULT 0;`)
  for (const [table, column, condition] of COUNTED) {
    const fn = `profemax_count_${table}`
    // The difference a statement makes per candidate: +1 per counted new row, -1 per counted old row.
    const delta = (rows: string) =>
      `UPDATE candidates c SET ${column} = c.${column} + d.n
         FROM (SELECT candidate_id, sum(n)::int AS n FROM (${rows}) x
                WHERE candidate_id IS NOT NULL GROUP BY candidate_id HAVING sum(n) <> 0) d
        WHERE c.id = d.candidate_id;`
    const counted = (source: string, sign: number) =>
      `SELECT candidate_id, ${sign} AS n FROM ${source} WHERE ${condition}`
    await db.execute(
      sql.raw(`
  CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${delta(counted('new_rows', 1))}
    ELSIF TG_OP = 'DELETE' THEN
      ${delta(counted('old_rows', -1))}
    ELSE
      ${delta(`${counted('new_rows', 1)} UNION ALL ${counted('old_rows', -1)}`)}
    END IF;
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS ${table}_count_insert ON "${table}";
  DROP TRIGGER IF EXISTS ${table}_count_update ON "${table}";
  DROP TRIGGER IF EXISTS ${table}_count_delete ON "${table}";
  CREATE TRIGGER ${table}_count_insert AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
  CREATE TRIGGER ${table}_count_update AFTER UPDATE ON "${table}" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
  CREATE TRIGGER ${table}_count_delete AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
  UPDATE candidates c SET ${column} = coalesce((SELECT count(*) FROM "${table}" t WHERE t.candidate_id = c.id AND ${condition}), 0);`),
    )
  }
  await db.execute(sql`ANALYZE "candidates";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table] of COUNTED)
    await db.execute(
      sql.raw(`
  DROP TRIGGER IF EXISTS ${table}_count_insert ON "${table}";
  DROP TRIGGER IF EXISTS ${table}_count_update ON "${table}";
  DROP TRIGGER IF EXISTS ${table}_count_delete ON "${table}";
  DROP FUNCTION IF EXISTS profemax_count_${table}();`),
    )
  await db.execute(sql`
  ALTER TABLE "candidates" DROP COLUMN IF EXISTS "approved_nominations";
  ALTER TABLE "candidates" DROP COLUMN IF EXISTS "confirmed_votes";`)
}
