import { msg } from '../../../src/lib/messages'
import { testPayload } from '../helpers'
import { call, fakePng, png } from './call'

/** Issue 13: the allies of the home page's slider, with their order and publish state. */
const BASE = '/profe-max/sitio/aliados'

type Ally = { id: number; name: string; logo: string | null; order: number; is_active: boolean }

const all = async (as?: 'editor'): Promise<Ally[]> => (await call('GET', `${BASE}/all`, as ? { as } : {})).body

describe('allies', () => {
  it('creates (name and logo required), edits, toggles and deletes an ally; visitors see published ones only', async () => {
    const none = await call('POST', BASE, { as: 'editor', form: { name: '' } })
    expect(none.status).toBe(400)
    expect(none.body.errors).toMatchObject({ name: msg.nameRequired, logo: msg.imageRequired })
    const fake = await call('POST', BASE, { as: 'editor', form: { name: 'Falso', logo: fakePng() } })
    expect(fake.status).toBe(400)
    expect((await call('POST', BASE, { form: { name: 'Intruso', logo: await png() } })).status).toBe(401)

    const name = `Aliado ${Date.now()}`
    try {
      const created = await call('POST', BASE, { as: 'editor', form: { name, logo: await png('logo.png') } })
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({
        name,
        is_active: true,
        logo: expect.stringMatching(/^\/api\/media\/file\//),
      })
      const id = created.body.data.id as number
      // A new ally goes last.
      const staff = await all('editor')
      expect(staff.at(-1)).toMatchObject({ id, name })
      expect(created.body.data.order).toBe(Math.max(...staff.map((ally) => ally.order)))

      const edited = await call('POST', `${BASE}/${id}`, {
        as: 'editor',
        form: { _method: 'PUT', id: String(id), name: `${name} editado` },
      })
      expect(edited.body).toMatchObject({
        error: false,
        message: 'Aliado actualizado correctamente.',
        data: { id, name: `${name} editado`, logo: created.body.data.logo },
      })
      expect((await all()).some((ally) => ally.id === id)).toBe(true)
      expect((await call('POST', `${BASE}/toggle-active/${id}`, { as: 'editor' })).body.data).toEqual({
        id,
        is_active: false,
        version: expect.any(String), // the item's new version (issue 28)
      })
      expect((await all()).some((ally) => ally.id === id)).toBe(false)
      expect((await all('editor')).some((ally) => ally.id === id)).toBe(true)
      expect((await call('DELETE', `${BASE}/${id}`, { as: 'editor' })).body.error).toBe(false)
      expect((await call('DELETE', `${BASE}/${id}`, { as: 'editor' })).status).toBe(404)
    } finally {
      await (
        await testPayload()
      ).delete({ collection: 'allies', where: { name: { like: name } }, trash: true, overrideAccess: true })
    }
  })

  it('reorders every ally in one call; a list that misses or repeats one is refused and changes nothing', async () => {
    const marker = `Orden ${Date.now()}`
    try {
      for (const n of [1, 2])
        expect(
          (await call('POST', BASE, { as: 'editor', form: { name: `${marker} ${n}`, logo: await png() } })).status,
        ).toBe(201)
      const before = (await all('editor')).map((ally) => ally.id)
      const reversed = [...before].reverse()
      const answer = await call('POST', `${BASE}/reordenar`, { as: 'editor', json: { ids: reversed } })
      expect(answer.status).toBe(200)
      expect(answer.body.message).toBe('Orden de los aliados actualizado correctamente.')
      const after = await all('editor')
      expect(after.map((ally) => ally.id)).toEqual(reversed)
      expect(after.map((ally) => ally.order)).toEqual(reversed.map((_, index) => index + 1))

      const stale = await call('POST', `${BASE}/reordenar`, { as: 'editor', json: { ids: before.slice(1) } })
      expect(stale.status).toBe(409)
      const repeated = await call('POST', `${BASE}/reordenar`, {
        as: 'editor',
        json: { ids: [before[0], ...before.slice(0, -1)] },
      })
      expect(repeated.status).toBe(400)
      const malformed = await call('POST', `${BASE}/reordenar`, { as: 'editor', json: { ids: 'todos' } })
      expect(malformed.status).toBe(400)
      expect((await call('POST', `${BASE}/reordenar`, { json: { ids: before } })).status).toBe(401)
      expect((await all('editor')).map((ally) => ally.id)).toEqual(reversed)

      // Restore the order the other suites may read.
      expect((await call('POST', `${BASE}/reordenar`, { as: 'editor', json: { ids: before } })).status).toBe(200)
    } finally {
      // Whatever this test created, even when a step of its setup failed.
      await (
        await testPayload()
      ).delete({ collection: 'allies', where: { name: { like: marker } }, overrideAccess: true })
    }
  })
})

describe('allies: a search', () => {
  it('finds an ally by a word of its name, accents and case folded; a junk filter answers 200', async () => {
    const listed = await call('GET', `${BASE}/all`)
    const first = (listed.body as { name: string }[])[0]
    expect(first).toBeDefined()
    const word = first!.name.split(/\s+/)[0]!
    const shouted = word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
    const answer = await call('GET', `${BASE}/all?filters[text]=${encodeURIComponent(shouted)}`, { as: 'editor' })
    expect(answer.status).toBe(200)
    const rows = (Array.isArray(answer.body) ? answer.body : answer.body.data) as { name: string }[]
    expect(rows.map((row) => row.name)).toContain(first!.name)
    expect((await call('GET', `${BASE}/all?filters=notjson`)).status).toBe(200)
  })
})
