import type { CollectionConfig, Config } from 'payload'

import { storagePlugins, uploadCollections } from '../../src/lib/storage'
import { PROJECT_PLUGINS, recommendationGuard, scheduledPublishing, trash } from '../../src/plugins'

/** The project's plugins (src/plugins) one by one; tests/int/registry.test.ts runs the registry's over a type registered in code. */
const base = (collections: CollectionConfig[]): Config => ({
  collections,
  globals: [],
  secret: 'x',
  db: undefined as never,
})

describe('the project plugins', () => {
  it('recommendationGuard adds its two hooks after the recommendable collections’ own, and leaves the others alone', async () => {
    const own = () => undefined
    const config = await recommendationGuard()(
      base([
        { slug: 'tools', fields: [], hooks: { beforeChange: [own] } },
        { slug: 'blogs', fields: [] },
      ]),
    )
    const [tools, blogs] = config.collections ?? []
    expect(tools?.hooks?.beforeChange).toHaveLength(2)
    expect(tools?.hooks?.beforeChange?.[0]).toBe(own)
    expect(tools?.hooks?.beforeDelete).toHaveLength(1)
    expect(blogs).toEqual({ slug: 'blogs', fields: [] })
  })

  it('scheduledPublishing adds its task to the jobs config and keeps the run access it had', async () => {
    const config = await scheduledPublishing()({ ...base([]), jobs: { tasks: [], access: { run: () => true } } })
    expect(config.jobs?.tasks?.map((task) => task.slug)).toEqual(['applyScheduledChange'])
    expect(await config.jobs?.access?.run?.({ req: { headers: new Headers() } } as never)).toBe(true)
  })

  it('the list adds the registered types first, so the plugins after it reach their collections too', async () => {
    let config = base([])
    for (const plugin of PROJECT_PLUGINS) config = await plugin(config)
    const books = config.collections?.find((collection) => collection.slug === 'development-books')
    expect(books).toMatchObject({
      graphQL: { singularName: 'DevelopmentBook', pluralName: 'DevelopmentBooks' },
      admin: { hidden: true },
      versions: { maxPerDoc: 26 },
    })
    expect(books?.hooks?.beforeDelete).toHaveLength(1)
    expect(config.jobs?.tasks?.map((task) => task.slug)).toEqual(['applyScheduledChange', 'purgeTrash'])
    // The trash (issue 28): every registered content type (activities, categories, items and allies too).
    expect(books?.trash).toBe(true)
    for (const slug of ['activities', 'image-categories', 'images', 'music-items', 'allies'])
      expect(config.collections?.find((collection) => collection.slug === slug)?.trash).toBe(true)
    // A move to the trash or a delete for good cancels the item's pending scheduled changes.
    expect(books?.hooks?.afterChange?.length).toBeGreaterThan(0)
    expect(books?.hooks?.afterDelete?.length).toBeGreaterThan(0)
  })

  it('the storage plugin reaches every upload collection of the config, one added by a plugin too', async () => {
    const added = { slug: 'workshop-files', fields: [], upload: true }
    let config: Config = await ((current: Config) => ({
      ...current,
      collections: [...(current.collections ?? []), added],
    }))(
      base([
        { slug: 'media', fields: [], upload: true },
        { slug: 'tools', fields: [] },
      ]),
    )
    expect(uploadCollections(config)).toEqual(['media', 'workshop-files'])
    for (const plugin of storagePlugins()) config = await plugin(config)
    const names = (slug: string) =>
      config.collections?.find((collection) => collection.slug === slug)?.fields.map((f) => ('name' in f ? f.name : ''))
    // The adapter's own field, in the schema whether or not S3_BUCKET is set.
    expect(names('media')).toContain('prefix')
    expect(names('workshop-files')).toContain('prefix')
    expect(names('tools')).toEqual([])
  })

  it('trash keeps visitors away from trashed items, even when the read asks for them', async () => {
    const config = await trash(['tools'])(
      base([
        { slug: 'tools', fields: [], access: { read: () => ({ is_active: { equals: true } }) } },
        { slug: 'activities', fields: [] },
      ]),
    )
    const [tools, activities] = config.collections ?? []
    expect(tools?.trash).toBe(true)
    expect(activities?.trash).toBeUndefined()
    const read = tools?.access?.read as (args: unknown) => Promise<unknown>
    expect(await read({ req: { user: null } })).toEqual({
      and: [{ is_active: { equals: true } }, { deletedAt: { exists: false } }],
    })
    expect(await read({ req: { user: { collection: 'users', role: 'editor' } } })).toEqual({
      is_active: { equals: true },
    })
  })
})
