import { sql } from '@payloadcms/db-postgres'

import { backfillCollectionVersions, backfillGlobalVersion } from '../../src/lib/history-backfill'
import { testPayload } from './helpers'

/** Migration `content_history`: what existed before the history gets one first version, once. */
describe('the history backfill', () => {
  it('copies an item without versions into its first version (enums and lists included), and adds nothing the second time', async () => {
    const payload = await testPayload()
    const db = payload.db.drizzle
    const course = (await payload.find({ collection: 'courses', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    const activity = await payload.create({
      collection: 'activities',
      data: {
        title: `Antes del historial ${Date.now().toString(36)}`,
        description: 'Texto.',
        activity_date: '2027-01-10',
        school_grade: 'Primaria',
        materials_link: 'https://materiales.mx/a',
        materials_list: ['Lápiz'],
      },
      overrideAccess: true,
    })
    const items = [{ slug: 'activities', table: 'activities', doc: activity as unknown as Record<string, unknown> }]
    if (course) items.push({ slug: 'courses', table: 'courses', doc: course as unknown as Record<string, unknown> })
    for (const { table, doc } of items)
      await db.execute(sql.raw(`DELETE FROM "_${table}_v" WHERE parent_id = ${Number(doc.id)}`))

    for (const { table } of items) await backfillCollectionVersions(db, table)
    for (const { table } of items) await backfillCollectionVersions(db, table)
    for (const { slug, doc } of items) {
      const { docs } = await payload.findVersions({
        collection: slug as 'courses',
        where: { parent: { equals: doc.id } },
        depth: 0,
        overrideAccess: true,
      })
      expect(docs).toHaveLength(1)
      const version = docs[0]!.version as unknown as Record<string, unknown>
      for (const field of ['title', 'name', 'materials_list', 'type', 'is_active'])
        if (field in doc) expect([field, version[field]]).toEqual([field, doc[field]])
      expect(version.updated_by ?? null).toBeNull()
    }
  })

  it("copies a recommendation's choice (its relationship included) when it has no version", async () => {
    const payload = await testPayload()
    const db = payload.db.drizzle
    const recipe = (
      await payload.find({
        collection: 'recipes',
        where: { is_active: { equals: true } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.updateGlobal({
      slug: 'wellbeing-recommendation',
      data: { type: 'recipe', item: { relationTo: 'recipes', value: recipe.id } },
      overrideAccess: true,
    })
    await db.execute(sql.raw('DELETE FROM "_wellbeing_recommendation_v"'))
    await backfillGlobalVersion(db, 'wellbeing_recommendation')
    await backfillGlobalVersion(db, 'wellbeing_recommendation')
    const { docs } = await payload.findGlobalVersions({
      slug: 'wellbeing-recommendation',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.version).toMatchObject({ type: 'recipe', item: { relationTo: 'recipes', value: recipe.id } })
  })
})
