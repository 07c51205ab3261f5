import { HISTORY_MESSAGES } from '../../../src/contract/resources/history'
import { plainToRichText } from '../../../src/lib/richtext/plain'
import { readBlogCards } from '../../../src/site/data'
import { rest, testPayload } from '../helpers'
import { TEST_USERS } from '../users'
import { call, png, type Answer } from './call'

/**
 * Issue 28: one publishing state per blog (Publicado / Oculto / Borrador / Programado); restoring a
 * version brings back content, never visibility, unless staff publish it in the same step; and no
 * silent overwrite: a save based on an outdated version is refused, naming who saved in between.
 */
const BLOGS = '/admin/blogs/padres-familia'
const form = (name: string, extra: Record<string, string> = {}) => ({
  name,
  short_description: 'Resumen del blog.',
  description: 'Texto del blog.',
  body: JSON.stringify(plainToRichText(`Texto de ${name}.`)),
  is_active: '1',
  ...extra,
})

const rowOf = async (id: number, stamp: string): Promise<Record<string, unknown>> => {
  const listed = await call(
    'GET',
    `${BLOGS}/all?paginated=true&page=1&pageSize=50&filters[text]=${encodeURIComponent(stamp)}`,
    { as: 'editor' },
  )
  expect(listed.status).toBe(200)
  const row = (listed.body.data as Record<string, unknown>[]).find((candidate) => candidate.id === id)
  expect(row).toBeDefined()
  return row!
}

const createBlog = async (name: string, extra: Record<string, string> = {}): Promise<number> => {
  const created = await call('POST', BLOGS, { as: 'editor', form: { ...form(name, extra), image: await png() } })
  expect(created.body).toMatchObject({ error: false })
  return created.body.data.id as number
}

const save = (
  id: number,
  as: 'admin' | 'editor',
  name: string,
  version: unknown,
  extra: Record<string, string> = {},
): Promise<Answer> =>
  call('POST', `${BLOGS}/${id}`, {
    as,
    form: { _method: 'PUT', ...form(name, extra), ...(typeof version === 'string' ? { version } : {}) },
  })

const storedName = async (id: number): Promise<string> =>
  String(
    (await (await testPayload()).findByID({ collection: 'blogs', id, draft: true, depth: 0, overrideAccess: true }))
      .name,
  )

describe('no silent overwrite', () => {
  it("a toggle answers the item's new version, and a save based on it is not stale (the list keeps it)", async () => {
    const stamp = Date.now().toString(36)
    const id = await createBlog(`Conmutado ${stamp}`)
    const opened = (await rowOf(id, stamp)).version
    const toggled = await call('POST', `${BLOGS}/toggle-active/${id}`, { as: 'editor' })
    expect(toggled.body.data.version).toEqual(expect.any(String))
    expect(toggled.body.data.version).not.toBe(opened)
    expect(toggled.body.data.version).toBe((await rowOf(id, stamp)).version)
    const saved = await save(id, 'editor', `Conmutado y editado ${stamp}`, toggled.body.data.version, {
      is_active: '0',
    })
    expect(saved.status).toBe(200)
    expect(await storedName(id)).toBe(`Conmutado y editado ${stamp}`)
  })

  it('refuses a save based on an outdated version (409, naming who saved in between) and keeps the first change', async () => {
    const stamp = Date.now().toString(36)
    const id = await createBlog(`Tareas en casa ${stamp}`)
    // Both open the form on the same version.
    const opened = (await rowOf(id, stamp)).version
    expect(typeof opened).toBe('string')

    const first = await save(id, 'admin', `Tareas en casa, versión del admin ${stamp}`, opened)
    expect(first.status).toBe(200)
    expect(first.body.data.version).not.toBe(opened)

    const stale = await save(id, 'editor', `Tareas en casa, versión del editor ${stamp}`, opened)
    expect(stale.status).toBe(409)
    expect(stale.body.error).toBe(true)
    expect(stale.body.message).toContain(TEST_USERS.admin.name)
    expect(stale.body.message).toMatch(
      /^No se guardaron tus cambios: .* guardó este elemento el .*Recarga para ver su versión/,
    )
    expect(stale.body.errors.version).toBe(stale.body.message)
    expect(await storedName(id)).toBe(`Tareas en casa, versión del admin ${stamp}`)

    // Reloaded, the editor saves over the admin's version.
    const reloaded = (await rowOf(id, stamp)).version
    expect(reloaded).toBe(first.body.data.version)
    const retried = await save(id, 'editor', `Tareas en casa, versión del editor ${stamp}`, reloaded)
    expect(retried.status).toBe(200)
    expect(await storedName(id)).toBe(`Tareas en casa, versión del editor ${stamp}`)
  })

  it("an autosave moves the form's version on; another person's autosave makes the form's version outdated", async () => {
    const stamp = Date.now().toString(36)
    const id = await createBlog(`Lectura diaria ${stamp}`)
    const opened = (await rowOf(id, stamp)).version
    const draft = await save(id, 'editor', `Lectura diaria, borrador ${stamp}`, opened, { draft: '1', autosave: '1' })
    expect(draft.status).toBe(200)
    const afterDraft = draft.body.data.version
    expect(afterDraft).not.toBe(opened)
    const again = await save(id, 'editor', `Lectura diaria, borrador 2 ${stamp}`, afterDraft, {
      draft: '1',
      autosave: '1',
    })
    expect(again.status).toBe(200)
    expect(again.body.data.version).not.toBe(afterDraft)
    // The admin's form, opened before both autosaves, is outdated.
    const stale = await save(id, 'admin', `Lectura diaria, admin ${stamp}`, opened)
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain(TEST_USERS.editor.name)
  })

  it('two saves from the same version at the same time: exactly one is kept, the other refused', async () => {
    const stamp = Date.now().toString(36)
    const id = await createBlog(`Huerto escolar ${stamp}`)
    const opened = (await rowOf(id, stamp)).version
    const answers = await Promise.all([
      save(id, 'admin', `Huerto A ${stamp}`, opened),
      save(id, 'editor', `Huerto B ${stamp}`, opened),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const kept = answers.find((answer) => answer.status === 200)!
    expect(await storedName(id)).toBe(kept.body.data.name)
  })

  it('a client of the spec that sends no version is not checked; a malformed version is a 400', async () => {
    const stamp = Date.now().toString(36)
    const id = await createBlog(`Ciencia en casa ${stamp}`)
    expect((await save(id, 'editor', `Ciencia en casa 2 ${stamp}`, undefined)).status).toBe(200)
    const bad = await save(id, 'editor', `Ciencia en casa 3 ${stamp}`, 'ayer')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('La versión del formulario no es válida. Recarga la página.')
  })
})

describe('one publishing state per blog', () => {
  it("tells 'borrador', 'programado', 'publicado' and 'oculto' apart by what visitors see", async () => {
    const stamp = Date.now().toString(36)
    const draft = await call('POST', BLOGS, { as: 'editor', form: { name: `Sólo borrador ${stamp}`, draft: '1' } })
    const draftId = draft.body.data.id as number
    expect(await rowOf(draftId, stamp)).toMatchObject({ state: 'borrador', published: false })

    const runAt = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16)
    const scheduled = await call('POST', '/profe-max/programacion', {
      as: 'editor',
      json: { target: 'blog', blog_id: draftId, run_at: runAt },
    })
    expect(scheduled.body.error).toBe(false)
    expect(await rowOf(draftId, stamp)).toMatchObject({ state: 'programado' })

    const id = await createBlog(`Publicado ${stamp}`)
    expect(await rowOf(id, stamp)).toMatchObject({ state: 'publicado', is_active: true })
    const toggled = await call('POST', `${BLOGS}/toggle-active/${id}`, { as: 'editor' })
    expect(toggled.body.error).toBe(false)
    expect(await rowOf(id, stamp)).toMatchObject({ state: 'oculto', is_active: false })
  })

  it('the switch shows what visitors see, not the pending draft', async () => {
    const stamp = Date.now().toString(36)
    const id = await createBlog(`Visible ${stamp}`)
    // A draft switched off does not hide the published post.
    const draft = await save(id, 'editor', `Visible, borrador ${stamp}`, undefined, { draft: '1', is_active: '0' })
    expect(draft.status).toBe(200)
    expect(await rowOf(id, stamp)).toMatchObject({
      state: 'publicado',
      is_active: true,
      _status: 'draft',
      published: true,
    })
  })
})

describe('restore brings back content, never visibility', () => {
  it('restore + publish keeps a public post public, even when the restored version was switched off', async () => {
    const stamp = Date.now().toString(36)
    // v1 switched off, then published switched on with a new title.
    const id = await createBlog(`Antes ${stamp}`, { is_active: '0' })
    const published = await save(id, 'editor', `Después ${stamp}`, undefined, { is_active: '1' })
    expect(published.status).toBe(200)
    const versions = (await call('GET', `/historial/blogs/${id}`, { as: 'admin' })).body.data as { id: number }[]
    const oldest = versions.at(-1)!

    // Restore alone: a draft with the old title; visitors keep the published post.
    const restored = await call('POST', `/historial/blogs/${id}/restaurar/${oldest.id}`, { as: 'admin' })
    expect(restored.body).toEqual({ error: false, message: HISTORY_MESSAGES.restoredDraft })
    expect(await rowOf(id, stamp)).toMatchObject({
      name: `Antes ${stamp}`,
      state: 'publicado',
      is_active: true,
      _status: 'draft',
    })

    // Restore and publish (the same dialog): the old title is public, the post stays visible.
    const again = await call('POST', `/historial/blogs/${id}/restaurar/${oldest.id}?publicar=1`, { as: 'admin' })
    expect(again.body).toEqual({ error: false, message: HISTORY_MESSAGES.restoredPublished })
    expect(await rowOf(id, stamp)).toMatchObject({
      name: `Antes ${stamp}`,
      state: 'publicado',
      is_active: true,
      _status: 'published',
    })
    const cards = await readBlogCards('padres-familia')
    expect(cards.map((card) => card.name)).toContain(`Antes ${stamp}`)
  })
})

describe('who else has the form open', () => {
  it("names the other staff whose form of the item is open, on Payload's document locks, until they close it", async () => {
    const stamp = Date.now().toString(36)
    const id = await createBlog(`Abierto por dos ${stamp}`)
    const path = `/edicion/blogs/${id}`
    const editorOpens = await call('POST', path, { as: 'editor' })
    expect(editorOpens.status).toBe(200)
    expect(editorOpens.body.data).toEqual({ others: [] })
    const adminOpens = await call('POST', path, { as: 'admin' })
    expect(adminOpens.body.data).toEqual({ others: [TEST_USERS.editor.name] })
    // Renewing does not add a second lock of the same person.
    await call('POST', path, { as: 'editor' })
    expect((await call('POST', path, { as: 'admin' })).body.data).toEqual({ others: [TEST_USERS.editor.name] })
    // It is Payload's own document lock: while the editor's form is the newest open one, Payload's
    // REST update by someone else is refused (423), in Spanish.
    await call('POST', path, { as: 'editor' })
    const locked = await rest('PATCH', `blogs/${id}`, {
      as: 'admin',
      body: { short_description: 'Cambio por la API.' },
    })
    expect(locked.status).toBe(423)
    expect(JSON.stringify(locked.json)).toContain('Otra persona tiene abierto este elemento para editarlo.')
    const locks = await (
      await testPayload()
    ).find({
      collection: 'payload-locked-documents',
      where: { 'document.value': { equals: id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(locks.totalDocs).toBe(2)

    expect((await call('DELETE', path, { as: 'editor' })).status).toBe(200)
    expect((await call('POST', path, { as: 'admin' })).body.data).toEqual({ others: [] })
    // Visitors and unknown items.
    expect((await call('POST', path)).status).toBe(401)
    expect((await call('POST', '/edicion/blogs/999999999', { as: 'admin' })).status).toBe(404)
    expect((await call('POST', `/edicion/users/1`, { as: 'admin' })).status).toBe(404)
  })
})

describe("'Historial': compare two versions field by field", () => {
  it('answers the fields that differ with both values as staff read them (a rich body as its text)', async () => {
    const stamp = Date.now().toString(36)
    const id = await createBlog(`Comparar ${stamp}`)
    const edited = await save(id, 'editor', `Comparar, segunda ${stamp}`, undefined, {
      short_description: 'Otro resumen.',
    })
    expect(edited.status).toBe(200)
    const versions = (await call('GET', `/historial/blogs/${id}`, { as: 'admin' })).body.data as { id: number }[]
    const oldest = versions.at(-1)!
    const compared = await call('GET', `/historial/blogs/${id}/comparar/${oldest.id}`, { as: 'editor' })
    expect(compared.status).toBe(200)
    const differences = compared.body.data.differences as { field: string; before: string; after: string }[]
    expect(differences).toEqual(
      expect.arrayContaining([
        { field: 'Nombre del blog', before: `Comparar ${stamp}`, after: `Comparar, segunda ${stamp}` },
        { field: 'Descripción corta', before: 'Resumen del blog.', after: 'Otro resumen.' },
        {
          field: 'Descripción principal',
          before: `Texto de Comparar ${stamp}.`,
          after: `Texto de Comparar, segunda ${stamp}.`,
        },
      ]),
    )
    expect(differences.map((difference) => difference.field)).not.toContain('Audiencia')
    // Unknown versions and visitors are refused.
    expect((await call('GET', `/historial/blogs/${id}/comparar/999999999`, { as: 'editor' })).status).toBe(404)
    expect((await call('GET', `/historial/blogs/${id}/comparar/${oldest.id}`)).status).toBe(401)
  })
})
