import { spawnSync } from 'node:child_process'

import type { CollectionSlug } from 'payload'

import { REGISTRY, type AnyRegistration } from '../../src/content/registry'
import { demoRecommendation, seed } from '../../src/seed'
import { CONTENT_COLLECTIONS, testPayload } from './helpers'
import { PREPARE } from '../../scripts/lib/prepare-command.mjs'

describe('demo content', () => {
  it('fills every list with at least 3 published items and some unpublished ones', async () => {
    const payload = await testPayload()
    for (const collection of CONTENT_COLLECTIONS) {
      const active = await payload.count({ collection, where: { is_active: { equals: true } } })
      const inactive = await payload.count({ collection, where: { is_active: { equals: false } } })
      expect({ collection, enough: active.totalDocs >= 3, someInactive: inactive.totalDocs > 0 }).toEqual({
        collection,
        enough: true,
        someInactive: true,
      })
    }
    const activities = await payload.find({
      collection: 'activities',
      limit: 0,
      depth: 0,
      select: { activity_date: true },
    })
    const months = new Set(activities.docs.map((doc) => doc.activity_date.slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(2)
  })

  it("recommends in each module the first published item of the registry's demo option", async () => {
    const payload = await testPayload()
    const first = async (collection: CollectionSlug) =>
      (
        await payload.find({
          collection,
          where: { is_active: { equals: true } },
          sort: 'id',
          limit: 1,
          depth: 0,
          select: {},
        })
      ).docs[0]!.id
    // Today: the option marked `demo` (recipes) in Bienestar, the first in rank (books) in Desarrollo.
    expect(await demoRecommendation(payload, 'bienestar')).toEqual({
      type: 'recipe',
      item: { relationTo: 'recipes', value: await first('recipes') },
    })
    expect(await demoRecommendation(payload, 'desarrollo')).toEqual({
      type: 'book',
      item: { relationTo: 'development-books', value: await first('development-books') },
    })
    // A registration marked `demo` is recommended instead, with no seed edit.
    const registry = REGISTRY.map((entry: AnyRegistration) =>
      entry.key === 'tools' && entry.recommendation
        ? { ...entry, recommendation: { ...entry.recommendation, demo: true as const } }
        : entry,
    )
    expect(await demoRecommendation(payload, 'desarrollo', registry)).toEqual({
      type: 'tool',
      item: { relationTo: 'tools', value: await first('tools') },
    })
  })

  it('seeding twice duplicates nothing', async () => {
    const payload = await testPayload()
    const counts = async () =>
      Promise.all(
        [...CONTENT_COLLECTIONS, 'activities', 'media'].map(
          async (collection) => (await payload.count({ collection: collection as 'blogs' })).totalDocs,
        ),
      )
    const before = await counts()
    await seed(payload, { withDevAdmin: false })
    expect(await counts()).toEqual(before)
  })
})

describe('staff accounts without a browser', () => {
  it('`npm run create-admin -- <email> [name]` reads the password from stdin, never echoes it, and creates an admin who can sign in', async () => {
    const result = spawnSync(
      process.execPath,
      ['node_modules/.bin/tsx', ...PREPARE, '--create-admin', 'directora@profemax.mx', 'Directora'],
      {
        cwd: process.cwd(),
        env: { ...process.env, NODE_OPTIONS: '', ADMIN_PASSWORD: '' },
        input: 'Clave-Segura-2026\n',
        encoding: 'utf8',
        timeout: 120_000,
      },
    )
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('admin account created: directora@profemax.mx')
    expect(`${result.stdout}${result.stderr}`).not.toContain('Clave-Segura-2026')
    const payload = await testPayload()
    const { user } = await payload.login({
      collection: 'users',
      data: { email: 'directora@profemax.mx', password: 'Clave-Segura-2026' },
    })
    expect(user?.role).toBe('admin')
  })

  it('refuses a password given on the command line', () => {
    const result = spawnSync(
      process.execPath,
      ['node_modules/.bin/tsx', ...PREPARE, '--create-admin', 'otra@profemax.mx', 'Directora', 'Clave-Segura-2026'],
      {
        cwd: process.cwd(),
        env: { ...process.env, NODE_OPTIONS: '' },
        encoding: 'utf8',
        timeout: 120_000,
      },
    )
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('usage: npm run create-admin')
  })
})
