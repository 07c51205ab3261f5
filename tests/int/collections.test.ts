import { firstUserIsAdmin } from '../../collections/Users'
import { newMemberCode } from '../../collections/Registrations'
import { rest, testPayload } from './helpers'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Payload error bodies
const errorsOf = (json: Record<string, any>): { path: string; message: string }[] =>
  json.errors?.flatMap(
    (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors ?? [],
  ) ?? []

describe('a category that still holds items cannot be deleted', () => {
  it.each([
    ['image-categories', 'images', 'No puedes eliminar una categoría que contiene imágenes.'],
    ['template-categories', 'template-files', 'No puedes eliminar una categoría que contiene archivos.'],
    ['music-categories', 'music-items', 'No puedes eliminar una categoría que contiene archivos.'],
  ])('%s: DELETE is refused with the spec message and keeps its items', async (categories, items, message) => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: items as 'images', limit: 1, depth: 0 })
    const categoryId = docs[0]!.category as number
    const before = await payload.count({ collection: items as 'images', where: { category: { equals: categoryId } } })

    const response = await rest('DELETE', `${categories}/${categoryId}`, { as: 'admin' })
    expect(response.status).toBe(409)
    expect(response.json.errors[0].message).toBe(message)

    await expect(payload.delete({ collection: categories as 'image-categories', id: categoryId })).rejects.toThrow(
      message,
    )
    expect(
      (await payload.findByID({ collection: categories as 'image-categories', id: categoryId, depth: 0 })).id,
    ).toBe(categoryId)
    const after = await payload.count({ collection: items as 'images', where: { category: { equals: categoryId } } })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('an empty category can be deleted', async () => {
    const payload = await testPayload()
    const media = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    const imageId = media.docs[0]!.id
    const category = await payload.create({
      collection: 'music-categories',
      data: { name: 'Temporal', image_path: imageId, selected_image_path: imageId },
    })
    const response = await rest('DELETE', `music-categories/${category.id}`, { as: 'editor' })
    expect(response.status).toBe(200)
  })
})

describe('blog slugs', () => {
  it('are generated from the name and unique per audience', async () => {
    const payload = await testPayload()
    const media = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    const base = {
      name: 'Ciencia en Casa: ¡Año Nuevo!',
      description: 'Texto',
      short_description: 'Corta',
      image_path: media.docs[0]!.id,
    }
    const first = await payload.create({ collection: 'blogs', data: { ...base, audience: 'alumnos' } })
    const second = await payload.create({ collection: 'blogs', data: { ...base, audience: 'alumnos' } })
    const other = await payload.create({ collection: 'blogs', data: { ...base, audience: 'profesores' } })
    expect(first.slug).toBe('ciencia-en-casa-ano-nuevo')
    expect(second.slug).toBe('ciencia-en-casa-ano-nuevo-2')
    expect(other.slug).toBe('ciencia-en-casa-ano-nuevo')
    expect(first.is_active).toBe(false)

    const toggled = await payload.update({ collection: 'blogs', id: first.id, data: { is_active: true } })
    expect(toggled.slug).toBe(first.slug)
    await expect(
      payload.db.drizzle.execute(`update blogs set slug = '${first.slug}' where id = ${second.id}`),
    ).rejects.toThrow()
  })
})

describe('required fields and limits answer with the spec Spanish messages', () => {
  it('an activity without fields names every problem', async () => {
    const response = await rest('POST', 'activities', { as: 'editor', body: { materials_list: [] } })
    expect(response.status).toBe(400)
    const messages = errorsOf(response.json).map((error) => error.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        'El título es obligatorio.',
        'La descripción es obligatoria.',
        'La fecha de la actividad es obligatoria.',
        'El grado escolar es obligatorio.',
        'El enlace para materiales es obligatorio.',
        'Debes agregar al menos un material.',
      ]),
    )
  })

  it('an invalid link, a blank concept and a long title are refused', async () => {
    const payload = await testPayload()
    const media = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    const response = await rest('POST', 'podcasts', {
      as: 'editor',
      body: {
        title: 'x'.repeat(256),
        description: 'd',
        short_description: 's',
        link: 'no-es-un-enlace',
        image_path: media.docs[0]!.id,
        subdescription_1: ['uno', '  '],
        subdescription_2: ['dos'],
      },
    })
    expect(response.status).toBe(400)
    const byPath = Object.fromEntries(errorsOf(response.json).map((error) => [error.path, error.message]))
    expect(byPath.title).toBe('Máximo 255 caracteres.')
    expect(byPath.link).toBe('El enlace no es válido.')
    expect(byPath.subdescription_1).toBe('Los conceptos son obligatorios.')
  })

  it('a recipe needs positive portions and its image on create', async () => {
    const response = await rest('POST', 'recipes', {
      as: 'editor',
      body: {
        title: 'T',
        time: '5 min',
        portions: 0,
        description: 'd',
        short_description: 's',
        ingredients: ['a'],
        preparation: ['b'],
        first_subdescription: ['c'],
      },
    })
    const byPath = Object.fromEntries(errorsOf(response.json).map((error) => [error.path, error.message]))
    expect(byPath.portions).toBe('Las porciones son obligatorias y deben ser un número mayor a 0.')
    expect(byPath.image_path).toBe('La imagen es obligatoria.')
  })

  it('an image-bank title is limited to 100 characters', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'images', limit: 1, depth: 0 })
    await expect(
      payload.update({ collection: 'images', id: docs[0]!.id, data: { title: 'y'.repeat(101) } }),
    ).rejects.toThrow(/Título/)
  })

  it('new items get the spec defaults', async () => {
    const payload = await testPayload()
    const defaults = Object.fromEntries(
      (['recipes', 'wellbeing-books', 'podcasts', 'blogs', 'tools'] as const).map((slug) => {
        const field = payload.collections[slug].config.fields.find((f) => 'name' in f && f.name === 'is_active')
        return [slug, field && 'defaultValue' in field ? field.defaultValue : undefined]
      }),
    )
    expect(defaults).toEqual({ recipes: false, 'wellbeing-books': true, podcasts: true, blogs: false, tools: false })
  })
})

describe('registrations', () => {
  it('get a unique, hard-to-guess member code and refuse a second e-mail or cédula', async () => {
    const payload = await testPayload()
    const data = {
      nombre: 'Laura',
      apellido: 'Pérez',
      email: 'Laura.Perez@Ejemplo.mx',
      telefono: '55 1234 5678',
      fecha_nac: '1990-05-10',
      cp: '06700',
      cedula: '12345678',
      escuela: 'Primaria Benito Juárez',
    }
    const created = await payload.create({ collection: 'registrations', data })
    expect(created.member_code).toMatch(/^PM-[A-HJ-NP-Z2-9]{10}$/)
    expect(created.email).toBe('laura.perez@ejemplo.mx')
    await expect(payload.create({ collection: 'registrations', data: { ...data, cedula: '999' } })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'registrations', data: { ...data, email: 'otra@ejemplo.mx' } }),
    ).rejects.toThrow()
    const codes = new Set(Array.from({ length: 2000 }, newMemberCode))
    expect(codes.size).toBe(2000)
  })

  it('apply the registration rules on every path', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({
        collection: 'registrations',
        data: {
          nombre: 'A',
          apellido: 'B',
          email: 'x',
          telefono: '1',
          fecha_nac: '2020-01-01',
          cp: '1',
          cedula: 'c',
          escuela: 'e',
        },
      }),
    ).rejects.toThrow(/inválid|Mínimo|CP/)
  })
})

describe('accounts', () => {
  it('the first account of a fresh installation becomes admin, later ones keep their role', async () => {
    const hook = (count: number) =>
      firstUserIsAdmin({
        data: { role: 'editor' },
        operation: 'create',
        req: { payload: { count: async () => ({ totalDocs: count }) } },
      } as unknown as Parameters<typeof firstUserIsAdmin>[0])
    await expect(hook(0)).resolves.toMatchObject({ role: 'admin' })
    await expect(hook(3)).resolves.toMatchObject({ role: 'editor' })
  })
})
