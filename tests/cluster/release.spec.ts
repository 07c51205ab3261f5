import { readdirSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { ADMIN } from './cluster'

// scripts/test.mjs prepared the cluster's empty database with three release steps started at once
// (`scripts/prepare.ts --migrate --seed-if-empty`, ADMIN_EMAIL set): the advisory lock must have made
// them take turns.

const migrationFiles = readdirSync(path.resolve(process.cwd(), 'src/migrations')).filter((name) =>
  /^\d{8}_\d{6}_.+\.ts$/.test(name),
)

test('three release steps at once: each migration applied once, one admin account, the demo content once', async () => {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const { rows: migrations } = await db.query<{ name: string; n: string }>(
      "select name, count(*) as n from payload_migrations where name <> 'dev' group by name order by name",
    )
    expect(migrations.map((row) => row.name)).toEqual(migrationFiles.map((name) => name.replace(/\.ts$/, '')).sort())
    for (const row of migrations) expect(Number(row.n), row.name).toBe(1)
    const { rows: admins } = await db.query<{ n: string }>('select count(*) as n from users where email = $1', [
      ADMIN.email,
    ])
    expect(Number(admins[0]!.n)).toBe(1)
    const { rows: blogs } = await db.query<{ name: string; n: string }>(
      'select name, count(*) as n from blogs group by name having count(*) > 1',
    )
    expect(blogs).toEqual([])
    const { rows: all } = await db.query<{ n: string }>('select count(*) as n from blogs')
    expect(Number(all[0]!.n)).toBeGreaterThan(0)
  } finally {
    await db.end()
  }
})
