import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Media visibility (is_public), and Payload's lock-out columns gone (login throttling replaces them).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "is_public" boolean DEFAULT false;
  CREATE INDEX "media_is_public_idx" ON "media" USING btree ("is_public");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
  // Existing files: public when a published item (or one without a publish switch) uses them; the
  // hooks of collections/media/visibility.ts keep it so from now on. Every table with a foreign key
  // to media is an owner (Payload's own bookkeeping tables aside).
  await db.execute(sql`
  DO $$
  DECLARE owner record; has_active boolean;
  BEGIN
    FOR owner IN
      SELECT kcu.table_name, kcu.column_name
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'media' AND tc.table_schema = current_schema() AND kcu.table_name NOT LIKE 'payload%'
    LOOP
      SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = owner.table_name AND column_name = 'is_active') INTO has_active;
      EXECUTE format('UPDATE media SET is_public = true WHERE id IN (SELECT %I FROM %I %s)', owner.column_name, owner.table_name, CASE WHEN has_active THEN 'WHERE is_active' ELSE '' END);
    END LOOP;
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_is_public_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "media" DROP COLUMN "is_public";`)
}
