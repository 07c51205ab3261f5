import type { CollectionConfig, Config } from 'payload'

import { PROJECT_PLUGINS, recommendationGuard, scheduledPublishing } from '../../src/plugins'

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
    expect(config.jobs?.tasks?.map((task) => task.slug)).toEqual(['applyScheduledChange'])
  })
})
