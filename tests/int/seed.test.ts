import { spawnSync } from 'node:child_process'

import type { GlobalSlug } from 'payload'

import { RECOMMENDATION_GLOBALS, demoOptions } from '../../src/content/recommendations'
import type { PortalModule } from '../../src/content/registry'
import { seed } from '../../src/seed'
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
    for (const [module, slug] of Object.entries(RECOMMENDATION_GLOBALS) as [PortalModule, GlobalSlug][]) {
      const [option] = demoOptions(module)
      const { docs } = await payload.find({
        collection: option!.collection,
        where: { is_active: { equals: true } },
        sort: 'id',
        limit: 1,
        depth: 0,
        select: {},
      })
      const stored = (await payload.findGlobal({ slug, depth: 0 })) as { type?: string; item?: unknown }
      expect({ module, type: stored.type, item: stored.item }).toEqual({
        module,
        type: option!.type,
        item: { relationTo: option!.collection, value: docs[0]!.id },
      })
    }
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
