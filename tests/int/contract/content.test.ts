import { msg } from '../../../src/lib/messages'
import { deleteForGood, rest, testPayload } from '../helpers'
import { call, fakePng, list, png } from './call'

type Form = Record<string, string | Blob>
type Case = [field: string, value: string | null, message: string]

type Resource = {
  name: string
  slug: 'development-books' | 'courses' | 'tools' | 'recipes' | 'wellbeing-books' | 'podcasts' | 'blogs'
  base: string
  titleField: 'name' | 'title'
  imageField: string
  /** Edit: POST /{id} with _method=PUT, or POST /update with the id in the body. */
  style: 'rest' | 'store'
  valid: () => Form
  cases: Case[]
}

const concepts = list(['Ideas claras para el aula'])
const RESOURCES: Resource[] = [
  {
    name: 'development books',
    slug: 'development-books',
    base: '/profe-max/desarrollo/libros',
    titleField: 'name',
    imageField: 'image',
    style: 'rest',
    valid: () => ({
      name: 'Pedagogía del Ñandú',
      author: 'Ana Pérez',
      description: 'Un libro.',
      purchase_link: 'https://libreria.mx/nandu',
      is_active: '1',
      first_subdescription: concepts,
      second_subdescription: concepts,
    }),
    cases: [
      ['name', '  ', msg.nameRequired],
      ['author', '', msg.authorRequired],
      ['description', '', msg.descriptionRequired],
      ['purchase_link', '', msg.purchaseLinkRequired],
      ['purchase_link', 'no es un enlace', msg.invalidLink],
      ['first_subdescription', '[]', 'Los conceptos son obligatorios'],
      ['second_subdescription', list(['bien', ' ']), 'Los conceptos son obligatorios'],
      ['image', null, msg.imageRequired],
    ],
  },
  {
    name: 'courses',
    slug: 'courses',
    base: '/profe-max/desarrollo/cursos',
    titleField: 'name',
    imageField: 'image',
    style: 'rest',
    valid: () => ({
      name: 'Didáctica Ágil',
      description: 'Un curso.',
      plathform: 'Coursera',
      image_path: '',
      purchase_link: 'https://cursos.mx/agil',
      is_active: '1',
      type: '1',
      duration: '4 semanas',
      subject: 'Español',
      first_subdescription: concepts,
      second_subdescription: concepts,
    }),
    cases: [
      ['name', '', msg.nameRequired],
      ['description', '', msg.descriptionRequired],
      ['plathform', '', msg.platformRequired],
      ['purchase_link', '', msg.linkRequired],
      ['purchase_link', 'ftp//x', msg.invalidLink],
      ['is_active', null, msg.activeRequired],
      ['type', '7', msg.typeRequired],
      ['duration', '', msg.durationRequired],
      ['subject', '', msg.subjectRequired],
      ['first_subdescription', '[]', 'Los conceptos son obligatorios'],
      ['second_subdescription', '[]', 'Los conceptos son obligatorios'],
      ['image', null, msg.imageRequired],
    ],
  },
  {
    name: 'tools',
    slug: 'tools',
    base: '/profe-max/desarrollo/herramientas',
    titleField: 'name',
    imageField: 'image',
    style: 'rest',
    valid: () => ({
      name: 'Pizarrón Mágico',
      description: 'Una herramienta.',
      link: 'https://pizarron.mx',
      image_path: '',
      is_active: '0',
      first_subdescription: concepts,
      second_subdescription: concepts,
    }),
    cases: [
      ['name', '', msg.nameRequired],
      ['description', '', msg.descriptionRequired],
      ['link', '', msg.linkRequired],
      ['link', 'pizarron.mx', msg.invalidLink],
      ['is_active', null, msg.activeRequired],
      ['first_subdescription', '[]', 'Los conceptos son obligatorios'],
      ['second_subdescription', '[]', 'Los conceptos son obligatorios.'],
      ['image', null, msg.imageRequired],
    ],
  },
  {
    name: 'recipes',
    slug: 'recipes',
    base: '/profe-max/bienestar/recetas',
    titleField: 'title',
    imageField: 'image',
    style: 'rest',
    valid: () => ({
      title: 'Pozole Rápido de Año Nuevo',
      time: '30 minutos',
      portions: '4',
      image_path: '',
      is_active: '1',
      ingredients: list(['maíz']),
      preparation: list(['Hervir']),
      first_subdescription: concepts,
      description: 'Receta.',
      short_description: 'Corta.',
    }),
    cases: [
      ['title', '', msg.titleRequired],
      ['time', '', msg.timeRequired],
      ['portions', '0', msg.portionsInvalid],
      ['portions', 'muchas', msg.portionsInvalid],
      ['ingredients', '[]', msg.ingredientsRequired],
      ['ingredients', list(['']), msg.ingredientsRequired],
      ['preparation', '[]', msg.preparationRequired],
      ['first_subdescription', '[]', msg.conceptsRequired],
      ['description', '', msg.descriptionRequired],
      ['short_description', '', msg.shortDescriptionRequired],
      ['image', null, msg.imageRequired],
    ],
  },
  {
    name: 'wellbeing books',
    slug: 'wellbeing-books',
    base: '/profe-max/bienestar/libros',
    titleField: 'title',
    imageField: 'imageFile',
    style: 'store',
    valid: () => ({
      title: 'Calma Interior del Maestro',
      author: 'Luis Gómez',
      description: 'Libro.',
      short_description: 'Corto.',
      link_purchase: 'https://libros.mx/calma',
      is_active: '1',
      subdescription_1: concepts,
      subdescription_2: concepts,
    }),
    cases: [
      ['title', '', msg.titleRequired],
      ['title', 'x'.repeat(256), msg.maxLength(255)],
      ['author', '', msg.authorRequired],
      ['description', '', msg.descriptionRequired],
      ['description', 'x'.repeat(1001), msg.maxLength(1000)],
      ['short_description', '', msg.shortDescriptionRequired],
      ['link_purchase', '', msg.purchaseLinkRequired],
      ['link_purchase', 'calma', msg.invalidLink],
      ['subdescription_1', '[]', msg.conceptsRequired],
      ['subdescription_2', list([' ']), msg.conceptsRequired],
      ['imageFile', null, msg.imageRequired],
    ],
  },
  {
    name: 'podcasts',
    slug: 'podcasts',
    base: '/profe-max/bienestar/podcast',
    titleField: 'title',
    imageField: 'imageFile',
    style: 'store',
    valid: () => ({
      title: 'Voces del Salón',
      description: 'Podcast.',
      short_description: 'Corto.',
      link: 'https://podcast.mx/voces',
      is_active: '1',
      subdescription_1: concepts,
      subdescription_2: concepts,
    }),
    cases: [
      ['title', '', msg.titleRequired],
      ['description', '', msg.descriptionRequired],
      ['short_description', '', msg.shortDescriptionRequired],
      ['short_description', 'x'.repeat(256), msg.maxLength(255)],
      ['link', '', msg.linkRequired],
      ['link', 'voces', msg.invalidLink],
      ['subdescription_1', '[]', msg.conceptsRequired],
      ['subdescription_2', '[]', msg.conceptsRequired],
      ['imageFile', null, msg.imageRequired],
    ],
  },
  {
    name: 'blogs',
    slug: 'blogs',
    base: '/admin/blogs/profesores',
    titleField: 'name',
    imageField: 'image',
    style: 'rest',
    valid: () => ({
      name: 'Educación Emocional Hoy',
      description: 'Texto del blog.',
      short_description: 'Resumen.',
      is_active: '0',
    }),
    cases: [
      ['name', '', msg.nameRequired],
      ['description', '', msg.descriptionRequired],
      ['short_description', '', msg.shortDescriptionRequired],
      ['image', null, msg.imageRequired],
    ],
  },
]

const paths = (resource: Resource) => ({
  create: resource.style === 'store' ? `${resource.base}/store` : resource.base,
  update: (id: number) => (resource.style === 'store' ? `${resource.base}/update` : `${resource.base}/${id}`),
  remove: (id: number) => (resource.style === 'store' ? `${resource.base}/delete/${id}` : `${resource.base}/${id}`),
  toggle: (id: number) => `${resource.base}/toggle-active/${id}`,
  list: `${resource.base}/all`,
})

const count = async (slug: Resource['slug'] | 'media') =>
  (await (await testPayload()).count({ collection: slug, overrideAccess: true })).totalDocs

describe.each(RESOURCES)('$name', (resource) => {
  const p = paths(resource)

  it('creates, lists with an accent-free search, edits, toggles and deletes', async () => {
    const form = { ...resource.valid(), [resource.imageField]: await png() }
    const created = await call('POST', p.create, { as: 'editor', form })
    expect(created.status).toBe(201)
    expect(created.body.error).toBe(false)
    expect(typeof created.body.message).toBe('string')
    const item = created.body.data
    expect(item[resource.titleField]).toBe(resource.valid()[resource.titleField])
    expect(item.image_path).toMatch(/^\/api\/media\/file\/.+\.png$/)
    // The file loads for staff; visitors see it only while a published item uses it (tests/int/security/media.test.ts).
    expect((await rest('GET', item.image_path.replace(/^\/api\//, ''), { as: 'editor' })).status).toBe(200)

    const needle = String(resource.valid()[resource.titleField])
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .slice(0, 14)
    const found = await call(
      'GET',
      `${p.list}?paginated=true&page=1&pageSize=5&filters[text]=${encodeURIComponent(needle)}`,
      { as: 'editor' },
    )
    expect(found.status).toBe(200)
    expect(found.body.total).toBe(1)
    expect(found.body.data[0].id).toBe(item.id)

    const edited = await call('POST', p.update(item.id), {
      as: 'admin',
      form: { ...resource.valid(), _method: 'PUT', id: String(item.id), [resource.titleField]: 'Título cambiado' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      error: false,
      data: { id: item.id, [resource.titleField]: 'Título cambiado', image_path: item.image_path },
    })

    const before = Boolean(edited.body.data.is_active)
    const toggled = await call('POST', p.toggle(item.id), { as: 'editor' })
    expect(toggled.body).toMatchObject({
      error: false,
      message: 'Estado actualizado',
      data: { id: item.id, is_active: !before },
    })
    const publicList = await call('GET', `${p.list}?only_active=true`)
    expect(publicList.body.some((row: { id: number }) => row.id === item.id)).toBe(!before)

    const removed = await call('DELETE', p.remove(item.id), { as: 'editor' })
    expect(removed.body).toMatchObject({ error: false })
    expect((await call('DELETE', p.remove(item.id), { as: 'editor' })).status).toBe(404)
    // The DELETE moved it to 'Papelera' (issue 28): the test's cleanup deletes it for good.
    await deleteForGood(resource.slug, item.id)
    expect((await call('POST', p.toggle(item.id), { as: 'editor' })).status).toBe(404)
    const missing = await call('POST', p.update(item.id), {
      as: 'editor',
      form: { ...resource.valid(), _method: 'PUT', id: String(item.id) },
    })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: true, message: 'El elemento no existe.' })
  })

  const cases = resource.cases.map(([field, value, message]) => ({
    field,
    value,
    message,
    shown: value === null ? '(missing)' : JSON.stringify(value).slice(0, 24),
  }))
  it.each(cases)('refuses $field = $shown with "$message", storing nothing', async ({ field, value, message }) => {
    const before = await count(resource.slug)
    const mediaBefore = await count('media')
    const form: Form = { ...resource.valid(), [resource.imageField]: await png() }
    if (value === null) delete form[field]
    else form[field] = value
    const answer = await call('POST', p.create, { as: 'editor', form })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe(true)
    expect(answer.body.message).toBe(message)
    expect(answer.body.errors[field]).toBe(message)
    expect(await count(resource.slug)).toBe(before)
    expect(await count('media')).toBe(mediaBefore)
  })

  it('reports every problem by field, the first one as the message', async () => {
    const answer = await call('POST', p.create, { as: 'editor', form: {} })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.errors).length).toBeGreaterThan(3)
    expect(Object.values(answer.body.errors)).toContain(answer.body.message)
  })

  it('checks images by content: a text file named .png is refused, a PNG named .txt is taken', async () => {
    const mediaBefore = await count('media')
    const refused = await call('POST', p.create, {
      as: 'editor',
      form: { ...resource.valid(), [resource.imageField]: fakePng() },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('El archivo debe ser una imagen (JPG, PNG, WebP, GIF, AVIF o BMP).')
    expect(await count('media')).toBe(mediaBefore)
    const accepted = await call('POST', p.create, {
      as: 'editor',
      form: { ...resource.valid(), [resource.imageField]: await png('foto.txt') },
    })
    expect(accepted.status).toBe(201)
    await deleteForGood(resource.slug, accepted.body.data.id)
  })

  it('lets an edit keep the stored image (image required on create only)', async () => {
    const created = await call('POST', p.create, {
      as: 'editor',
      form: { ...resource.valid(), [resource.imageField]: await png() },
    })
    const row = created.body.data
    const answer = await call('POST', p.update(row.id), {
      as: 'editor',
      form: { ...resource.valid(), _method: 'PUT', id: String(row.id), description: 'Otra descripción' },
    })
    expect(answer.status).toBe(200)
    // A blog's description is the plain text of its body, never an input on update (issue 28, docs/spec-deviations.md).
    const description = resource.slug === 'blogs' ? row.description : 'Otra descripción'
    expect(answer.body.data).toMatchObject({ description, image_path: row.image_path })
    await deleteForGood(resource.slug, row.id)
  })
})

describe('blogs by audience', () => {
  it('keeps each audience to its own blogs: another audience id is a 404, an unknown audience too', async () => {
    const alumnos = await call('GET', '/admin/blogs/alumnos/all?paginated=true&pageSize=1', { as: 'editor' })
    const id = alumnos.body.data[0].id
    expect((await call('POST', `/admin/blogs/padres-familia/toggle-active/${id}`, { as: 'editor' })).status).toBe(404)
    expect((await call('GET', '/admin/blogs/maestros/all')).status).toBe(404)
  })

  it('shows visitors active blogs only, even when they ask for all', async () => {
    const anonymous = await call('GET', '/admin/blogs/alumnos/all?only_active=false')
    const staff = await call('GET', '/admin/blogs/alumnos/all', { as: 'editor' })
    expect(anonymous.body.every((row: { is_active: boolean }) => row.is_active)).toBe(true)
    expect(staff.body.length).toBeGreaterThan(anonymous.body.length)
    expect(anonymous.body[0]).toMatchObject({
      name: expect.any(String),
      slug: expect.any(String),
      short_description: expect.any(String),
      image_path: expect.stringMatching(/^\/api\/media\/file\//),
    })
  })
})
