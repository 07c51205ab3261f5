import { registeredSlugs, registrationOf } from '../../src/content/registry'
import { CONTENT_COLLECTIONS, enableGraphQL, graphql, rest, testPayload } from './helpers'

// The GraphQL tests below check its access rules as they hold when GRAPHQL_ENABLED=1 turns it on.
beforeAll(() => enableGraphQL())

/** Each type's GraphQL list, as its registration names it. */
const pluralOf = (slug: string): string => {
  const plural = registrationOf(slug)?.graphQL[1]
  if (!plural) throw new Error(`${slug} is not a registered content type`)
  return plural
}

describe('anonymous visitors read published content only', () => {
  it('the loops cover every registered published type, allies included', () => {
    expect(CONTENT_COLLECTIONS).toEqual(expect.arrayContaining(['allies', 'blogs', 'development-books', 'recipes']))
    expect(CONTENT_COLLECTIONS).not.toContain('activities')
  })

  it.each(CONTENT_COLLECTIONS)(
    'REST /api/%s returns no inactive item, while staff see the inactive ones',
    async (slug) => {
      const anonymous = await rest('GET', `${slug}?limit=0&depth=0`)
      const staff = await rest('GET', `${slug}?limit=0&depth=0`, { as: 'editor' })
      expect(anonymous.status).toBe(200)
      expect(staff.status).toBe(200)
      const anonymousDocs = anonymous.json.docs as { is_active: boolean }[]
      const staffDocs = staff.json.docs as { is_active: boolean }[]
      expect(anonymousDocs.length).toBeGreaterThan(0)
      expect(anonymousDocs.every((doc) => doc.is_active === true)).toBe(true)
      expect(staffDocs.some((doc) => doc.is_active === false)).toBe(true)
      expect(staffDocs.length).toBeGreaterThan(anonymousDocs.length)
    },
  )

  it.each(CONTENT_COLLECTIONS)('REST /api/%s/{id} of an inactive item is not found for a visitor', async (slug) => {
    const staff = await rest('GET', `${slug}?limit=1&depth=0&where[is_active][equals]=false`, { as: 'admin' })
    const inactive = staff.json.docs[0] as { id: number }
    const anonymous = await rest('GET', `${slug}/${inactive.id}?depth=0`)
    expect(anonymous.status).toBe(404)
  })

  it.each(CONTENT_COLLECTIONS)('GraphQL %s returns no inactive item, even when asked for them', async (slug) => {
    const plural = pluralOf(slug)
    const { json } = await graphql(
      `{ ${plural}(limit: 0, where: { is_active: { equals: false } }) { totalDocs docs { is_active } } }`,
    )
    expect(json.errors).toBeUndefined()
    expect(json.data?.[plural].totalDocs).toBe(0)
    const all = await graphql(`{ ${plural}(limit: 0) { docs { is_active } } }`)
    const docs = all.json.data?.[plural].docs as { is_active: boolean }[]
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => doc.is_active)).toBe(true)
  })

  it('Local API calls made for a visitor (overrideAccess: false, no user) see active items only', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'recipes', overrideAccess: false, limit: 0, depth: 0 })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => doc.is_active)).toBe(true)
  })
})

describe('personal data and accounts', () => {
  it.each(['registrations', 'nominations', 'users'])('anonymous REST read of %s is refused', async (slug) => {
    const { status } = await rest('GET', slug)
    expect(status).toBe(403)
  })

  it.each([
    ['Registrations', 'registrations'],
    ['Nominations', 'nominations'],
    ['Users', 'users'],
  ])('anonymous GraphQL read of %s is refused', async (plural) => {
    const { json } = await graphql(`{ ${plural} { docs { id } } }`)
    expect(json.errors?.[0]?.message).toBe('No tienes permiso para realizar esta acción.')
    expect(json.data?.[plural]).toBeFalsy()
  })

  it.each(['registrations', 'nominations', 'users'])(
    'an editor gets 403 on %s, an admin gets the list',
    async (slug) => {
      expect((await rest('GET', slug, { as: 'editor' })).status).toBe(403)
      expect((await rest('GET', slug, { as: 'admin' })).status).toBe(200)
    },
  )

  it('an editor can open their own account but cannot promote themselves', async () => {
    const me = await rest('GET', 'users/me', { as: 'editor' })
    const id = me.json.user.id as number
    expect((await rest('GET', `users/${id}`, { as: 'editor' })).status).toBe(200)
    await rest('PATCH', `users/${id}`, { as: 'editor', body: { role: 'admin' } })
    const after = await rest('GET', `users/${id}`, { as: 'admin' })
    expect(after.json.role).toBe('editor')
  })
})

describe('anonymous writes are refused on every collection', () => {
  const all = [...registeredSlugs(), 'registrations', 'nominations', 'users', 'media']

  it.each(all)('POST, PATCH and DELETE on %s answer 403 and change nothing', async (slug) => {
    const before = await rest('GET', `${slug}?limit=1&depth=0`, { as: 'admin' })
    const target = before.json.docs[0] as { id: number; updatedAt: string } | undefined
    expect((await rest('POST', slug, { body: { name: 'x', title: 'x' } })).status).toBe(403)
    if (target) {
      expect(
        (await rest('PATCH', `${slug}/${target.id}`, { body: { name: 'hackeado', title: 'hackeado' } })).status,
      ).toBe(403)
      expect((await rest('DELETE', `${slug}/${target.id}`)).status).toBe(403)
      const after = await rest('GET', `${slug}/${target.id}?depth=0`, { as: 'admin' })
      expect(after.status).toBe(200)
      expect(after.json.updatedAt).toBe(target.updatedAt)
    }
  })

  it('anonymous updates of the recommendation globals are refused', async () => {
    const { status } = await rest('POST', 'globals/development-recommendation', { body: { type: 'tool' } })
    expect(status).toBe(403)
  })
})
