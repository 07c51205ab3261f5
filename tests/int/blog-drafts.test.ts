import { sql } from '@payloadcms/db-postgres'

import { publishExistingBlogs } from '../../src/migrations/20261123_112721_blog_drafts'
import { plainToRichText } from '../../src/lib/richtext/plain'
import { verifyPreview } from '../../src/lib/drafts/preview-token'
import { readBlog, readBlogCards } from '../../src/site/data'
import { call, png } from './contract/call'
import { enableGraphQL, graphql, rest, testPayload } from './helpers'

/**
 * Drafts (issue 14): a draft — a blog never published, or the unpublished edits of a published one —
 * is invisible to anonymous callers on every read path: the site's reads, the contract's list, `/api`
 * (REST, drafts and versions included) and GraphQL. Staff read the newest version.
 */

const AUDIENCE = 'alumnos'
const BASE = `/admin/blogs/${AUDIENCE}`
const PUBLISHED_NAME = 'Cuidar el huerto escolar'

const body = (text: string) => JSON.stringify(plainToRichText(text))

const draftSave = async (path: string, form: Record<string, string | Blob>, autosave = false) =>
  call('POST', path, { as: 'editor', form: { ...form, draft: '1', ...(autosave ? { autosave: '1' } : {}) } })

type Fixture = {
  newSecret: string
  editSecret: string
  neverPublished: { id: number; slug: string }
  published: { id: number; slug: string }
}

let made = 0
/**
 * Two blogs: a new one kept as a draft (switched on: only publishing may show it) and a published,
 * active one edited as a draft. The secrets are words that exist only in the drafts: any answer
 * containing them leaked a draft. Tests run in a shuffled order, so each that changes them makes its own.
 */
const makeFixture = async (): Promise<Fixture> => {
  made += 1
  const newSecret = `Zanahoria${made}-Borrador-Nuevo`
  const editSecret = `Pepino${made}-Cambio-Pendiente`
  const created = await draftSave(BASE, {
    name: `Blog ${newSecret}`,
    short_description: `Resumen ${newSecret}`,
    description: '',
    body: body(`Texto ${newSecret}`),
    is_active: '1',
  })
  expect(created.status).toBe(201)
  expect(created.body).toMatchObject({
    error: false,
    message: 'Borrador guardado',
    data: { _status: 'draft', published: false, is_active: true },
  })
  const live = await call('POST', BASE, {
    as: 'editor',
    form: {
      name: PUBLISHED_NAME,
      short_description: 'Resumen publicado',
      description: 'Texto publicado.',
      is_active: '1',
      image: await png(),
    },
  })
  expect(live.status).toBe(201)
  expect(live.body.data).toMatchObject({ _status: 'published', published: true })
  const edited = await draftSave(`${BASE}/${live.body.data.id}`, {
    _method: 'PUT',
    name: `Huerto ${editSecret}`,
    short_description: 'Resumen publicado',
    description: '',
    body: body(`Nuevo ${editSecret}`),
    is_active: '1',
  })
  expect(edited.status).toBe(200)
  expect(edited.body.data).toMatchObject({ name: `Huerto ${editSecret}`, _status: 'draft', published: true })
  return { newSecret, editSecret, neverPublished: created.body.data, published: live.body.data }
}

let fixture: Fixture
let NEW_SECRET: string
let EDIT_SECRET: string
let neverPublished: Fixture['neverPublished']
let published: Fixture['published']

const expectNoSecret = (answer: unknown, secrets = [NEW_SECRET, EDIT_SECRET]) => {
  const text = JSON.stringify(answer)
  for (const secret of secrets) expect(text).not.toContain(secret)
}

beforeAll(async () => {
  // The GraphQL read below checks drafts as they stay hidden when GRAPHQL_ENABLED=1 turns it on.
  await enableGraphQL()
  fixture = await makeFixture()
  ;({ newSecret: NEW_SECRET, editSecret: EDIT_SECRET, neverPublished, published } = fixture)
})

describe('a draft is invisible to anonymous callers', () => {
  it('on the site: the blog page reads and the lists', async () => {
    expect(await readBlog(AUDIENCE, neverPublished.slug)).toBeNull()
    const live = await readBlog(AUDIENCE, published.slug)
    expect(live?.name).toBe(PUBLISHED_NAME)
    expect(live?.description).toBe('Texto publicado.')
    expectNoSecret(live)
    const cards = await readBlogCards(AUDIENCE)
    expect(cards.map((card) => card.id)).toContain(published.id)
    expect(cards.map((card) => card.id)).not.toContain(neverPublished.id)
    expectNoSecret(cards)
    expectNoSecret(await readBlogCards(null))
  })

  it.each([
    ['the plain list', () => `${BASE}/all`],
    ['the paged list', () => `${BASE}/all?paginated=true&page=1&pageSize=50`],
    ['only_active=false', () => `${BASE}/all?only_active=false&paginated=true&pageSize=50`],
    ['a search for the draft words', () => `${BASE}/all?paginated=true&filters[text]=${NEW_SECRET}`],
    [
      'a JSON filter',
      () => `${BASE}/all?paginated=true&filters=${encodeURIComponent(JSON.stringify({ text: EDIT_SECRET }))}`,
    ],
  ])('on the contract: %s', async (_name, path) => {
    const answer = await call('GET', path())
    expect(answer.status).toBe(200)
    expectNoSecret(answer.body)
    const rows: { id: number; name: string }[] = Array.isArray(answer.body) ? answer.body : answer.body.data
    expect(rows.map((row) => row.id)).not.toContain(neverPublished.id)
    const live = rows.find((row) => row.id === published.id)
    if (live) expect(live.name).toBe(PUBLISHED_NAME)
    // Visitors get the spec's row: no status, no preview link.
    for (const row of rows) expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['preview_url']))
  })

  it('on the contract: the published list still shows the published text', async () => {
    const answer = await call('GET', `${BASE}/all?paginated=true&pageSize=50`)
    expect(answer.body.data.find((row: { id: number }) => row.id === published.id)?.name).toBe(PUBLISHED_NAME)
  })

  it.each([
    ['the list', () => 'blogs?limit=100'],
    ['the list with draft=true', () => 'blogs?limit=100&draft=true'],
    ['a where on _status', () => 'blogs?where[_status][equals]=draft'],
    ['a where on the draft name', () => `blogs?where[name][like]=${NEW_SECRET}&draft=true`],
  ])('on /api REST: %s', async (_name, path) => {
    const answer = await rest('GET', path())
    expect(answer.status).toBe(200)
    expectNoSecret(answer.json)
    const ids = (answer.json.docs as { id: number }[]).map((doc) => doc.id)
    expect(ids).not.toContain(neverPublished.id)
  })

  it('on /api REST: by id, with and without draft=true; versions are refused', async () => {
    expect((await rest('GET', `blogs/${neverPublished.id}`)).status).toBe(404)
    expect((await rest('GET', `blogs/${neverPublished.id}?draft=true`)).status).toBe(404)
    const live = await rest('GET', `blogs/${published.id}`)
    expect(live.json.name).toBe(PUBLISHED_NAME)
    const asDraft = await rest('GET', `blogs/${published.id}?draft=true`)
    expectNoSecret(asDraft.json)
    const versions = await rest('GET', 'blogs/versions?limit=100')
    expect(versions.status).toBe(403)
    expectNoSecret(versions.json)
    // Staff do see them (the refusal above is access, not a missing route).
    const staffVersions = await rest('GET', `blogs/versions?where[parent][equals]=${published.id}`, { as: 'editor' })
    expect(staffVersions.status).toBe(200)
    const versionId = staffVersions.json.docs[0].id
    const one = await rest('GET', `blogs/versions/${versionId}`)
    expect([403, 404]).toContain(one.status)
    expectNoSecret(one.json)
  })

  it('on GraphQL: lists, single reads with draft: true, and versions', async () => {
    const list = await graphql(
      '{ Blogs(limit: 100) { docs { id name } } draftList: Blogs(limit: 100, draft: true) { docs { id name } } }',
    )
    expectNoSecret(list.json)
    expect(list.json.data?.Blogs.docs.map((doc: { id: number }) => doc.id)).not.toContain(neverPublished.id)
    expect(list.json.data?.Blogs.docs.find((doc: { id: number }) => doc.id === published.id)?.name).toBe(PUBLISHED_NAME)
    const one = await graphql(
      `{ a: Blog(id: ${neverPublished.id}, draft: true) { name } b: Blog(id: ${published.id}, draft: true) { name } }`,
    )
    expectNoSecret(one.json)
    expect(one.json.data?.a ?? null).toBeNull()
    const versions = await graphql('{ versionsBlogs(limit: 100) { docs { id version { name description } } } }')
    expectNoSecret(versions.json)
    expect(versions.json.data?.versionsBlogs ?? null).toBeNull()
    // Staff read the same query (so the refusal is access).
    const staff = await graphql(
      `{ versionsBlogs(where: { parent: { equals: ${published.id} } }) { docs { version { name } } } }`,
      'editor',
    )
    expect(JSON.stringify(staff.json)).toContain(EDIT_SECRET)
  })
})

describe('staff and publishing', () => {
  it('staff read the newest version with its status and a signed preview link', async () => {
    const { neverPublished, published, newSecret: NEW_SECRET, editSecret: EDIT_SECRET } = await makeFixture()
    const answer = await call('GET', `${BASE}/all?paginated=true&pageSize=50`, { as: 'editor' })
    const rows = answer.body.data as Record<string, unknown>[]
    const draft = rows.find((row) => row.id === neverPublished.id)
    const pending = rows.find((row) => row.id === published.id)
    expect(draft).toMatchObject({ _status: 'draft', published: false, name: `Blog ${NEW_SECRET}` })
    expect(pending).toMatchObject({ _status: 'draft', published: true, name: `Huerto ${EDIT_SECRET}` })
    const payload = await testPayload()
    const link = new URL(String(pending?.preview_url), 'http://localhost')
    expect(link.pathname).toBe('/vista-previa')
    expect(verifyPreview(payload.secret, link.searchParams)).toEqual({ collection: 'blogs', id: published.id })
    // A link for another blog, or an altered one, is refused.
    link.searchParams.set('id', String(neverPublished.id))
    expect(verifyPreview(payload.secret, link.searchParams)).toBeNull()
    // `only_active=true` is what visitors see, for staff too.
    const active = await call('GET', `${BASE}/all?only_active=true`, { as: 'editor' })
    expect(active.body.map((row: { id: number }) => row.id)).not.toContain(neverPublished.id)
    expectNoSecret(active.body, [NEW_SECRET, EDIT_SECRET])
  })

  it('a draft needs its name only; publishing needs every field', async () => {
    const { neverPublished, newSecret: NEW_SECRET } = await makeFixture()
    const nameless = await draftSave(BASE, { name: '', short_description: 'x' })
    expect(nameless.status).toBe(400)
    expect(nameless.body).toMatchObject({ error: true, message: 'El nombre es obligatorio.' })
    const missing = await call('POST', `${BASE}/${neverPublished.id}`, {
      as: 'editor',
      form: { _method: 'PUT', name: `Blog ${NEW_SECRET}`, short_description: '', description: 'x', is_active: '1' },
    })
    expect(missing.status).toBe(400)
    expect(await readBlog(AUDIENCE, neverPublished.slug)).toBeNull()
  })

  it('autosave keeps one draft version while typing', async () => {
    const { neverPublished, newSecret: NEW_SECRET } = await makeFixture()
    const payload = await testPayload()
    const before = (
      await payload.countVersions({ collection: 'blogs', where: { parent: { equals: neverPublished.id } } })
    ).totalDocs
    for (const word of ['uno', 'dos', 'tres']) {
      const saved = await draftSave(
        `${BASE}/${neverPublished.id}`,
        { _method: 'PUT', name: `Blog ${NEW_SECRET}`, body: body(`Texto ${NEW_SECRET} ${word}`) },
        true,
      )
      expect(saved.body).toMatchObject({ error: false, message: 'Borrador guardado' })
    }
    const after = (
      await payload.countVersions({ collection: 'blogs', where: { parent: { equals: neverPublished.id } } })
    ).totalDocs
    expect(after - before).toBeLessThanOrEqual(1)
    const staff = await call('GET', `${BASE}/all?paginated=true&pageSize=50`, { as: 'editor' })
    expect(staff.body.data.find((row: { id: number }) => row.id === neverPublished.id).description).toContain('tres')
  })

  it("the list's switch acts on the published version and keeps the pending draft", async () => {
    const { published, editSecret: EDIT_SECRET } = await makeFixture()
    const off = await call('POST', `${BASE}/toggle-active/${published.id}`, { as: 'editor' })
    expect(off.body).toMatchObject({ error: false, data: { is_active: false } })
    expect(await readBlog(AUDIENCE, published.slug)).toBeNull()
    const on = await call('POST', `${BASE}/toggle-active/${published.id}`, { as: 'editor' })
    expect(on.body.data.is_active).toBe(true)
    // Visible again with the published text; the draft is still the newest version.
    expect((await readBlog(AUDIENCE, published.slug))?.name).toBe(PUBLISHED_NAME)
    const staff = await call('GET', `${BASE}/all?paginated=true&pageSize=50`, { as: 'editor' })
    expect(staff.body.data.find((row: { id: number }) => row.id === published.id)).toMatchObject({
      name: `Huerto ${EDIT_SECRET}`,
      _status: 'draft',
      is_active: true,
    })
  })

  it('an image added in a draft is kept (in use) but not public until it is published', async () => {
    const { published, editSecret: EDIT_SECRET } = await makeFixture()
    const payload = await testPayload()
    const saved = await draftSave(`${BASE}/${published.id}`, {
      _method: 'PUT',
      name: `Huerto ${EDIT_SECRET}`,
      image: await png('borrador.png'),
    })
    expect(saved.status).toBe(200)
    const url = String(saved.body.data.image_path)
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { equals: url.split('/').pop()!.split('?')[0] } },
      overrideAccess: true,
      depth: 0,
    })
    const media = docs[0]
    expect(media).toBeDefined()
    expect(media?.is_public).toBeFalsy()
  })

  it('publishing makes the newest version public; a never-published draft appears once published', async () => {
    const { neverPublished, published, newSecret: NEW_SECRET } = await makeFixture()
    const publish = await call('POST', `${BASE}/${published.id}`, {
      as: 'editor',
      form: {
        _method: 'PUT',
        name: 'Huerto renovado',
        short_description: 'Resumen publicado',
        description: 'Texto renovado.',
        is_active: '1',
      },
    })
    expect(publish.body).toMatchObject({
      error: false,
      message: 'Blog actualizado correctamente',
      data: { _status: 'published', published: true },
    })
    expect((await readBlog(AUDIENCE, published.slug))?.name).toBe('Huerto renovado')
    expect((await rest('GET', `blogs/${published.id}`)).json.name).toBe('Huerto renovado')

    const first = await call('POST', `${BASE}/${neverPublished.id}`, {
      as: 'editor',
      form: {
        _method: 'PUT',
        name: `Blog ${NEW_SECRET}`,
        short_description: 'Resumen',
        description: 'Texto.',
        is_active: '1',
        image: await png(),
      },
    })
    expect(first.body).toMatchObject({ error: false, data: { _status: 'published', published: true } })
    expect((await readBlog(AUDIENCE, neverPublished.slug))?.name).toBe(`Blog ${NEW_SECRET}`)
    expect((await call('GET', `${BASE}/all`)).body.map((row: { id: number }) => row.id)).toContain(neverPublished.id)
  })
})

describe('the blog_drafts migration', () => {
  it('makes every blog stored before drafts its published version, with one version row and its body images', async () => {
    const payload = await testPayload()
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'antes de borradores' },
      file: { data: Buffer.from(await (await png()).arrayBuffer()), name: 'antes.png', mimetype: 'image/png', size: 1 },
    })
    const rich = plainToRichText('Antes de los borradores.')
    rich.root.children.push({
      type: 'upload',
      version: 3,
      format: '',
      fields: {},
      relationTo: 'media',
      value: image.id,
    } as never)
    const name = `Anterior ${Date.now()}`
    const blog = await payload.create({
      collection: 'blogs',
      data: {
        audience: AUDIENCE,
        name,
        short_description: 'Resumen',
        description: '',
        body: rich,
        image_path: image.id,
        is_active: true,
      },
    })
    // As stored before the migration: no status, no version rows.
    await payload.db.drizzle.execute(sql`DELETE FROM "_blogs_v" WHERE "parent_id" = ${blog.id}`)
    await payload.db.drizzle.execute(sql`UPDATE "blogs" SET "_status" = NULL WHERE "id" = ${blog.id}`)
    expect(await readBlog(AUDIENCE, blog.slug!)).toBeNull()

    await publishExistingBlogs(payload.db.drizzle as never, [blog.id])

    expect((await readBlog(AUDIENCE, blog.slug!))?.name).toBe(name)
    const { docs } = await payload.findVersions({
      collection: 'blogs',
      where: { parent: { equals: blog.id } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      latest: true,
      version: { name, _status: 'published', is_active: true, image_path: image.id, body_images: [image.id] },
    })
    const staff = await call('GET', `${BASE}/all?paginated=true&filters[text]=${encodeURIComponent(name)}`, {
      as: 'editor',
    })
    expect(staff.body.data[0]).toMatchObject({ id: blog.id, name, _status: 'published', published: true })
    await payload.delete({ collection: 'blogs', id: blog.id })
  })
})
