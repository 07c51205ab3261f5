import { sql } from '@payloadcms/db-postgres'

import { homeSummary } from '../../../src/admin/home/summary'
import { activity } from '../../../src/content/activity'
import { HISTORY_MAX_VERSIONS, HISTORY_STORED_VERSIONS, type HistoryEntry } from '../../../src/content/history'
import { HISTORY_MESSAGES } from '../../../src/contract/resources/history'
import { blog } from '../../../src/content/blog'
import { isRichTextState, plainToRichText } from '../../../src/lib/richtext/plain'
import { readBlog } from '../../../src/site/data'
import { rest, testPayload } from '../helpers'
import { TEST_USERS } from '../users'
import { call, png } from './call'

/** Issue 14: every change to content is a version (who, when); 'Restaurar' saves an old one as a new version. */
const BASE = '/profe-max/recursos-educativos/actividades'
const body = (title: string) => ({
  id: null,
  title,
  description: 'Concurso entre grupos.',
  activityDate: '2027-03-15',
  schoolGrade: '5° y 6° de primaria',
  materialsLink: 'https://materiales.mx/olimpiada',
  materialsList: ['Lápiz', 'Calculadora'],
})
const LABEL = { title: activity.fields.title.label, grade: activity.fields.school_grade.label }

const history = async (id: number, as: 'editor' | 'admin' = 'editor'): Promise<HistoryEntry[]> => {
  const answer = await call('GET', `/historial/activities/${id}`, { as })
  expect(answer.status).toBe(200)
  return answer.body.data as HistoryEntry[]
}

const createActivity = async (title: string): Promise<number> => {
  const created = await call('POST', BASE, { as: 'editor', json: body(title) })
  expect(created.body.error).toBe(false)
  return created.body.data.id as number
}

describe('editorial history', () => {
  it("lists an item's versions newest first with who and what changed, and restores the old fields as a new version", async () => {
    const stamp = Date.now().toString(36)
    const id = await createActivity(`Feria de ciencias ${stamp}`)
    const edited = await call('PUT', `${BASE}/${id}`, {
      as: 'editor',
      json: { ...body(`Feria de ciencias corregida ${stamp}`), id, schoolGrade: 'Secundaria' },
    })
    expect(edited.body.error).toBe(false)

    const before = await history(id)
    expect(before).toHaveLength(2)
    expect(before[0]).toMatchObject({
      author: TEST_USERS.editor.name,
      current: true,
      changes: [LABEL.title, LABEL.grade],
    })
    expect(before[1]).toMatchObject({ author: TEST_USERS.editor.name, current: false, created: true, changes: null })
    expect(Date.parse(before[0]!.at)).toBeGreaterThanOrEqual(Date.parse(before[1]!.at))

    // The latest changes on 'Inicio' say who made them.
    const home = await homeSummary(await testPayload())
    expect(home.changes[0]).toMatchObject({
      title: `Feria de ciencias corregida ${stamp}`,
      editor: TEST_USERS.editor.name,
    })

    // The admin restores the first version: its fields come back, as a third version saved by the admin.
    const restored = await call('POST', `/historial/activities/${id}/restaurar/${before[1]!.id}`, { as: 'admin' })
    expect(restored.status).toBe(200)
    expect(restored.body).toEqual({ error: false, message: HISTORY_MESSAGES.restored })
    const listed = await call(
      'GET',
      `${BASE}/all?paginated=true&page=1&pageSize=50&filters[text]=${encodeURIComponent(stamp)}`,
      { as: 'editor' },
    )
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id, title: `Feria de ciencias ${stamp}`, school_grade: '5° y 6° de primaria' }),
    ])

    const after = await history(id, 'admin')
    expect(after).toHaveLength(3)
    expect(after[0]).toMatchObject({
      author: TEST_USERS.admin.name,
      current: true,
      changes: [LABEL.title, LABEL.grade],
    })
    expect(after[0]!.id).not.toBe(before[1]!.id)
    expect(after.slice(1).map((entry) => entry.id)).toEqual(before.map((entry) => entry.id))

    // Restoring the version that is already the current one changes nothing and says so.
    const again = await call('POST', `/historial/activities/${id}/restaurar/${after[0]!.id}`, { as: 'editor' })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ error: true, message: HISTORY_MESSAGES.current })
    expect(await history(id)).toHaveLength(3)
  })

  it('the first version says it created the item, however long the save took; a copy the backfill made of an older item does not', async () => {
    const id = await createActivity(`Club de lectura ${Date.now().toString(36)}`)
    expect(await history(id)).toEqual([expect.objectContaining({ created: true, changes: null, current: true })])
    // The backfill (src/lib/history-backfill.ts) dates its copy when the item was last saved: for an
    // item created two hours before that, the copy is not its creation.
    const db = (await testPayload()).db.drizzle
    await db.execute(
      sql.raw(
        `UPDATE "_activities_v" SET version_created_at = version_created_at - interval '2 hours' WHERE parent_id = ${Number(id)}`,
      ),
    )
    expect(await history(id)).toEqual([expect.objectContaining({ created: false, changes: null })])
  })

  it('keeps at most HISTORY_MAX_VERSIONS versions per item, the oldest dropped', async () => {
    const payload = await testPayload()
    const id = await createActivity(`Maratón de lectura ${Date.now().toString(36)}`)
    for (let edit = 1; edit <= HISTORY_MAX_VERSIONS + 4; edit += 1) {
      await payload.update({
        collection: 'activities',
        id,
        data: { title: `Maratón de lectura, edición ${edit}` },
        overrideAccess: true,
        depth: 0,
      })
    }
    const stored = await payload.countVersions({
      collection: 'activities',
      where: { parent: { equals: id } },
      overrideAccess: true,
    })
    // One more than the panel shows, to tell what the oldest shown one changed.
    expect(stored.totalDocs).toBe(HISTORY_STORED_VERSIONS)
    const entries = await history(id)
    expect(entries).toHaveLength(HISTORY_MAX_VERSIONS)
    // Saved without a signed-in user (a script, a job): the system.
    expect(entries[0]).toMatchObject({ author: HISTORY_MESSAGES.system, changes: [LABEL.title] })
    // The creation was dropped: the oldest shown version is an edit, compared with the one kept before it.
    expect(entries.at(-1)).toMatchObject({ created: false, changes: [LABEL.title] })
    const titles = (
      await payload.findVersions({
        collection: 'activities',
        where: { parent: { equals: id } },
        sort: 'createdAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs.map((doc) => doc.version.title)
    expect(titles).toEqual([`Maratón de lectura, edición 4`])
  })

  it('refuses anonymous callers and forged sessions, in Spanish, and hides versions on /api', async () => {
    const id = await createActivity(`Torneo de ajedrez ${Date.now().toString(36)}`)
    const [version] = await history(id)
    for (const headers of [{}, { Authorization: 'JWT no.es.valido' }] as Record<string, string>[]) {
      const listed = await call('GET', `/historial/activities/${id}`, { headers })
      expect(listed.status).toBe(401)
      expect(listed.body).toEqual({ error: true, message: 'Inicia sesión para continuar.' })
      const restored = await call('POST', `/historial/activities/${id}/restaurar/${version!.id}`, { headers })
      expect(restored.status).toBe(401)
      expect(restored.body.message).toBe('Inicia sesión para continuar.')
      const global = await call('GET', '/historial/globales/development-recommendation', { headers })
      expect(global.status).toBe(401)
    }
    // Payload's own version routes answer nothing to visitors either.
    for (const path of [
      'activities/versions',
      `activities/versions/${version!.id}`,
      'globals/development-recommendation/versions',
    ]) {
      const answer = await rest('GET', path)
      expect([401, 403]).toContain(answer.status)
    }
    // The editor is staff data: visitors reading a published item on /api do not get it.
    const visible = await rest('GET', `activities/${id}`)
    expect(visible.status).toBe(200)
    expect(visible.json).not.toHaveProperty('updated_by')
  })

  it("refuses restoring another item's version, an unknown version and a collection without history", async () => {
    const stamp = Date.now().toString(36)
    const mine = await createActivity(`Rally de matemáticas ${stamp}`)
    const other = await createActivity(`Concurso de oratoria ${stamp}`)
    const [foreign] = await history(other)
    const refused = await call('POST', `/historial/activities/${mine}/restaurar/${foreign!.id}`, { as: 'editor' })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ error: true, message: HISTORY_MESSAGES.foreign })
    expect(await history(mine)).toHaveLength(1)
    expect(
      (
        await testPayload().then((payload) =>
          payload.findByID({ collection: 'activities', id: mine, depth: 0, overrideAccess: true }),
        )
      ).title,
    ).toBe(`Rally de matemáticas ${stamp}`)

    for (const version of ['999999999', 'abc', '0', '1e3']) {
      const answer = await call('POST', `/historial/activities/${mine}/restaurar/${version}`, { as: 'editor' })
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ error: true, message: HISTORY_MESSAGES.noVersion })
    }
    for (const path of [
      '/historial/users/1',
      '/historial/media/1',
      '/historial/registrations/1',
      '/historial/globales/otra-cosa',
    ]) {
      const answer = await call('GET', path, { as: 'admin' })
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ error: true, message: HISTORY_MESSAGES.noHistory })
    }
    const missing = await call('GET', '/historial/activities/999999999', { as: 'editor' })
    expect(missing.status).toBe(404)
    // An item id past PostgreSQL's integer range is an item that does not exist, not a failed query.
    for (const [method, path] of [
      ['GET', '/historial/activities/99999999999999999999'],
      ['POST', '/historial/activities/99999999999999999999/restaurar/99999999999999999999'],
    ] as const) {
      expect((await call(method, path, { as: 'editor' })).status).toBe(404)
    }
  })

  it("keeps the recommendation's history and restores an earlier choice", async () => {
    const payload = await testPayload()
    const books = await payload.find({
      collection: 'development-books',
      where: { is_active: { equals: true } },
      limit: 2,
      depth: 0,
      overrideAccess: true,
    })
    expect(books.docs.length).toBe(2)
    const [first, second] = books.docs
    const save = (id: number) =>
      call('POST', '/profe-max/desarrollo/recomendacion/save', { as: 'editor', json: { type: 'book', item_id: id } })
    expect((await save(first!.id)).body.error).toBe(false)
    expect((await save(second!.id)).body.error).toBe(false)
    const listed = await call('GET', '/historial/globales/development-recommendation', { as: 'editor' })
    expect(listed.status).toBe(200)
    const [current, earlier] = listed.body.data as HistoryEntry[]
    expect(current).toMatchObject({ author: TEST_USERS.editor.name, current: true, changes: ['Elemento recomendado'] })
    expect(earlier).toMatchObject({ author: TEST_USERS.editor.name, current: false })

    const restored = await call('POST', `/historial/globales/development-recommendation/restaurar/${earlier!.id}`, {
      as: 'admin',
    })
    expect(restored.body).toEqual({ error: false, message: HISTORY_MESSAGES.restored })
    const actual = await call('GET', '/profe-max/desarrollo/recomendacion/actual')
    expect(actual.body).toMatchObject({ type: 'book', item: expect.objectContaining({ id: first!.id }) })
    const after = (await call('GET', '/historial/globales/development-recommendation', { as: 'editor' })).body
      .data as HistoryEntry[]
    expect(after[0]).toMatchObject({ author: TEST_USERS.admin.name, current: true, changes: ['Elemento recomendado'] })
  })

  it("keeps a blog's history, body formatting included, and restores an old version as its newest draft", async () => {
    const stamp = Date.now().toString(36)
    const BLOGS = '/admin/blogs/padres-familia'
    const firstBody = plainToRichText('Primer párrafo.')
    firstBody.root.children.unshift({
      type: 'heading',
      tag: 'h2',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [
        { type: 'text', text: 'Subtítulo original', version: 1, format: 1, mode: 'normal', style: '', detail: 0 },
      ],
    } as never)
    const form = (name: string, rich: unknown) => ({
      name,
      short_description: 'Resumen',
      description: 'Texto del blog.',
      body: JSON.stringify(rich),
      is_active: '1',
    })
    const created = await call('POST', BLOGS, {
      as: 'editor',
      form: { ...form(`Leer en familia ${stamp}`, firstBody), image: await png() },
    })
    expect(created.status).toBe(201)
    const { id, slug } = created.body.data as { id: number; slug: string }
    const edited = await call('POST', `${BLOGS}/${id}`, {
      as: 'editor',
      // The browser's form sends its optional fields blank: blank is no change from never set.
      form: {
        _method: 'PUT',
        ...form(`Leer juntos ${stamp}`, plainToRichText('Texto nuevo.')),
        seo_title: '',
        seo_description: '',
      },
    })
    expect(edited.status).toBe(200)

    const answer = await call('GET', `/historial/blogs/${id}`, { as: 'admin' })
    expect(answer.status).toBe(200)
    const versions = answer.body.data as HistoryEntry[]
    expect(versions).toHaveLength(2)
    expect(versions[0]).toMatchObject({
      author: TEST_USERS.editor.name,
      current: true,
      changes: [blog.fields.name.label, blog.fields.description.label],
    })

    const restored = await call('POST', `/historial/blogs/${id}/restaurar/${versions[1]!.id}`, { as: 'admin' })
    expect(restored.body).toEqual({ error: false, message: HISTORY_MESSAGES.restoredDraft })
    // Visitors keep the published text until staff publish the restored draft.
    expect((await readBlog('padres-familia', slug))?.name).toBe(`Leer juntos ${stamp}`)
    const payload = await testPayload()
    const newest = await payload.findByID({ collection: 'blogs', id, draft: true, depth: 0, overrideAccess: true })
    expect(newest).toMatchObject({
      name: `Leer en familia ${stamp}`,
      audience: 'padres-familia',
      slug,
      _status: 'draft',
      updated_by: expect.anything(),
    })
    expect(isRichTextState(newest.body)).toBe(true)
    expect(JSON.stringify(newest.body)).toContain('Subtítulo original')
    expect(newest.description).toContain('Subtítulo original')
    const after = (await call('GET', `/historial/blogs/${id}`, { as: 'admin' })).body.data as HistoryEntry[]
    expect(after[0]).toMatchObject({
      author: TEST_USERS.admin.name,
      current: true,
      changes: [blog.fields.name.label, blog.fields.description.label],
    })

    const published = await call('POST', `${BLOGS}/${id}`, {
      as: 'admin',
      form: { _method: 'PUT', ...form(newest.name, newest.body) },
    })
    expect(published.status).toBe(200)
    expect((await readBlog('padres-familia', slug))?.name).toBe(`Leer en familia ${stamp}`)
    await payload.delete({ collection: 'blogs', id, overrideAccess: true })
  })
})
