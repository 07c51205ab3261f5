import type { CollectionSlug } from 'payload'

import { testPayload } from '../helpers'
import { keepRecommendations } from '../keep-recommendations'
import { TEST_USERS } from '../users'
import { call, png, type Answer } from './call'

/**
 * Issue 28, no silent overwrite on the screens that save through their own handlers: activities,
 * categories and their items, allies and both monthly recommendations. For each: two staff open the
 * same version; the admin's save passes, the editor's (based on the old version) is refused 409 naming
 * the admin and the admin's change is kept; the editor's save based on the current version passes.
 */

type Staff = 'admin' | 'editor'
type Case = {
  /** The version a form opens on (the staff list's or the screen's). */
  open: () => Promise<string>
  /** Saves `label` as `as`, based on `version`. */
  save: (as: Staff, label: string, version: string) => Promise<Answer>
  /** The stored label. */
  stored: () => Promise<string>
}

const staleSaveIsRefused = async ({ open, save, stored }: Case, stamp: string): Promise<void> => {
  const opened = await open()
  expect(opened).toEqual(expect.any(String))
  const first = await save('admin', `Primero ${stamp}`, opened)
  expect(first.status).toBe(200)
  const stale = await save('editor', `Segundo ${stamp}`, opened)
  expect(stale.status).toBe(409)
  expect(stale.body.message).toMatch(/^No se guardaron tus cambios: .* guardó este elemento el .*Recarga/)
  expect(stale.body.message).toContain(TEST_USERS.admin.name)
  expect(stale.body.errors.version).toBe(stale.body.message)
  expect(await stored()).toBe(`Primero ${stamp}`)
  // Reloaded, the editor's save passes.
  const current = await open()
  expect(current).not.toBe(opened)
  expect((await save('editor', `Segundo ${stamp}`, current)).status).toBe(200)
  expect(await stored()).toBe(`Segundo ${stamp}`)
}

const payload = () => testPayload()
const stampNow = () => Date.now().toString(36)

/** Runs `check` on an item the test created, then deletes the item whatever happened. */
const thenDelete = async (collection: CollectionSlug, id: number, check: () => Promise<void>): Promise<void> => {
  try {
    await check()
  } finally {
    await (await payload()).delete({ collection, id, overrideAccess: true })
  }
}

/** A stored text field of an item, read past access rules. */
const storedText = (collection: CollectionSlug, id: number, field: string) => async (): Promise<string> =>
  String(
    (
      (await (await payload()).findByID({ collection, id, depth: 0, overrideAccess: true })) as unknown as Record<
        string,
        unknown
      >
    )[field],
  )

describe('no silent overwrite: activities', () => {
  const BASE = '/profe-max/recursos-educativos/actividades'
  const body = (title: string) => ({
    title,
    description: 'Concurso entre grupos.',
    activityDate: '2027-03-15',
    schoolGrade: '5° y 6° de primaria',
    materialsLink: 'https://materiales.mx/olimpiada',
    materialsList: ['Lápiz'],
  })

  it('refuses a save based on an old version (409) and keeps the first change; the current version passes', async () => {
    const stamp = stampNow()
    const created = await call('POST', BASE, { as: 'editor', json: { ...body(`Actividad ${stamp}`), id: null } })
    const id = created.body.data.id as number
    await thenDelete('activities', id, () =>
      staleSaveIsRefused(
        {
          open: async () => {
            const filters = encodeURIComponent(JSON.stringify({ text: stamp }))
            const listed = await call('GET', `${BASE}/all?paginated=true&page=1&pageSize=5&filters=${filters}`, {
              as: 'editor',
            })
            return listed.body.data.find((row: { id: number }) => row.id === id).version
          },
          save: (as, title, version) => call('PUT', `${BASE}/${id}`, { as, json: { ...body(title), id, version } }),
          stored: storedText('activities', id, 'title'),
        },
        stamp,
      ),
    )
  })
})

describe('no silent overwrite: categories and their items', () => {
  const MUSIC = '/profe-max/bienestar/musica'
  const IMAGES = '/profe-max/recursos-educativos/imagenes'
  type Row = { id: number; version?: string; music?: Row[]; images?: Row[] }
  const categories = async (base: string): Promise<Row[]> =>
    (await call('GET', `${base}/categorias/all`, { as: 'editor' })).body
  /** The version an item's form opens on: the item's row inside its category's. */
  const itemVersion = (base: string, key: 'music' | 'images', id: number) => async (): Promise<string> =>
    (await categories(base)).flatMap((row) => row[key] ?? []).find((item) => item.id === id)!.version!

  it('a category: an old version is refused (409), the first change kept; the current version passes', async () => {
    const stamp = stampNow()
    const created = await call('POST', `${MUSIC}/categorias`, {
      as: 'editor',
      form: { name: `Categoría ${stamp}`, image: await png(), selected_image: await png() },
    })
    const id = created.body.data.id as number
    await thenDelete('music-categories', id, () =>
      staleSaveIsRefused(
        {
          open: async () => (await categories(MUSIC)).find((row) => row.id === id)!.version!,
          save: (as, name, version) =>
            call('POST', `${MUSIC}/categorias/${id}`, { as, form: { _method: 'PUT', name, version } }),
          stored: storedText('music-categories', id, 'name'),
        },
        stamp,
      ),
    )
  })

  it('a music item: the same', async () => {
    const stamp = stampNow()
    const category = (await categories(MUSIC))[0]!.id
    const form = (title: string) => ({ category_id: String(category), title, url: 'https://musica.mx/pista' })
    const created = await call('POST', MUSIC, { as: 'editor', form: form(`Pista ${stamp}`) })
    const id = created.body.data.id as number
    await thenDelete('music-items', id, () =>
      staleSaveIsRefused(
        {
          open: itemVersion(MUSIC, 'music', id),
          save: (as, title, version) =>
            call('POST', `${MUSIC}/${id}`, { as, form: { _method: 'PUT', ...form(title), version } }),
          stored: storedText('music-items', id, 'title'),
        },
        stamp,
      ),
    )
  })

  it('an image of the bank (an upload): the same', async () => {
    const stamp = stampNow()
    const category = (await categories(IMAGES))[0]!.id
    const created = await call('POST', IMAGES, {
      as: 'editor',
      form: { category_id: String(category), title: `Imagen ${stamp}`, file: await png() },
    })
    const id = created.body.data.id as number
    await thenDelete('images', id, () =>
      staleSaveIsRefused(
        {
          open: itemVersion(IMAGES, 'images', id),
          save: (as, title, version) =>
            call('POST', `${IMAGES}/${id}`, {
              as,
              form: { _method: 'PUT', category_id: String(category), title, version },
            }),
          stored: storedText('images', id, 'title'),
        },
        stamp,
      ),
    )
  })
})

describe('no silent overwrite: allies', () => {
  const BASE = '/profe-max/sitio/aliados'

  it('refuses a save based on an old version (409) and keeps the first change; the current version passes', async () => {
    const stamp = stampNow()
    const created = await call('POST', BASE, { as: 'editor', form: { name: `Aliado ${stamp}`, logo: await png() } })
    const id = created.body.data.id as number
    await thenDelete('allies', id, () =>
      staleSaveIsRefused(
        {
          open: async () =>
            (await call('GET', `${BASE}/all`, { as: 'editor' })).body.find((row: { id: number }) => row.id === id)
              .version,
          save: (as, name, version) => call('POST', `${BASE}/${id}`, { as, form: { _method: 'PUT', name, version } }),
          stored: storedText('allies', id, 'name'),
        },
        stamp,
      ),
    )
  })

  it('a reorder writes only the allies whose place changed: an unmoved ally keeps its version', async () => {
    const allies = async (): Promise<{ id: number; version: string }[]> =>
      (await call('GET', `${BASE}/all`, { as: 'editor' })).body
    // Numbered 1, 2, 3… in the current order first (seeded allies may share a number).
    const ids = (await allies()).map((ally) => ally.id)
    expect(ids.length).toBeGreaterThan(2)
    expect((await call('POST', `${BASE}/reordenar`, { as: 'editor', json: { ids } })).status).toBe(200)
    const before = await allies()
    expect(before.map((ally) => ally.id)).toEqual(ids)
    // The last two swap places; every other ally keeps its number.
    const swapped = [...ids.slice(0, -2), ids.at(-1)!, ids.at(-2)!]
    expect((await call('POST', `${BASE}/reordenar`, { as: 'editor', json: { ids: swapped } })).status).toBe(200)
    const after = new Map((await allies()).map((ally) => [ally.id, ally.version]))
    expect(after.get(ids[0]!)).toBe(before[0]!.version)
    expect(after.get(ids.at(-1)!)).not.toBe(before.at(-1)!.version)
    await call('POST', `${BASE}/reordenar`, { as: 'editor', json: { ids } })
  })
})

describe('no silent overwrite: the monthly recommendations', () => {
  const stamp = 'recomendación'
  keepRecommendations()

  it.each([
    ['development-recommendation', '/profe-max/desarrollo/recomendacion', 1, '/profe-max/desarrollo/libros/all'],
    ['wellbeing-recommendation', '/profe-max/bienestar/recomendacion', 2, '/profe-max/bienestar/libros/all'],
  ] as const)(
    '%s: a choice based on an old version is refused (409), the first kept; the current version passes',
    async (global, base, section, books) => {
      const items: { id: number }[] = (await call('GET', `${books}?only_active=true`)).body
      expect(items.length).toBeGreaterThan(1)
      // Which item a label stands for: the first two books.
      const byLabel = (label: string) => (label.startsWith('Primero') ? items[0]!.id : items[1]!.id)
      await staleSaveIsRefused(
        {
          open: async () => (await call('GET', `${base}/actual?section=${section}`, { as: 'editor' })).body.version,
          save: (as, label, version) =>
            call('POST', `${base}/save`, { as, json: { type: 'book', item_id: byLabel(label), version } }),
          stored: async () => {
            const stored = await (await payload()).findGlobal({ slug: global, depth: 0 })
            const value = stored.item?.value
            const id = typeof value === 'object' && value ? value.id : value
            return id === items[0]!.id ? `Primero ${stamp}` : `Segundo ${stamp}`
          },
        },
        stamp,
      )
    },
  )
})
