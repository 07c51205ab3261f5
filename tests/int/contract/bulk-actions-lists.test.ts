import { recordExpiredTags } from '../expired-tags'

/**
 * Issue 28, second pass: the bulk actions, sortable columns and 'Papelera' of the list screens that
 * are not the kit's content types: activities (the calendar), the category screens (their categories
 * and items) and the allies; the same parts as the content types' (src/contract/resources/list-actions.ts).
 * Also: an item moved to the trash cancels its pending scheduled changes, and the 'también está
 * editando' notice on these forms. `next/cache` is replaced by a recorder so each change's cache
 * expiry is seen.
 */
const expired = recordExpiredTags()

const { blogForm, call, png, toolForm } = await import('./call')
const { deleteForGood, rest, testPayload } = await import('../helpers')
const { TEST_USERS } = await import('../users')
const { collectionTag } = await import('../../../src/lib/cache-tags')
const { purgeTrash } = await import('../../../src/jobs/purge-trash')
const { TRASH_CANCELLED } = await import('../../../src/jobs/cancel-on-trash')
const { mexicoCityLocal } = await import('../../../src/jobs/time')
const { readActivities } = await import('../../../src/site/portal/data')
const { activitiesCalendar, feedWindow } = await import('../../../src/site/calendar/feed')
const { todayIso } = await import('../../../src/lib/dates')

/** The day `days` after today (Mexico City), yyyy-mm-dd. */
const dayFromToday = (days: number): string => {
  const [y, m, d] = todayIso().split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

const ACTIVITIES = '/profe-max/recursos-educativos/actividades'
const MUSIC = '/profe-max/bienestar/musica'
const IMAGES = '/profe-max/recursos-educativos/imagenes'
const ALLIES = '/profe-max/sitio/aliados'
const DAY = 24 * 60 * 60 * 1000

const stamp = `lista${Date.now().toString(36)}`

type Role = 'editor' | 'admin' | 'anonymous'
const bulk = (path: string, action: string, items: unknown[], as: Role = 'editor') =>
  call('POST', `${path}/acciones`, { as, json: { action, items } })

const trashRows = async (path: string): Promise<Record<string, unknown>[]> => {
  const answer = await call('GET', `${path}/papelera?paginated=true&page=1&pageSize=100`, { as: 'editor' })
  expect(answer.status).toBe(200)
  return answer.body.data
}

const historyNames = async (collection: string, id: number): Promise<string> =>
  JSON.stringify((await call('GET', `/historial/${collection}/${id}`, { as: 'admin' })).body)

describe('activities', () => {
  type Activity = { id: number; title: string; activity_date: string; version?: string }
  const ids: number[] = []
  const createActivity = async (title: string, days: number): Promise<number> => {
    const answer = await call('POST', ACTIVITIES, {
      as: 'editor',
      json: {
        id: null,
        title: `${title} ${stamp}`,
        description: 'Actividad de la prueba.',
        activityDate: dayFromToday(days),
        schoolGrade: '3° de primaria',
        materialsLink: 'https://materiales.mx/prueba',
        materialsList: ['Lápiz'],
      },
    })
    expect(answer.status).toBe(201)
    ids.push(answer.body.data.id)
    return answer.body.data.id
  }
  const staffRows = async (sort = ''): Promise<Activity[]> => {
    const answer = await call(
      'GET',
      `${ACTIVITIES}/all?paginated=true&page=1&pageSize=50&filters[text]=${stamp}${sort ? `&sort=${sort}` : ''}`,
      { as: 'editor' },
    )
    expect(answer.status).toBe(200)
    return answer.body.data
  }
  const publicIds = async (): Promise<number[]> =>
    ((await call('GET', `${ACTIVITIES}/all`)).body as Activity[]).map((row) => row.id)
  const feed = async (): Promise<string> => {
    const now = new Date()
    const { from, to } = feedWindow(now)
    return activitiesCalendar(await readActivities(from, to), now)
  }

  let zeta: number, alfa: number, media: number
  beforeAll(async () => {
    zeta = await createActivity('Zeta', 3)
    alfa = await createActivity('Alfa', 9)
    media = await createActivity('Media', 6)
  })
  afterAll(() => deleteForGood('activities', ...ids))

  it('refuses anonymous callers, and publishing (activities have no switch)', async () => {
    expect((await bulk(ACTIVITIES, 'eliminar', [{ id: zeta }], 'anonymous')).status).toBe(401)
    expect((await call('GET', `${ACTIVITIES}/papelera`)).status).toBe(401)
    const publish = await bulk(ACTIVITIES, 'publicar', [{ id: zeta }])
    expect(publish.status).toBe(400)
    expect(publish.body.message).toBe('Este tipo de contenido no se publica ni se despublica.')
    expect(await publicIds()).toEqual(expect.arrayContaining([zeta, alfa, media]))
  })

  it('sorts by title and by date both ways in SQL; refuses another column', async () => {
    const titles = (rows: Activity[]) => rows.map((row) => row.title.split(' ')[0])
    expect(titles(await staffRows('title'))).toEqual(['Alfa', 'Media', 'Zeta'])
    expect(titles(await staffRows('-title'))).toEqual(['Zeta', 'Media', 'Alfa'])
    expect(titles(await staffRows('activity_date'))).toEqual(['Zeta', 'Media', 'Alfa'])
    expect(titles(await staffRows('-activity_date'))).toEqual(['Alfa', 'Media', 'Zeta'])
    for (const sort of ['description', 'is_active', 'school_grade']) {
      const refused = await call('GET', `${ACTIVITIES}/all?paginated=true&sort=${sort}`, { as: 'editor' })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe('No se puede ordenar por esa columna.')
    }
  })

  it('moves two to the trash in one request: the count, a history entry by who did it, the cache expired, gone from the calendar, its JSON and the .ics feed', async () => {
    const rows = await staffRows()
    expired.length = 0
    const answer = await bulk(
      ACTIVITIES,
      'eliminar',
      rows.filter((row) => row.id !== media).map(({ id, version }) => ({ id, version })),
    )
    expect(answer.body).toMatchObject({ error: false, message: '2 elementos movidos a la papelera' })
    expect(expired).toContain(collectionTag('activities'))
    const visible = await publicIds()
    expect(visible).toContain(media)
    expect(visible).not.toContain(zeta)
    expect(visible).not.toContain(alfa)
    expect((await staffRows()).map((row) => row.id)).toEqual([media])
    const ics = await feed()
    expect(ics).toContain(`actividad-${media}@`)
    expect(ics).not.toContain(`actividad-${zeta}@`)
    // Payload's REST API: an anonymous `?trash=true` does not reach it.
    expect((await rest('GET', `activities/${zeta}?trash=true`)).status).toBe(404)

    const trash = await trashRows(ACTIVITIES)
    const row = trash.find((candidate) => candidate.id === zeta)
    expect(row).toMatchObject({ title: `Zeta ${stamp}` })
    expect(Date.parse(String(row!.purge_at)) - Date.parse(String(row!.deleted_at))).toBe(30 * DAY)

    const restored = await bulk(ACTIVITIES, 'restaurar', [{ id: zeta }, { id: alfa }])
    expect(restored.body.message).toBe('2 elementos restaurados')
    expect(await publicIds()).toEqual(expect.arrayContaining([zeta, alfa]))
    expect(await feed()).toContain(`actividad-${zeta}@`)
    // Both moves are versions of the item, by who did them ('Historial').
    expect(await historyNames('activities', zeta)).toContain(TEST_USERS.editor.name)
  })

  it('leaves an activity saved by someone else since the list was read as it is, and names it', async () => {
    const rows = await staffRows()
    const stale = rows.find((row) => row.id === alfa)!
    const fresh = rows.find((row) => row.id === media)!
    const edit = await call('PUT', `${ACTIVITIES}/${alfa}`, {
      as: 'admin',
      json: {
        id: alfa,
        title: `Alfa ${stamp}`,
        description: 'Cambio del admin.',
        activityDate: stale.activity_date,
        schoolGrade: '3° de primaria',
        materialsLink: 'https://materiales.mx/prueba',
        materialsList: ['Lápiz'],
      },
    })
    expect(edit.status).toBe(200)
    const answer = await bulk(ACTIVITIES, 'eliminar', [
      { id: stale.id, version: stale.version },
      { id: fresh.id, version: fresh.version },
    ])
    expect(answer.body.partial).toBe(true)
    expect(answer.body.message).toMatch(
      new RegExp(
        `^1 elemento movido a la papelera\\. No se pudo eliminar 1 elemento: "Alfa ${stamp}": No se guardaron`,
      ),
    )
    expect(await publicIds()).toContain(alfa)
    expect(await publicIds()).not.toContain(media)
    await bulk(ACTIVITIES, 'restaurar', [{ id: media }])
  })

  it('the spec’s DELETE moves it to the trash too; the daily job deletes for good after 30 days (time passed in)', async () => {
    const payload = await testPayload()
    const own = await createActivity('Propia', 12)
    const removed = await call('DELETE', `${ACTIVITIES}/${own}`, { as: 'editor' })
    expect(removed.body).toMatchObject({ error: false, message: 'Actividad eliminada correctamente.' })
    expect(await publicIds()).not.toContain(own)
    expect((await trashRows(ACTIVITIES)).map((row) => row.id)).toContain(own)
    const count = async () =>
      (await payload.count({ collection: 'activities', where: { id: { equals: own } }, trash: true })).totalDocs
    await purgeTrash(payload, new Date(Date.now() + 29 * DAY))
    expect(await count()).toBe(1)
    expect(await purgeTrash(payload, new Date(Date.now() + 31 * DAY))).toHaveProperty('activities')
    expect(await count()).toBe(0)
  })
})

describe('a category screen (music): categories and their items', () => {
  type Category = { id: number; name: string; is_active: boolean; version?: string; music: Item[] }
  type Item = { id: number; title: string; version?: string }
  let category: number
  const items: number[] = []
  const categories: number[] = []

  const createCategory = async (name: string): Promise<number> => {
    const answer = await call('POST', `${MUSIC}/categorias`, {
      as: 'editor',
      form: { name: `${name} ${stamp}`, image: await png(), selected_image: await png() },
    })
    expect(answer.status).toBe(201)
    categories.push(answer.body.data.id)
    return answer.body.data.id
  }
  const createItem = async (title: string, categoryId = category): Promise<number> => {
    const answer = await call('POST', MUSIC, {
      as: 'editor',
      form: { category_id: String(categoryId), title: `${title} ${stamp}`, url: 'https://musica.mx/pista.mp3' },
    })
    expect(answer.status).toBe(201)
    items.push(answer.body.data.id)
    return answer.body.data.id
  }
  const staffCategory = async (id = category): Promise<Category | undefined> =>
    ((await call('GET', `${MUSIC}/categorias/all`, { as: 'editor' })).body as Category[]).find((row) => row.id === id)
  const publicItemIds = async (): Promise<number[]> =>
    ((await call('GET', `${MUSIC}/categorias/all`)).body as Category[]).flatMap((row) =>
      row.music.map((item) => item.id),
    )
  const publicCategoryIds = async (): Promise<number[]> =>
    ((await call('GET', `${MUSIC}/categorias/all`)).body as Category[]).map((row) => row.id)

  let first: number, second: number, third: number
  beforeAll(async () => {
    category = await createCategory('Lote')
    first = await createItem('Primera')
    second = await createItem('Segunda')
    third = await createItem('Tercera')
  })
  afterAll(async () => {
    await deleteForGood('music-items', ...items)
    await deleteForGood('music-categories', ...categories)
  })

  it('refuses anonymous callers (bulk and trash, categories and items)', async () => {
    expect((await bulk(MUSIC, 'despublicar', [{ id: first }], 'anonymous')).status).toBe(401)
    expect((await bulk(`${MUSIC}/categorias`, 'despublicar', [{ id: category }], 'anonymous')).status).toBe(401)
    expect((await call('GET', `${MUSIC}/papelera`)).status).toBe(401)
    expect((await call('GET', `${MUSIC}/categorias/papelera`)).status).toBe(401)
  })

  it('unpublishes two items in one request: the count, visitors no longer see them, history, cache expired', async () => {
    const rows = (await staffCategory())!.music.filter((item) => item.id !== third)
    expired.length = 0
    const answer = await bulk(
      MUSIC,
      'despublicar',
      rows.map(({ id, version }) => ({ id, version })),
    )
    expect(answer.body).toMatchObject({ error: false, message: '2 elementos despublicados' })
    expect(expired).toContain(collectionTag('music-items'))
    expect(await historyNames('music-items', first)).toContain(TEST_USERS.editor.name)
    const visible = await publicItemIds()
    expect(visible).toContain(third)
    expect(visible).not.toContain(first)
    expect(visible).not.toContain(second)
    expect((await bulk(MUSIC, 'publicar', [{ id: first }, { id: second }])).body.message).toBe('2 elementos publicados')
    expect(await publicItemIds()).toEqual(expect.arrayContaining([first, second, third]))
  })

  it('leaves an item saved by someone else since the list was read as it is, and names it', async () => {
    const rows = (await staffCategory())!.music
    const stale = rows.find((item) => item.id === second)!
    await call('POST', `${MUSIC}/toggle-active/${second}`, { as: 'admin' })
    await call('POST', `${MUSIC}/toggle-active/${second}`, { as: 'admin' })
    const answer = await bulk(MUSIC, 'despublicar', [{ id: second, version: stale.version }])
    expect(answer.status).toBe(409)
    expect(answer.body.message).toMatch(
      new RegExp(`^No se pudo despublicar 1 elemento: "Segunda ${stamp}": No se guardaron tus cambios: Admin Pruebas`),
    )
    expect(await publicItemIds()).toContain(second)
  })

  it('a category holding items stays out of the trash; its items first, then it; restored in that order', async () => {
    const holding = await bulk(`${MUSIC}/categorias`, 'eliminar', [{ id: category }])
    expect(holding.status).toBe(409)
    expect(holding.body.message).toMatch(/No se pudo eliminar 1 elemento: ".*": /)
    expect(await publicCategoryIds()).toContain(category)

    expect((await bulk(MUSIC, 'eliminar', [{ id: first }, { id: second }, { id: third }])).body.message).toBe(
      '3 elementos movidos a la papelera',
    )
    expect(await publicItemIds()).toEqual(expect.not.arrayContaining([first, second, third]))
    expect((await staffCategory())!.music).toEqual([])
    // Payload's REST API: an anonymous `?trash=true` does not reach the trashed track.
    expect((await rest('GET', `music-items/${first}?trash=true`)).status).toBe(404)
    expect((await trashRows(MUSIC)).map((row) => row.id)).toEqual(expect.arrayContaining([first, second, third]))

    expired.length = 0
    const moved = await bulk(`${MUSIC}/categorias`, 'eliminar', [{ id: category }])
    expect(moved.body.message).toBe('1 elemento movido a la papelera')
    expect(expired).toContain(collectionTag('music-categories'))
    expect(await publicCategoryIds()).not.toContain(category)
    expect(await staffCategory()).toBeUndefined()
    expect((await trashRows(`${MUSIC}/categorias`)).find((row) => row.id === category)).toMatchObject({
      name: `Lote ${stamp}`,
    })
    // Each trash is searched by name (the stored search column of every table with a trash).
    for (const [path, id] of [
      [`${MUSIC}/categorias`, category],
      [MUSIC, first],
      [`${IMAGES}/categorias`, undefined],
      [IMAGES, undefined],
      ['/profe-max/recursos-educativos/plantillas/categorias', undefined],
      ['/profe-max/recursos-educativos/plantillas', undefined],
    ] as const) {
      const found = await call('GET', `${path}/papelera?paginated=true&page=1&pageSize=10&filters[text]=${stamp}`, {
        as: 'editor',
      })
      expect(found.status).toBe(200)
      if (id) expect(found.body.data.map((row: { id: number }) => row.id)).toContain(id)
    }
    // Deleted for good while its items wait in the trash: refused (a restored item needs its category).
    const forGood = await bulk(`${MUSIC}/categorias`, 'eliminar-definitivamente', [{ id: category }])
    expect(forGood.status).toBe(409)

    // An item cannot come back into a category still in the trash.
    const orphan = await bulk(MUSIC, 'restaurar', [{ id: first }])
    expect(orphan.status).toBe(409)
    expect(orphan.body.message).toContain('Su categoría está en la papelera: restaura primero la categoría.')

    expect((await bulk(`${MUSIC}/categorias`, 'restaurar', [{ id: category }])).body.message).toBe(
      '1 elemento restaurado',
    )
    expect((await bulk(MUSIC, 'restaurar', [{ id: first }, { id: second }, { id: third }])).body.message).toBe(
      '3 elementos restaurados',
    )
    expect(await publicItemIds()).toEqual(expect.arrayContaining([first, second, third]))
  })

  it('the spec’s DELETE of an item and of an empty category moves them to the trash; the daily job empties both after 30 days', async () => {
    const payload = await testPayload()
    const empty = await createCategory('Vacía')
    const track = await createItem('Suelta', empty)
    expect((await call('DELETE', `${MUSIC}/${track}`, { as: 'editor' })).body.error).toBe(false)
    expect((await call('DELETE', `${MUSIC}/categorias/${empty}`, { as: 'editor' })).body).toMatchObject({
      error: false,
      message: 'Categoría eliminada correctamente.',
    })
    expect(await publicCategoryIds()).not.toContain(empty)
    const count = async (collection: 'music-items' | 'music-categories', id: number) =>
      (await payload.count({ collection, where: { id: { equals: id } }, trash: true })).totalDocs
    await purgeTrash(payload, new Date(Date.now() + 29 * DAY))
    expect(await count('music-items', track)).toBe(1)
    expect(await count('music-categories', empty)).toBe(1)
    await purgeTrash(payload, new Date(Date.now() + 31 * DAY))
    expect(await count('music-items', track)).toBe(0)
    expect(await count('music-categories', empty)).toBe(0)
  })
})

describe('an image of the bank in the trash', () => {
  it('is not in the public JSON and its file is not served to visitors; restored, both are back', async () => {
    const category = (await call('GET', `${IMAGES}/categorias/all`, { as: 'editor' })).body[0].id as number
    const created = await call('POST', IMAGES, {
      as: 'editor',
      form: { category_id: String(category), title: `Imagen ${stamp}`, file: await png() },
    })
    expect(created.status).toBe(201)
    const { id, path } = created.body.data as { id: number; path: string }
    const file = path.replace(/^\/api\//, '')
    const publicIds = async () =>
      ((await call('GET', `${IMAGES}/categorias/all`)).body as { images: { id: number }[] }[]).flatMap((row) =>
        row.images.map((image) => image.id),
      )
    try {
      expect(await publicIds()).toContain(id)
      expect((await rest('GET', file)).status).toBe(200)
      expect((await bulk(IMAGES, 'eliminar', [{ id }])).body.message).toBe('1 elemento movido a la papelera')
      expect(await publicIds()).not.toContain(id)
      expect((await rest('GET', file)).status).not.toBe(200)
      expect((await bulk(IMAGES, 'restaurar', [{ id }])).body.message).toBe('1 elemento restaurado')
      expect(await publicIds()).toContain(id)
    } finally {
      await deleteForGood('images', id)
    }
  })
})

describe('allies', () => {
  type Ally = { id: number; name: string; version?: string }
  const ids: number[] = []
  const publicIds = async (): Promise<number[]> =>
    ((await call('GET', `${ALLIES}/all`)).body as Ally[]).map((row) => row.id)
  beforeAll(async () => {
    for (const name of ['Uno', 'Dos']) {
      const created = await call('POST', ALLIES, {
        as: 'editor',
        form: { name: `${name} ${stamp}`, logo: await png() },
      })
      expect(created.status).toBe(201)
      ids.push(created.body.data.id)
    }
  })
  afterAll(() => deleteForGood('allies', ...ids))

  it('no column sorts a manually ordered list', async () => {
    for (const sort of ['name', '-createdAt', 'is_active', 'order']) {
      const refused = await call('GET', `${ALLIES}/all?paginated=true&sort=${sort}`, { as: 'editor' })
      expect(refused.status).toBe(400)
    }
  })

  it('bulk unpublish and delete: refused anonymously, the count, history, cache expiry, hidden from visitors, restored', async () => {
    expect((await bulk(ALLIES, 'despublicar', [{ id: ids[0] }], 'anonymous')).status).toBe(401)
    const staff = (
      (await call('GET', `${ALLIES}/all?paginated=true&page=1&pageSize=100`, { as: 'editor' })).body.data as Ally[]
    ).filter((row) => ids.includes(row.id))
    expired.length = 0
    const answer = await bulk(
      ALLIES,
      'despublicar',
      staff.map(({ id, version }) => ({ id, version })),
    )
    expect(answer.body.message).toBe('2 elementos despublicados')
    expect(expired).toContain(collectionTag('allies'))
    expect(await historyNames('allies', ids[0]!)).toContain(TEST_USERS.editor.name)
    expect(await publicIds()).toEqual(expect.not.arrayContaining(ids))
    await bulk(
      ALLIES,
      'publicar',
      ids.map((id) => ({ id })),
    )
    expect(await publicIds()).toEqual(expect.arrayContaining(ids))

    expect((await bulk(ALLIES, 'eliminar', [{ id: ids[0] }])).body.message).toBe('1 elemento movido a la papelera')
    expect(await publicIds()).not.toContain(ids[0])
    expect((await rest('GET', `allies/${ids[0]}?trash=true`)).status).toBe(404)
    expect((await trashRows(ALLIES)).map((row) => row.id)).toContain(ids[0])
    expect((await bulk(ALLIES, 'restaurar', [{ id: ids[0] }])).body.message).toBe('1 elemento restaurado')
    expect(await publicIds()).toContain(ids[0])

    // A stale version is left as it is.
    await call('POST', `${ALLIES}/toggle-active/${ids[1]}`, { as: 'admin' })
    await call('POST', `${ALLIES}/toggle-active/${ids[1]}`, { as: 'admin' })
    const stale = staff.find((row) => row.id === ids[1])!
    expect((await bulk(ALLIES, 'eliminar', [{ id: stale.id, version: stale.version }])).status).toBe(409)
    expect(await publicIds()).toContain(ids[1])
  })
})

describe('pending scheduled changes of an item moved to the trash', () => {
  const CASES = [
    {
      what: 'a blog’s pending publication',
      base: '/admin/blogs/padres-familia',
      collection: 'blogs' as const,
      form: () => blogForm(`Programado ${stamp}`),
      schedule: (id: number) => ({ target: 'blog', blog_id: id, run_at: mexicoCityLocal(new Date(Date.now() + DAY)) }),
    },
    {
      what: 'a pending recommendation of a tool',
      base: '/profe-max/desarrollo/herramientas',
      collection: 'tools' as const,
      form: () => toolForm(`Recomendada ${stamp}`),
      schedule: (id: number) => ({
        target: 'development-recommendation',
        type: 'tool',
        item_id: id,
        run_at: '2030-01-01T00:00',
      }),
    },
  ]

  it.each(CASES)(
    '$what is cancelled (with its reason) when the item goes to the trash, and stays cancelled when it is restored',
    async ({ base, collection, form, schedule }) => {
      const payload = await testPayload()
      const created = await call('POST', base, { as: 'editor', form: await form() })
      const id = created.body.data.id as number
      try {
        const scheduled = await call('POST', '/profe-max/programacion', { as: 'editor', json: schedule(id) })
        expect(scheduled.status).toBe(201)
        const scheduleId = scheduled.body.schedule.id as number
        const state = async () =>
          await payload.findByID({ collection: 'scheduled-changes', id: scheduleId, depth: 0, overrideAccess: true })
        expect((await state()).status).toBe('pending')
        expect((await bulk(base, 'eliminar', [{ id }])).body.error).toBe(false)
        expect(await state()).toMatchObject({ status: 'cancelled', failure: TRASH_CANCELLED })
        expect((await bulk(base, 'restaurar', [{ id }])).body.error).toBe(false)
        expect((await state()).status).toBe('cancelled')
      } finally {
        await deleteForGood(collection, id)
      }
    },
  )
})

describe('who else has the form open, on these screens', () => {
  it('names the other staff on an activity, a music category, a music item and an ally', async () => {
    const payload = await testPayload()
    const targets = await Promise.all(
      (['activities', 'music-categories', 'music-items', 'allies'] as const).map(async (collection) => {
        const { docs } = await payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })
        return { collection, id: docs[0]!.id }
      }),
    )
    for (const { collection, id } of targets) {
      const path = `/edicion/${collection}/${id}`
      expect((await call('POST', path, { as: 'editor' })).body.data).toEqual({ others: [] })
      expect((await call('POST', path, { as: 'admin' })).body.data).toEqual({ others: [TEST_USERS.editor.name] })
      expect((await call('DELETE', path, { as: 'editor' })).status).toBe(200)
      expect((await call('POST', path, { as: 'admin' })).body.data).toEqual({ others: [] })
      await call('DELETE', path, { as: 'admin' })
    }
  })
})
