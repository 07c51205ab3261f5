import { sql, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * The first version of what existed before the history did (migration `content_history`): each
 * item and recommendation without any version gets one copy of its stored row, dated when it was
 * last saved and with nobody as its editor, so the first edit after the upgrade already has an
 * earlier state to compare with and restore. Plain SQL over the catalogue (not the Local API): a
 * later migration may add columns the config of that day would ask for. Items that already have a
 * version are left alone, so running it twice adds nothing.
 */

type Db = MigrateUpArgs['db']
type Column = { column_name: string; data_type: string; udt_name: string }

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`

const columnsOf = async (db: Db, table: string): Promise<Column[]> => {
  const result = await db.execute(
    sql`SELECT column_name, data_type, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`,
  )
  return result.rows as Column[]
}

/** Columns the row and its version share, the version's named `version_<column>`; enums cast by their text. */
const shared = async (db: Db, table: string, versions: string) => {
  const own = new Set((await columnsOf(db, table)).map((column) => column.column_name))
  return (await columnsOf(db, versions)).flatMap((column) => {
    const name = column.column_name.replace(/^version_/, '')
    if (!column.column_name.startsWith('version_') || !own.has(name)) return []
    const value =
      column.data_type === 'USER-DEFINED' ? `t.${ident(name)}::text::${ident(column.udt_name)}` : `t.${ident(name)}`
    return [{ target: ident(column.column_name), value }]
  })
}

export const backfillCollectionVersions = async (db: Db, table: string): Promise<void> => {
  const versions = `_${table}_v`
  const columns = await shared(db, table, versions)
  await db.execute(
    sql.raw(
      `INSERT INTO ${ident(versions)} (parent_id, ${columns.map((column) => column.target).join(', ')}, created_at, updated_at)
       SELECT t.id, ${columns.map((column) => column.value).join(', ')}, t.updated_at, t.updated_at FROM ${ident(table)} t
       WHERE NOT EXISTS (SELECT 1 FROM ${ident(versions)} v WHERE v.parent_id = t.id) ORDER BY t.id`,
    ),
  )
}

/** A global's row and its relationships (`item`), kept under `version.` in the version's rels. */
export const backfillGlobalVersion = async (db: Db, table: string): Promise<void> => {
  const versions = `_${table}_v`
  const existing = await db.execute(sql.raw(`SELECT 1 FROM ${ident(versions)} LIMIT 1`))
  if (existing.rows.length) return
  const columns = await shared(db, table, versions)
  const inserted = await db.execute(
    sql.raw(
      `INSERT INTO ${ident(versions)} (${columns.map((column) => column.target).join(', ')}, created_at, updated_at)
       SELECT ${columns.map((column) => column.value).join(', ')}, coalesce(t.updated_at, now()), coalesce(t.updated_at, now()) FROM ${ident(table)} t LIMIT 1 RETURNING id`,
    ),
  )
  const version = (inserted.rows[0] as { id?: number } | undefined)?.id
  if (version === undefined) return
  const rels = `${table}_rels`
  const relColumns = (await columnsOf(db, `${versions}_rels`))
    .map((column) => column.column_name)
    .filter((name) => name.endsWith('_id') && name !== 'parent_id')
  const list = relColumns.map(ident).join(', ')
  await db.execute(
    sql.raw(
      `INSERT INTO ${ident(`${versions}_rels`)} ("order", parent_id, path, ${list}) SELECT "order", ${version}, 'version.' || path, ${list} FROM ${ident(rels)}`,
    ),
  )
}
