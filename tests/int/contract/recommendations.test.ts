import { keepRecommendations } from '../keep-recommendations'
import { call } from './call'

// The suite puts both recommendations back as it found them.
keepRecommendations()

const SECTIONS = [
  {
    base: '/profe-max/desarrollo/recomendacion',
    section: 1,
    picks: [
      ['book', '/profe-max/desarrollo/libros/all'],
      ['course', '/profe-max/desarrollo/cursos/all'],
      ['tool', '/profe-max/desarrollo/herramientas/all'],
    ],
  },
  {
    base: '/profe-max/bienestar/recomendacion',
    section: 2,
    picks: [
      ['book', '/profe-max/bienestar/libros/all'],
      ['recipe', '/profe-max/bienestar/recetas/all'],
      ['music', '/profe-max/bienestar/musica/all'],
      ['podcast', '/profe-max/bienestar/podcast/all'],
    ],
  },
] as const

describe.each(SECTIONS)('recommendation of section $section', ({ base, section, picks }) => {
  it.each(picks)('saves a %s and the public reads it back as its card', async (type, listPath) => {
    const items = (await call('GET', `${listPath}?only_active=true`)).body
    const item = items[items.length - 1]
    const saved = await call('POST', `${base}/save`, { as: 'editor', json: { type, item_id: item.id } })
    expect(saved.body).toMatchObject({
      error: false,
      message: 'Recomendación guardada exitosamente',
      type,
      item: { id: item.id },
    })
    const current = await call('GET', `${base}/actual?section=${section}`)
    expect(current.status).toBe(200)
    expect(current.body.type).toBe(type)
    expect(current.body.item).toMatchObject(item)
    expect(current.body.item.image ?? current.body.item.image_path).toMatch(/^\/api\/media\/file\//)
    expect(current.body.item.name ?? current.body.item.title).toBeTruthy()
  })

  it('keeps exactly one: a new save replaces the previous one', async () => {
    const [type, listPath] = picks[0]
    const items = (await call('GET', `${listPath}?only_active=true`)).body
    await call('POST', `${base}/save`, { as: 'admin', json: { type, item_id: items[0].id } })
    await call('POST', `${base}/save`, { as: 'admin', json: { type, item_id: items[1].id } })
    expect((await call('GET', `${base}/actual?section=${section}`)).body.item.id).toBe(items[1].id)
  })

  it('refuses an unknown type, a missing item, an item of another type, and the wrong section', async () => {
    const unknownType = await call('POST', `${base}/save`, { as: 'editor', json: { type: 'pelicula', item_id: 1 } })
    expect(unknownType.status).toBe(400)
    expect(unknownType.body).toMatchObject({ error: true, message: 'El tipo de recomendación no es válido.' })
    const noItem = await call('POST', `${base}/save`, { as: 'editor', form: { type: picks[0][0], item_id: '' } })
    expect(noItem.status).toBe(400)
    const missing = await call('POST', `${base}/save`, { as: 'editor', json: { type: picks[0][0], item_id: 987654 } })
    expect(missing.status).toBe(404)
    expect((await call('GET', `${base}/actual?section=${section === 1 ? 2 : 1}`)).status).toBe(400)
    expect((await call('POST', `${base}/save`, { json: { type: picks[0][0], item_id: 1 } })).status).toBe(401)
  })
})
