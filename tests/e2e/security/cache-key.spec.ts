import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

/**
 * Issue 11: anonymous contract reads are cached under a key built from the parsed query, so junk
 * parameters, far pages and free text add no entry to Next's data cache. scripts/test.mjs starts
 * `next start` in the project directory without REDIS_URL: the cache is `.next/cache/fetch-cache`.
 */
const cacheDir = path.join(process.cwd(), '.next', 'cache', 'fetch-cache')

const countEntries = (dir: string): number => {
  let count = 0
  for (const name of readdirSync(dir, { withFileTypes: true }).map((entry) => entry.name)) {
    const full = path.join(dir, name)
    count += statSync(full).isDirectory() ? countEntries(full) : 1
  }
  return count
}

const LIST = '/profe-max/desarrollo/cursos/all'
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
const settle = () => new Promise((resolve) => setTimeout(resolve, 500))

test('distinct junk parameters, far pages and free text add no cache entry, and the answers stay right', async ({
  request,
}) => {
  // The two canonical answers (the plain list and the first page) are cached first.
  const all = await request.get(LIST)
  expect(all.status()).toBe(200)
  const allRows = (await all.json()) as { id: number; name: string }[]
  expect(allRows.length).toBeGreaterThan(0)
  const page = await request.get(`${LIST}?paginated=true&page=1`)
  expect(page.status()).toBe(200)
  const firstPage = (await page.json()) as { data: unknown[]; total: number }
  await settle()
  const before = countEntries(cacheDir)
  expect(before).toBeGreaterThan(0)

  for (let n = 0; n < 20; n++) {
    const junk = await request.get(`${LIST}?x=${n}&utm_source=${n}`)
    expect(junk.status()).toBe(200)
    expect(await junk.json()).toEqual(allRows)
    const samePage = await request.get(`${LIST}?paginated=true&page=1&pageSize=5&cb=${n}`)
    expect(await samePage.json()).toEqual(firstPage)
    const far = await request.get(`${LIST}?paginated=true&page=${1000 + n}`)
    expect(far.status()).toBe(200)
    expect(await far.json()).toEqual({ data: [], total: firstPage.total })
  }
  const word = fold(allRows[0]!.name.split(/\s+/)[0]!)
  for (let n = 0; n < 5; n++) {
    const searched = await request.get(`${LIST}?filters[text]=${encodeURIComponent(word)}&n=${n}`)
    const rows = (await searched.json()) as { name: string }[]
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(fold(row.name)).toContain(word)
  }
  await settle()
  expect(countEntries(cacheDir)).toBe(before)
})
