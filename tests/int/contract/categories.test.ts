import { msg } from '../../../src/lib/messages'
import { demoPdf } from '../../../src/seed/images'
import { deleteForGood, rest, testPayload } from '../helpers'
import { call, fakePng, png } from './call'

const GROUPS = [
  {
    name: 'image categories',
    base: '/profe-max/recursos-educativos/imagenes',
    key: 'images',
    slug: 'image-categories',
    items: 'images',
    blocked: msg.categoryHasImages,
  },
  {
    name: 'template categories',
    base: '/profe-max/recursos-educativos/plantillas',
    key: 'files',
    slug: 'template-categories',
    items: 'template-files',
    blocked: msg.categoryHasFiles,
  },
  {
    name: 'music categories',
    base: '/profe-max/bienestar/musica',
    key: 'music',
    slug: 'music-categories',
    items: 'music-items',
    blocked: msg.categoryHasFiles,
  },
] as const

const count = async (
  slug:
    | 'image-categories'
    | 'template-categories'
    | 'music-categories'
    | 'images'
    | 'template-files'
    | 'music-items'
    | 'media',
) => (await (await testPayload()).count({ collection: slug, overrideAccess: true })).totalDocs

describe.each(GROUPS)('$name', (group) => {
  const categories = `${group.base}/categorias`

  it('lists categories with their items; visitors get active ones only, with active items only', async () => {
    const staff = await call('GET', `${categories}/all`, { as: 'editor' })
    const visitor = await call('GET', `${categories}/all?only_active=false`)
    const onlyActive = await call('GET', `${categories}/all?only_active=true`, { as: 'editor' })
    expect(staff.status).toBe(200)
    expect(staff.body.some((row: { is_active: boolean }) => !row.is_active)).toBe(true)
    expect(visitor.body.every((row: { is_active: boolean }) => row.is_active)).toBe(true)
    expect(onlyActive.body.map((row: { id: number }) => row.id)).toEqual(
      visitor.body.map((row: { id: number }) => row.id),
    )
    const first = visitor.body[0]
    expect(first).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      title: first.name,
      is_active: true,
    })
    expect(first.image_path).toMatch(/^\/api\/media\/file\//)
    expect(first.selected_image_path).toMatch(/^\/api\/media\/file\//)
    expect((await rest('GET', first.selected_image_path.replace(/^\/api\//, ''))).status).toBe(200)
    expect(first[group.key].length).toBeGreaterThan(0)
    for (const row of visitor.body) for (const item of row[group.key]) expect(item.is_active).toBe(true)
    const paged = await call('GET', `${categories}/all?paginated=true&page=1&page_size=1`, { as: 'editor' })
    expect(paged.body).toEqual({ data: [staff.body[0]], total: staff.body.length })
  })

  it('creates (both images required), edits without images, toggles, and deletes an empty category', async () => {
    const missing = await call('POST', categories, { as: 'editor', form: { name: 'Nueva', image: await png() } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(msg.selectedImageRequired)
    const none = await call('POST', categories, { as: 'editor', form: { name: '' } })
    expect(none.body.errors).toEqual({
      name: msg.nameRequired,
      image: msg.unselectedImageRequired,
      selected_image: msg.selectedImageRequired,
    })
    const media = await count('media')
    const notImage = await call('POST', categories, {
      as: 'editor',
      form: { name: 'Nueva', image: await png(), selected_image: fakePng() },
    })
    expect(notImage.status).toBe(400)
    expect(notImage.body.errors.selected_image).toBe(
      'El archivo debe ser una imagen (JPG, PNG, WebP, GIF, AVIF o BMP).',
    )
    expect(await count('media')).toBe(media)

    const created = await call('POST', categories, {
      as: 'editor',
      form: { name: 'Categoría nueva', image: await png(), selected_image: await png('sel.txt') },
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    const edited = await call('POST', `${categories}/${id}`, {
      as: 'editor',
      form: { name: 'Categoría editada', _method: 'PUT', id: String(id) },
    })
    expect(edited.body).toMatchObject({
      error: false,
      data: { id, name: 'Categoría editada', image_path: created.body.data.image_path },
    })
    const toggled = await call('POST', `${categories}/toggle-active/${id}`, { as: 'editor' })
    expect(toggled.body).toEqual({
      error: false,
      message: 'Estado de la categoría actualizado correctamente.',
      data: { id, is_active: false, version: expect.any(String) },
    })
    expect((await call('DELETE', `${categories}/${id}`, { as: 'editor' })).body.error).toBe(false)
    expect((await call('DELETE', `${categories}/${id}`, { as: 'editor' })).status).toBe(404)
    expect(
      (await call('POST', `${categories}/${id}`, { as: 'editor', form: { name: 'x', _method: 'PUT' } })).status,
    ).toBe(404)
    // The DELETE moved it to 'Papelera' (issue 28): the test's cleanup deletes it for good.
    await deleteForGood(group.slug, id)
  })

  it('refuses to delete a category that still holds items, keeping all of it', async () => {
    const { body } = await call('GET', `${categories}/all`, { as: 'admin' })
    const full = body.find((row: Record<string, unknown[]>) => (row[group.key] ?? []).length > 0)
    const items = await count(group.items)
    const answer = await call('DELETE', `${categories}/${full.id}`, { as: 'admin' })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ error: true, message: group.blocked })
    expect(await count(group.items)).toBe(items)
    expect(await count(group.slug)).toBe(body.length)
  })
})

describe('items of the image bank and templates', () => {
  const cases = [
    { base: '/profe-max/recursos-educativos/imagenes', slug: 'image-categories' as const, items: 'images' as const },
    {
      base: '/profe-max/recursos-educativos/plantillas',
      slug: 'template-categories' as const,
      items: 'template-files' as const,
    },
  ]

  it.each(cases)('$base: uploads, toggles and deletes an item; checks title and file', async ({ base, items }) => {
    const { body } = await call('GET', `${base}/categorias/all`, { as: 'editor' })
    const category = body[0].id
    const tooLong = await call('POST', base, {
      as: 'editor',
      form: { category_id: String(category), title: 'x'.repeat(101), file: await png() },
    })
    expect(tooLong.body).toMatchObject({ error: true, message: msg.maxLength(100) })
    const noTitle = await call('POST', base, {
      as: 'editor',
      form: { category_id: String(category), title: ' ', file: await png() },
    })
    expect(noTitle.body.message).toBe(msg.titleRequired)
    const noCategory = await call('POST', base, {
      as: 'editor',
      form: { category_id: '999999', title: 'Hola', file: await png() },
    })
    expect(noCategory.status).toBe(400)
    expect(noCategory.body.errors.category_id).toBe('La categoría no existe.')
    const before = await count(items)
    const fake = await call('POST', base, {
      as: 'editor',
      form: { category_id: String(category), title: 'Falsa', file: fakePng() },
    })
    expect(fake.status).toBe(400)
    expect(await count(items)).toBe(before)

    const created = await call('POST', base, {
      as: 'editor',
      form: { category_id: String(category), title: 'Nueva imagen', file: await png('imagen.txt') },
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      title: 'Nueva imagen',
      is_active: true,
      category_id: category,
      path: expect.stringMatching(/^\/api\//),
    })
    expect((await rest('GET', created.body.data.path.replace(/^\/api\//, ''))).status).toBe(200)
    const id = created.body.data.id
    expect((await call('POST', `${base}/toggle-active/${id}`, { as: 'editor' })).body.data).toEqual({
      id,
      is_active: false,
      version: expect.any(String), // the item's new version (issue 28)
    })
    expect((await call('DELETE', `${base}/${id}`, { as: 'editor' })).body.error).toBe(false)
    expect((await call('DELETE', `${base}/${id}`, { as: 'editor' })).status).toBe(404)
    await deleteForGood(items, id)
  })

  it('a template may be a PDF, but not an executable renamed .pdf', async () => {
    const { body } = await call('GET', '/profe-max/recursos-educativos/plantillas/categorias/all', { as: 'editor' })
    const pdf = new File([new Uint8Array(demoPdf('Guía'))], 'guia.pdf', { type: 'application/pdf' })
    const ok = await call('POST', '/profe-max/recursos-educativos/plantillas', {
      as: 'editor',
      form: { category_id: String(body[0].id), title: 'Guía', file: pdf },
    })
    expect(ok.body.error).toBe(false)
    expect(ok.status).toBe(201)
    const elf = new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0])], 'guia.pdf', {
      type: 'application/pdf',
    })
    const refused = await call('POST', '/profe-max/recursos-educativos/plantillas', {
      as: 'editor',
      form: { category_id: String(body[0].id), title: 'Guía', file: elf },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Tipo de archivo no permitido.')
  })
})

describe('music items', () => {
  it('creates, edits, toggles, lists for the picker and deletes a track', async () => {
    const { body } = await call('GET', '/profe-max/bienestar/musica/categorias/all', { as: 'editor' })
    const category = body[0].id
    const badUrl = await call('POST', '/profe-max/bienestar/musica', {
      as: 'editor',
      form: { category_id: String(category), title: 'Pista', url: 'pista', file: '' },
    })
    expect(badUrl.body).toMatchObject({ error: true, message: msg.invalidLink })
    const noUrl = await call('POST', '/profe-max/bienestar/musica', {
      as: 'editor',
      form: { category_id: String(category), title: 'Pista' },
    })
    expect(noUrl.body.message).toBe(msg.linkRequired)
    const created = await call('POST', '/profe-max/bienestar/musica', {
      as: 'editor',
      form: { category_id: String(category), title: 'Pista nueva', url: 'https://musica.mx/pista.mp3', file: '' },
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    const edited = await call('POST', `/profe-max/bienestar/musica/${id}`, {
      as: 'editor',
      form: {
        _method: 'PUT',
        id: String(id),
        category_id: String(category),
        title: 'Pista editada',
        url: 'https://musica.mx/pista.mp3',
      },
    })
    expect(edited.body).toMatchObject({
      error: false,
      data: { id, title: 'Pista editada', url: 'https://musica.mx/pista.mp3', category_id: category },
    })
    const picker = await call('GET', '/profe-max/bienestar/musica/all', { as: 'editor' })
    expect(picker.body.find((row: { id: number }) => row.id === id)).toMatchObject({
      id,
      title: 'Pista editada',
      url: 'https://musica.mx/pista.mp3',
      image: body[0].image_path,
    })
    expect(
      (await call('POST', `/profe-max/bienestar/musica/toggle-active/${id}`, { as: 'editor' })).body.data.is_active,
    ).toBe(false)
    const visitor = await call('GET', '/profe-max/bienestar/musica/all')
    expect(visitor.body.some((row: { id: number }) => row.id === id)).toBe(false)
    expect((await call('DELETE', `/profe-max/bienestar/musica/${id}`, { as: 'editor' })).body.error).toBe(false)
    expect(
      (
        await call('POST', `/profe-max/bienestar/musica/${id}`, {
          as: 'editor',
          form: { title: 'x', url: 'https://a.mx', category_id: String(category) },
        })
      ).status,
    ).toBe(404)
    await deleteForGood('music-items', id)
  })
})

describe('music picker', () => {
  it('lists as published only the published tracks of published categories', async () => {
    // A published category of its own: the suite changes only what it created (suites run in any order).
    const category = (
      await call('POST', '/profe-max/bienestar/musica/categorias', {
        as: 'editor',
        form: { name: 'Categoría del selector', image: await png(), selected_image: await png() },
      })
    ).body.data
    expect(category.is_active).toBe(true)
    const created = await call('POST', '/profe-max/bienestar/musica', {
      as: 'editor',
      form: { category_id: String(category.id), title: 'Pista escondida', url: 'https://musica.mx/escondida.mp3' },
    })
    const id = created.body.data.id
    const listed = async (url: string, as?: 'editor') =>
      ((await call('GET', url, as ? { as } : {})).body as { id: number }[]).some((row) => row.id === id)
    try {
      expect(await listed('/profe-max/bienestar/musica/all?only_active=true', 'editor')).toBe(true)
      expect(
        (await call('POST', `/profe-max/bienestar/musica/categorias/toggle-active/${category.id}`, { as: 'editor' }))
          .body.data.is_active,
      ).toBe(false)
      expect(await listed('/profe-max/bienestar/musica/all', 'editor')).toBe(true)
      expect(await listed('/profe-max/bienestar/musica/all?only_active=true', 'editor')).toBe(false)
      expect(await listed('/profe-max/bienestar/musica/all')).toBe(false)
    } finally {
      await deleteForGood('music-items', id)
      await deleteForGood('music-categories', category.id)
    }
  })
})
