import { recordExpiredTags } from '../expired-tags'

/**
 * Issue 28: the list screens' bulk actions (publish, unpublish, move to 'Papelera', restore, delete
 * for good), the sortable columns' allow-list and order, and the content types' trash emptied after
 * 30 days (docs/back-office.md). `next/cache` is replaced by a recorder so the cache expiry of each
 * change is seen (outside Next, `expireTag` has nothing to expire).
 */
const expired = recordExpiredTags()

const { blogForm, call, toolForm } = await import('./call')
const { rest, testPayload } = await import('../helpers')
const { MAX_BULK } = await import('../../../src/lib/schemas/list-actions')
const { collectionTag } = await import('../../../src/lib/cache-tags')
const { purgeTrash, PURGE_TRASH_TASK } = await import('../../../src/jobs/purge-trash')
const { SCHEDULE_QUEUE } = await import('../../../src/jobs/queue')
const { plainToRichText } = await import('../../../src/lib/richtext/plain')
const { readBlogCards } = await import('../../../src/site/data')

const TOOLS = '/profe-max/desarrollo/herramientas'
const BLOGS = '/admin/blogs/padres-familia'
const DAY = 24 * 60 * 60 * 1000

const stamp = `lote${Date.now().toString(36)}`
const created: number[] = []

const createTool = async (name: string): Promise<number> => {
  const answer = await call('POST', TOOLS, {
    as: 'editor',
    form: await toolForm(name, `Herramienta ${stamp}.`),
  })
  expect(answer.body).toMatchObject({ error: false })
  created.push(answer.body.data.id as number)
  return answer.body.data.id as number
}

type Row = { id: number; name: string; is_active: boolean; version?: string }

/** The staff list of this suite's tools (searched by the stamp), in the asked order. */
const staffRows = async (sort = '', page = 1, pageSize = 50): Promise<Row[]> => {
  const answer = await call(
    'GET',
    `${TOOLS}/all?paginated=true&page=${page}&pageSize=${pageSize}&filters[text]=${stamp}${sort ? `&sort=${sort}` : ''}`,
    { as: 'editor' },
  )
  expect(answer.status).toBe(200)
  return answer.body.data as Row[]
}

const publicIds = async (): Promise<number[]> =>
  ((await call('GET', `${TOOLS}/all?filters[text]=${stamp}`)).body as Row[]).map((row) => row.id)

const bulk = (action: string, items: unknown[], as: 'editor' | 'admin' | 'anonymous' = 'editor', path = TOOLS) =>
  call('POST', `${path}/acciones`, { as, json: { action, items } })

let tools: number[] = []

beforeAll(async () => {
  tools = []
  for (const name of ['Cuaderno', 'Atlas', 'Brújula', 'Diccionario']) tools.push(await createTool(`${name} ${stamp}`))
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({
    collection: 'tools',
    where: { id: { in: created } },
    trash: true,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

describe('bulk actions', () => {
  it('refuses an anonymous caller and a caller across the site (no session: 401; a cross-site cookie write: 403)', async () => {
    const anonymous = await bulk('despublicar', [{ id: tools[0] }], 'anonymous')
    expect(anonymous.status).toBe(401)
    const crossSite = await call('POST', `${TOOLS}/acciones`, {
      as: 'editor',
      viaCookie: true,
      json: { action: 'despublicar', items: [{ id: tools[0] }] },
      headers: { Origin: 'https://otro-sitio.example', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    expect((await staffRows()).every((row) => row.is_active)).toBe(true)
  })

  it('refuses an unknown action, an empty selection, a repeated item and more than MAX_BULK items, changing nothing', async () => {
    expect((await bulk('archivar', [{ id: tools[0] }])).body).toMatchObject({
      error: true,
      message: 'La acción no es válida.',
    })
    expect((await bulk('despublicar', [])).body).toMatchObject({ message: 'Selecciona al menos un elemento.' })
    expect((await bulk('despublicar', [{ id: tools[0] }, { id: tools[0] }])).body).toMatchObject({
      message: 'Un elemento está repetido.',
    })
    const many = Array.from({ length: MAX_BULK + 1 }, (_, index) => ({ id: index + 1 }))
    const tooMany = await bulk('despublicar', many)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toBe(`Selecciona como máximo ${MAX_BULK} elementos a la vez.`)
    expect((await staffRows()).every((row) => row.is_active)).toBe(true)
  })

  it('unpublishes three items in one request: the count in Spanish, visitors no longer see them, one version each by who did it, the cache expired', async () => {
    const rows = await staffRows()
    const chosen = rows.filter((row) => tools.slice(0, 3).includes(row.id))
    expired.length = 0
    const answer = await bulk(
      'despublicar',
      chosen.map(({ id, version }) => ({ id, version })),
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ error: false, message: '3 elementos despublicados' })
    expect(answer.body.data.done.sort()).toEqual(tools.slice(0, 3).sort())
    expect(expired).toContain(collectionTag('tools'))
    expect(await publicIds()).toEqual([tools[3]])
    const history = await call('GET', `/historial/tools/${tools[0]}`, { as: 'admin' })
    expect(history.status).toBe(200)
    expect(JSON.stringify(history.body)).toContain('Editor Pruebas')

    const republished = await bulk(
      'publicar',
      tools.slice(0, 3).map((id) => ({ id })),
    )
    expect(republished.body.message).toBe('3 elementos publicados')
    expect((await publicIds()).sort()).toEqual([...tools].sort())
  })

  it('leaves an item changed since the list was read as it is, and names it (version conflict)', async () => {
    const rows = await staffRows()
    const [first, second] = [rows.find((row) => row.id === tools[0])!, rows.find((row) => row.id === tools[1])!]
    // Someone else switches the second one off and on again: the list's version of it is outdated.
    await call('POST', `${TOOLS}/toggle-active/${second.id}`, { as: 'admin' })
    await call('POST', `${TOOLS}/toggle-active/${second.id}`, { as: 'admin' })
    const answer = await bulk('despublicar', [
      { id: first.id, version: first.version },
      { id: second.id, version: second.version },
    ])
    expect(answer.status).toBe(200)
    expect(answer.body.partial).toBe(true)
    expect(answer.body.message).toMatch(
      new RegExp(
        `^1 elemento despublicado\\. No se pudo despublicar 1 elemento: "${second.name}": No se guardaron tus cambios: Admin Pruebas guardó`,
      ),
    )
    expect(answer.body.data.failed).toEqual([expect.objectContaining({ id: second.id, name: second.name })])
    const after = await staffRows()
    expect(after.find((row) => row.id === first.id)?.is_active).toBe(false)
    expect(after.find((row) => row.id === second.id)?.is_active).toBe(true)
    await bulk('publicar', [{ id: first.id }])
  })

  it('a blog of another audience is not found through this audience’s route', async () => {
    const payload = await testPayload()
    const created = await call('POST', '/admin/blogs/alumnos', {
      as: 'editor',
      form: await blogForm(`Otro público ${stamp}`),
    })
    const other = created.body.data as { id: number }
    try {
      const answer = await bulk('despublicar', [{ id: other.id }], 'editor', BLOGS)
      expect(answer.status).toBe(409)
      expect(answer.body).toMatchObject({ error: true, data: { done: [], failed: [{ id: other.id }] } })
      expect((await payload.findByID({ collection: 'blogs', id: other.id, overrideAccess: true })).is_active).toBe(true)
    } finally {
      await payload.delete({ collection: 'blogs', id: other.id, overrideAccess: true, trash: true })
    }
  })
})

describe('sortable columns', () => {
  it('refuses a column outside the allow-list (400, in Spanish) and a malformed order', async () => {
    for (const sort of ['description', 'link', '-password', 'name;drop']) {
      const answer = await call('GET', `${TOOLS}/all?paginated=true&sort=${encodeURIComponent(sort)}`, { as: 'editor' })
      expect(answer.status).toBe(400)
      expect(answer.body.error).toBe(true)
    }
    const anonymous = await call('GET', `${TOOLS}/all?sort=description`)
    expect(anonymous.status).toBe(400)
  })

  it('orders by name both ways, by date and by status, in SQL, and pages stay disjoint and complete', async () => {
    const names = (rows: Row[]) => rows.map((row) => row.name.split(' ')[0])
    expect(names(await staffRows('name'))).toEqual(['Atlas', 'Brújula', 'Cuaderno', 'Diccionario'])
    expect(names(await staffRows('-name'))).toEqual(['Diccionario', 'Cuaderno', 'Brújula', 'Atlas'])
    expect((await staffRows('createdAt')).map((row) => row.id)).toEqual(tools)
    expect((await staffRows('-createdAt')).map((row) => row.id)).toEqual([...tools].reverse())
    await bulk('despublicar', [{ id: tools[2] }])
    try {
      expect((await staffRows('is_active'))[0]?.id).toBe(tools[2])
      expect((await staffRows('-is_active')).at(-1)?.id).toBe(tools[2])
      // Two ties (three published): the id keeps one order, so two pages of two hold every row once.
      const paged = [...(await staffRows('-is_active', 1, 2)), ...(await staffRows('-is_active', 2, 2))]
      expect(paged.map((row) => row.id).sort()).toEqual([...tools].sort())
    } finally {
      await bulk('publicar', [{ id: tools[2] }])
    }
  })
})

describe('the trash', () => {
  it('a delete moves the item to Papelera: gone from every list and from visitors even asking for it, listed in Papelera with its purge day', async () => {
    const id = await createTool(`Regla ${stamp}`)
    const removed = await call('DELETE', `${TOOLS}/${id}`, { as: 'editor' })
    expect(removed.body).toMatchObject({ error: false, message: 'Herramienta eliminada' })
    expect((await staffRows()).map((row) => row.id)).not.toContain(id)
    expect(await publicIds()).not.toContain(id)
    // Payload's REST API: an anonymous `?trash=true` does not reach trashed items.
    const viaRest = await rest('GET', `tools?trash=true&where[id][equals]=${id}`)
    expect(viaRest.json.docs ?? []).toEqual([])
    const single = await rest('GET', `tools/${id}?trash=true`)
    expect(single.status).toBe(404)

    const trash = await call('GET', `${TOOLS}/papelera?paginated=true&page=1&pageSize=50`, { as: 'editor' })
    expect(trash.status).toBe(200)
    const row = (trash.body.data as Record<string, string | number>[]).find((candidate) => candidate.id === id)
    expect(row).toMatchObject({ name: `Regla ${stamp}` })
    expect(Date.parse(String(row!.purge_at)) - Date.parse(String(row!.deleted_at))).toBe(30 * DAY)
    expect((await call('GET', `${TOOLS}/papelera`)).status).toBe(401)

    const restored = await bulk('restaurar', [{ id }])
    expect(restored.body.message).toBe('1 elemento restaurado')
    expect(await publicIds()).toContain(id)

    await call('DELETE', `${TOOLS}/${id}`, { as: 'editor' })
    const purged = await bulk('eliminar-definitivamente', [{ id }])
    expect(purged.body.message).toBe('1 elemento eliminado definitivamente')
    const payload = await testPayload()
    const { totalDocs } = await payload.count({ collection: 'tools', where: { id: { equals: id } }, trash: true })
    expect(totalDocs).toBe(0)
  })

  it('restoring or deleting for good only reaches items in the trash; bulk delete moves several at once', async () => {
    const alive = await bulk('eliminar-definitivamente', [{ id: tools[0] }])
    expect(alive.status).toBe(409)
    expect(await publicIds()).toContain(tools[0])
    const moved = await bulk('eliminar', [{ id: tools[0] }, { id: tools[1] }])
    expect(moved.body.message).toBe('2 elementos movidos a la papelera')
    expect(await publicIds()).toEqual(expect.not.arrayContaining([tools[0], tools[1]]))
    const back = await bulk('restaurar', [{ id: tools[0] }, { id: tools[1] }])
    expect(back.body.message).toBe('2 elementos restaurados')
    expect(await publicIds()).toEqual(expect.arrayContaining([tools[0], tools[1]]))
  })

  it('a published blog with a pending draft: in the trash visitors do not see it; restored, the published version is public again and the draft still pending', async () => {
    const payload = await testPayload()
    const blog = await call('POST', BLOGS, {
      as: 'editor',
      form: await blogForm(`Papelera ${stamp}`, 'Texto publicado.'),
    })
    const id = blog.body.data.id as number
    try {
      const draft = await call('POST', `${BLOGS}/${id}`, {
        as: 'editor',
        form: {
          _method: 'PUT',
          draft: '1',
          name: `Papelera ${stamp} (borrador)`,
          body: JSON.stringify(plainToRichText('Texto del borrador.')),
        },
      })
      expect(draft.body).toMatchObject({ error: false })
      const visible = async () => (await readBlogCards('padres-familia')).some((card: { id: number }) => card.id === id)
      expect(await visible()).toBe(true)
      expect((await bulk('eliminar', [{ id }], 'editor', BLOGS)).body.message).toBe('1 elemento movido a la papelera')
      expect(await visible()).toBe(false)
      const anonymous = await rest('GET', `blogs?trash=true&draft=true&where[id][equals]=${id}`)
      expect(anonymous.json.docs ?? []).toEqual([])
      expect((await bulk('restaurar', [{ id }], 'editor', BLOGS)).body.message).toBe('1 elemento restaurado')
      expect(await visible()).toBe(true)
      const published = await payload.findByID({ collection: 'blogs', id, depth: 0, overrideAccess: true })
      expect(published).toMatchObject({ name: `Papelera ${stamp}`, _status: 'published' })
      const newest = await payload.findByID({ collection: 'blogs', id, depth: 0, draft: true, overrideAccess: true })
      expect(newest).toMatchObject({ name: `Papelera ${stamp} (borrador)`, _status: 'draft' })
    } finally {
      await payload.delete({ collection: 'blogs', id, overrideAccess: true, trash: true })
    }
  })

  it('the daily job deletes for good what has been in the trash more than 30 days, and keeps the rest (time passed in)', async () => {
    const payload = await testPayload()
    const [old, recent] = [await createTool(`Vieja ${stamp}`), await createTool(`Reciente ${stamp}`)]
    await bulk('eliminar', [{ id: old }, { id: recent }])
    const now = new Date()
    // The old one went to the trash 31 days ago (its instant moved back), the recent one now.
    await payload.update({
      collection: 'tools',
      id: old,
      data: { deletedAt: new Date(now.getTime() - 31 * DAY).toISOString() },
      trash: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const count = async (id: number) =>
      (await payload.count({ collection: 'tools', where: { id: { equals: id } }, trash: true })).totalDocs
    expect(await purgeTrash(payload, now)).toMatchObject({ tools: 1 })
    expect(await count(old)).toBe(0)
    expect(await count(recent)).toBe(1)
    // Through the jobs queue, 29 days later: still there; 31 days later: gone.
    const runAt = async (days: number) => {
      await payload.jobs.queue({
        task: PURGE_TRASH_TASK,
        input: { now: new Date(now.getTime() + days * DAY).toISOString() },
        queue: SCHEDULE_QUEUE,
      })
      await payload.jobs.run({ queue: SCHEDULE_QUEUE })
    }
    await runAt(29)
    expect(await count(recent)).toBe(1)
    await runAt(31)
    expect(await count(recent)).toBe(0)
  })

  it('deletion on request (ARCO) is untouched: the personal-data collections have no trash, their delete is for good', async () => {
    const payload = await testPayload()
    for (const slug of ['registrations', 'nominations', 'votes', 'candidates', 'mail-outbox', 'audit-log'] as const)
      expect(payload.collections[slug]?.config.trash ?? false).toBe(false)
    expect(payload.collections.tools.config.trash).toBe(true)
  })
})
