import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Activities: optional start and end times (hh:mm, Mexico City; none is an all-day activity), issue 28. */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activities" ADD COLUMN "start_time" varchar;
  ALTER TABLE "activities" ADD COLUMN "end_time" varchar;
  ALTER TABLE "_activities_v" ADD COLUMN "version_start_time" varchar;
  ALTER TABLE "_activities_v" ADD COLUMN "version_end_time" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activities" DROP COLUMN "start_time";
  ALTER TABLE "activities" DROP COLUMN "end_time";
  ALTER TABLE "_activities_v" DROP COLUMN "version_start_time";
  ALTER TABLE "_activities_v" DROP COLUMN "version_end_time";`)
}
