import { kitContracts } from '../../../src/content/registry'
import { CONTRACT } from '../../../src/contract/table'
import { call } from './call'

/** The content lists anyone may read (the staff-only schedule list has tests of its own). */
const LISTS = CONTRACT.filter(
  (route) => route.method === 'GET' && route.access === 'public' && route.path.endsWith('/all'),
).map((route) => route.path.replace('{audience}', 'padres-familia'))

/** Lists whose items carry a published flag (the calendar has none). */
const FLAGGED = LISTS.filter((path) => !path.includes('actividades'))

describe('every list route', () => {
  it('is in the table', () => {
    // Every registered type's with the kit's handlers, and 7 of types with resources of their own: the spec's 12 + the
    // allies (issue 13) today, 6 of them the kit's.
    expect(LISTS).toEqual(expect.arrayContaining(kitContracts().map((entry) => `${entry.path}/all`)))
    expect(LISTS.length - kitContracts().length).toBe(7)
  })

  it.each(FLAGGED)('%s: visitors get active items only, whatever they send', async (path) => {
    for (const query of ['', '?only_active=false', '?paginated=true&pageSize=100']) {
      const { status, body } = await call('GET', `${path}${query}`)
      expect(status).toBe(200)
      const rows = Array.isArray(body) ? body : body.data
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((row: { is_active: boolean }) => row.is_active === true)).toBe(true)
    }
  })

  it.each(FLAGGED)('%s: staff see inactive items too, and only_active=true hides them', async (path) => {
    const all = await call('GET', path, { as: 'editor' })
    const active = await call('GET', `${path}?only_active=true`, { as: 'editor' })
    expect(all.body.some((row: { is_active: boolean }) => !row.is_active)).toBe(true)
    expect(active.body.every((row: { is_active: boolean }) => row.is_active)).toBe(true)
    expect(active.body.length).toBeLessThan(all.body.length)
  })

  it.each(LISTS)('%s: paginated=true answers { data, total } with page and pageSize or page_size', async (path) => {
    const all = await call('GET', path, { as: 'editor' })
    const first = await call('GET', `${path}?paginated=true&page=1&pageSize=2`, { as: 'editor' })
    const second = await call('GET', `${path}?paginated=true&page=2&page_size=2`, { as: 'editor' })
    expect(Object.keys(first.body).sort()).toEqual(['data', 'total'])
    expect(first.body.total).toBe(all.body.length)
    expect(first.body.data.length).toBe(Math.min(2, all.body.length))
    // Pages follow the paged order (the admin's activities: upcoming first; docs/spec-deviations.md), which the plain array need not share.
    const paged = await call('GET', `${path}?paginated=true&page=1&pageSize=100`, { as: 'editor' })
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual(
      paged.body.data.slice(2, 4).map((row: { id: number }) => row.id),
    )
  })
})

describe('search', () => {
  it('matches titles without case or accents, both filter spellings', async () => {
    const bracket = await call(
      'GET',
      '/profe-max/bienestar/libros/all?paginated=true&page=1&page_size=10&filters[text]=HABITOS%20ATOMICOS',
    )
    expect(bracket.body.total).toBe(1)
    expect(bracket.body.data[0].title).toBe('Hábitos atómicos')
    const json = await call(
      'GET',
      `/profe-max/bienestar/libros/all?paginated=true&filters=${encodeURIComponent('{"text":"hábitos"}')}`,
    )
    expect(json.body.data.map((row: { title: string }) => row.title)).toEqual(['Hábitos atómicos'])
  })

  it('finds inactive items for staff only, and treats % and _ as plain text', async () => {
    const staff = await call('GET', '/profe-max/bienestar/recetas/all?paginated=true&filters[text]=AZUCAR', {
      as: 'editor',
    })
    const visitor = await call('GET', '/profe-max/bienestar/recetas/all?paginated=true&filters[text]=AZUCAR')
    expect(staff.body.total).toBe(1)
    expect(visitor.body).toEqual({ data: [], total: 0 })
    const wildcard = await call('GET', '/profe-max/bienestar/recetas/all?paginated=true&filters[text]=%25', {
      as: 'editor',
    })
    expect(wildcard.body.total).toBe(0)
  })
})

describe('picker shapes (no paging params)', () => {
  it.each([
    ['/profe-max/desarrollo/libros/all', ['id', 'name', 'image', 'description', 'author', 'category', 'url']],
    ['/profe-max/desarrollo/cursos/all', ['id', 'name', 'image', 'description', 'category', 'url']],
    ['/profe-max/desarrollo/herramientas/all', ['id', 'name', 'image', 'description', 'category', 'url']],
    ['/profe-max/bienestar/libros/all', ['id', 'title', 'image', 'short_description', 'author', 'link_purchase']],
    ['/profe-max/bienestar/recetas/all', ['id', 'title', 'image', 'short_description']],
    ['/profe-max/bienestar/musica/all', ['id', 'title', 'image', 'url']],
    ['/profe-max/bienestar/podcast/all', ['id', 'title', 'image', 'description', 'url']],
  ])('%s carries %j', async (path, keys) => {
    const { body } = await call('GET', path)
    expect(Array.isArray(body)).toBe(true)
    for (const key of keys) expect(body[0][key]).toBeDefined()
    expect(body[0].image).toMatch(/^\/api\/media\/file\//)
  })

  it('the public cards get the full item (lists, images) in the same array', async () => {
    const { body } = await call('GET', '/profe-max/desarrollo/cursos/all?only_active=true')
    expect(body[0]).toMatchObject({
      plathform: expect.any(String),
      type: expect.stringMatching(/^[123]$/),
      first_subdescription: expect.any(Array),
      list_image_path: expect.stringMatching(/^\/api\/media\/file\/.+400x200/),
    })
  })
})
