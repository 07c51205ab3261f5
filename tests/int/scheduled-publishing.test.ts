import { createHmac } from 'node:crypto'

import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'

import config from '../../payload.config'
import { guardRest } from '../../src/lib/request-guard'

import { applyScheduledChange } from '../../src/jobs/apply'
import { SCHEDULE_QUEUE } from '../../src/jobs/queue'
import { sweepOverdueChanges } from '../../src/jobs/sweep'
import { ALLOW_PAST_RUN_AT, PAST_MESSAGE, SAME_MINUTE_MESSAGE } from '../../collections/scheduled/refuseConflicts'
import { mexicoCityLocal } from '../../src/jobs/time'
import type { DevelopmentRecommendation } from '../../src/payload-types'
import { call, png } from './contract/call'
import { rest, testPayload, tokenFor } from './helpers'
import { TEST_USERS } from './users'

const LIST = '/admin/blogs/alumnos/all'
const SCHEDULES = '/profe-max/programacion'
const context = { disableRevalidate: true }

let payload: Payload
let imageId: number
let development: DevelopmentRecommendation
const blogIds: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  imageId = await newImage()
  development = await payload.findGlobal({ slug: 'development-recommendation', depth: 0 })
})

afterAll(async () => {
  await payload.delete({ collection: 'scheduled-changes', where: { id: { exists: true } }, overrideAccess: true })
  for (const id of blogIds) await payload.delete({ collection: 'blogs', id, context })
  await payload.updateGlobal({
    slug: 'development-recommendation',
    data: { type: development.type, item: development.item },
    depth: 0,
    context,
  })
})

const newImage = async (): Promise<number> => {
  const file = await png('programada.png')
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'programada' },
    file: { data: Buffer.from(await file.arrayBuffer()), name: file.name, mimetype: 'image/png', size: file.size },
  })
  return image.id
}

/** An unpublished blog of the students' list. */
const draftBlog = async (name: string, image = imageId): Promise<number> => {
  const blog = await payload.create({
    collection: 'blogs',
    data: {
      audience: 'alumnos',
      name: `${name} ${Date.now()}`,
      short_description: 'Resumen',
      description: 'Texto del blog.',
      image_path: image,
      is_active: false,
    },
    context,
  })
  blogIds.push(blog.id)
  return blog.id
}

/** What an anonymous visitor's list shows (the contract's public read, published blogs only). */
const publicNames = async (): Promise<string[]> => {
  const { status, body } = await call('GET', LIST)
  expect(status).toBe(200)
  return (body as { name: string }[]).map(({ name }) => name)
}

/** A schedule whose time passed while no instance was running (its job waits for the next tick). */
const missedSchedule = async (data: Record<string, unknown>) =>
  payload.create({
    collection: 'scheduled-changes',
    data: { runAt: new Date(Date.now() - 60_000).toISOString(), ...data } as never,
    overrideAccess: true,
    context: { [ALLOW_PAST_RUN_AT]: true },
  })

/** The job of a schedule, as Payload's queue keeps it. */
const jobOf = async (scheduleId: number) => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'applyScheduledChange' } },
    limit: 0,
    overrideAccess: true,
  })
  return docs.find((job) => (job.input as { scheduleId?: number } | null)?.scheduleId === scheduleId)
}

/** How many times PostgreSQL wrote each blog's row during `work`, counted by a trigger the test installs. */
/**
 * Two runners at once. Either may fail on a job the other finished and deleted (Payload's runner
 * then updates a row that is gone): a failed tick, retried at the next one; the change still counts once.
 */
const twoRunners = () =>
  Promise.allSettled([payload.jobs.run({ queue: SCHEDULE_QUEUE }), payload.jobs.run({ queue: SCHEDULE_QUEUE })])

const countBlogWrites = async (ids: number[], work: () => Promise<unknown>): Promise<Record<number, number>> => {
  const db = payload.db.drizzle
  await db.execute(`CREATE TABLE IF NOT EXISTS test_blog_writes (blog_id integer)`)
  await db.execute(`DELETE FROM test_blog_writes`)
  await db.execute(
    `CREATE OR REPLACE FUNCTION test_count_blog_write() RETURNS trigger AS $$ BEGIN INSERT INTO test_blog_writes VALUES (NEW.id); RETURN NEW; END $$ LANGUAGE plpgsql`,
  )
  await db.execute(
    `CREATE TRIGGER test_blog_writes AFTER UPDATE ON blogs FOR EACH ROW WHEN (NEW.id IN (${ids.map(Number).join(',')})) EXECUTE FUNCTION test_count_blog_write()`,
  )
  try {
    await work()
    const { rows } = (await db.execute(
      `SELECT blog_id, count(*)::int AS writes FROM test_blog_writes GROUP BY blog_id`,
    )) as unknown as { rows: { blog_id: number; writes: number }[] }
    return Object.fromEntries(ids.map((id) => [id, rows.find((row) => row.blog_id === id)?.writes ?? 0]))
  } finally {
    await db.execute(`DROP TRIGGER IF EXISTS test_blog_writes ON blogs`)
    await db.execute(`DROP TABLE IF EXISTS test_blog_writes`)
  }
}

describe('scheduled publishing through the jobs queue', () => {
  it('a blog whose publish time passed is published at the next job tick and the public list shows it', async () => {
    const ownImage = await newImage()
    const id = await draftBlog('Programado', ownImage)
    const { name } = await payload.findByID({ collection: 'blogs', id, depth: 0 })
    const schedule = await missedSchedule({ target: 'blog', blog: id })
    expect(await publicNames()).not.toContain(name)
    // The blog's own image is not public while nothing published uses it (collections/media/visibility.ts).
    const anonymousImage = () =>
      payload.findByID({ collection: 'media', id: ownImage, depth: 0, overrideAccess: false })
    await expect(anonymousImage()).rejects.toThrow()

    await payload.jobs.run({ queue: SCHEDULE_QUEUE })

    expect(await publicNames()).toContain(name)
    const stored = await payload.findByID({ collection: 'scheduled-changes', id: schedule.id, depth: 0 })
    expect(stored.status).toBe('done')
    expect(stored.doneAt).toBeTruthy()
    // Through payload.update: the collection's own hooks ran (the blog's image became public with it).
    expect((await anonymousImage()).id).toBe(ownImage)
  })

  it("the published version is credited to who scheduled it, not 'Sistema' (issue 28)", async () => {
    const id = await draftBlog('Programado por la editora')
    await tokenFor('editor') // the test accounts exist once signed in
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: TEST_USERS.editor.email } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const editor = docs[0]!
    await missedSchedule({ target: 'blog', blog: id, scheduledBy: editor.id })
    await payload.jobs.run({ queue: SCHEDULE_QUEUE })
    const history = await call('GET', `/historial/blogs/${id}`, { as: 'admin' })
    expect(history.status).toBe(200)
    expect(history.body.data[0]).toMatchObject({ author: TEST_USERS.editor.name, current: true })
  })

  it('two job runners at once publish each blog exactly once', async () => {
    // Eight due jobs: each runner reads them all and then marks them one by one (Payload claims with
    // a read, then a write), so the two runners overlap on most of them.
    const ids = await Promise.all(Array.from({ length: 8 }, (_, index) => draftBlog(`Dos corredores ${index}`)))
    const schedules = await Promise.all(ids.map((id) => missedSchedule({ target: 'blog', blog: id })))
    const writes = await countBlogWrites(ids, async () => {
      await twoRunners()
      await payload.jobs.run({ queue: SCHEDULE_QUEUE }) // the next tick, for a job a failed runner released
    })
    expect(writes).toEqual(Object.fromEntries(ids.map((id) => [id, 1])))
    const { docs } = await payload.find({ collection: 'blogs', where: { id: { in: ids } }, depth: 0, limit: 0 })
    expect(docs.map((blog) => blog.is_active)).toEqual(ids.map(() => true))
    const { docs: done } = await payload.find({
      collection: 'scheduled-changes',
      where: { id: { in: schedules.map(({ id }) => id) } },
      depth: 0,
      limit: 0,
    })
    expect(done.map(({ status }) => status)).toEqual(schedules.map(() => 'done'))
  })

  it('the change itself is claimed once: ten concurrent applications of one schedule, one applies', async () => {
    const id = await draftBlog('Diez a la vez')
    const schedule = await missedSchedule({ target: 'blog', blog: id })
    let results: boolean[] = []
    const writes = await countBlogWrites([id], async () => {
      results = await Promise.all(Array.from({ length: 10 }, () => applyScheduledChange(payload, schedule.id)))
    })
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(writes).toEqual({ [id]: 1 })
  })

  it('a recommendation scheduled for a past date switches at the next tick, and the public read shows it', async () => {
    const { docs } = await payload.find({
      collection: 'development-books',
      where: { is_active: { equals: true } },
      limit: 10,
      depth: 0,
    })
    const current = typeof development.item?.value === 'object' ? development.item.value.id : development.item?.value
    const book = docs.find((candidate) => !(development.type === 'book' && candidate.id === current))!
    expect(book).toBeDefined()
    const schedule = await missedSchedule({ target: 'development-recommendation', type: 'book', item: book.id })

    await payload.jobs.run({ queue: SCHEDULE_QUEUE })

    const stored = await payload.findGlobal({ slug: 'development-recommendation', depth: 0 })
    expect(stored.type).toBe('book')
    expect(stored.item).toEqual({ relationTo: 'development-books', value: book.id })
    const { body } = await call('GET', '/profe-max/desarrollo/recomendacion/actual?section=1')
    expect(body.type).toBe('book')
    expect(body.item.id).toBe(book.id)
    expect((await payload.findByID({ collection: 'scheduled-changes', id: schedule.id, depth: 0 })).status).toBe('done')
  })

  it('a job left processing by a killed process is never run again by Payload: the start-up sweep re-queues it, applied once', async () => {
    const id = await draftBlog('Proceso caído')
    const schedule = await missedSchedule({ target: 'blog', blog: id })
    const job = (await jobOf(schedule.id))!
    // As a process killed in the middle of the task leaves it: claimed, never completed.
    await payload.db.drizzle.execute(`UPDATE payload_jobs SET processing = true WHERE id = ${Number(job.id)}`)
    await payload.jobs.run({ queue: SCHEDULE_QUEUE })
    expect((await payload.findByID({ collection: 'blogs', id, depth: 0 })).is_active).toBe(false)

    // Two instances start at once: both sweep, the next ticks run every re-queued job.
    const writes = await countBlogWrites([id], async () => {
      await Promise.all([sweepOverdueChanges(payload), sweepOverdueChanges(payload)])
      await twoRunners()
      await payload.jobs.run({ queue: SCHEDULE_QUEUE })
    })
    expect(writes).toEqual({ [id]: 1 })
    expect((await payload.findByID({ collection: 'blogs', id, depth: 0 })).is_active).toBe(true)
    expect((await payload.findByID({ collection: 'scheduled-changes', id: schedule.id, depth: 0 })).status).toBe('done')
    await payload.db.drizzle.execute(`DELETE FROM payload_jobs WHERE id = ${Number(job.id)}`)
  })

  it("the jobs endpoint runs the schedule queue for this deployment's runner token, and refuses anonymous callers", async () => {
    const id = await draftBlog('Por HTTP')
    await missedSchedule({ target: 'blog', blog: id })
    const runUrl = 'payload-jobs/run?queue=schedule'
    expect((await rest('GET', runUrl)).status).toBe(401)
    expect((await payload.findByID({ collection: 'blogs', id, depth: 0 })).is_active).toBe(false)
    const token = createHmac('sha256', process.env.PAYLOAD_SECRET ?? '')
      .update('profemax:jobs-runner')
      .digest('hex')
    const url = new URL(`/api/${runUrl}`, 'http://localhost:3000')
    // Through the same guard as src/app/(payload)/api's route (it must let Payload's `run` operation through).
    const collections = async () => new Set((await config).collections.map(({ slug }) => slug))
    const answer = await guardRest(REST_GET(config), { collections })(
      new Request(url, { headers: { Authorization: `Bearer ${token}` } }),
      {
        params: Promise.resolve({ slug: ['payload-jobs', 'run'] }),
      },
    )
    expect(answer.status).toBe(200)
    expect((await payload.findByID({ collection: 'blogs', id, depth: 0 })).is_active).toBe(true)
  })

  it('staff schedule a blog ahead (Mexico City time), see it pending, and cancel it: its job then changes nothing', async () => {
    const id = await draftBlog('Cancelado')
    const when = new Date(Date.now() + 3 * 86_400_000)
    when.setUTCSeconds(0, 0)
    const created = await call('POST', SCHEDULES, {
      as: 'editor',
      json: { target: 'blog', blog_id: id, run_at: mexicoCityLocal(when) },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ error: false, message: 'Publicación programada' })
    expect(new Date(created.body.schedule.run_at).getTime()).toBe(when.getTime())

    const listed = await call('GET', `${SCHEDULES}/all?target=blog&blog_id=${id}`, { as: 'editor' })
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: created.body.schedule.id, run_at_local: mexicoCityLocal(when), status: 'pending' }),
    ])
    const job = await jobOf(created.body.schedule.id)
    expect(new Date(job!.waitUntil!).getTime()).toBe(when.getTime())

    const cancelled = await call('DELETE', `${SCHEDULES}/${created.body.schedule.id}`, { as: 'editor' })
    expect(cancelled.body).toMatchObject({ error: false, message: 'Programación cancelada' })
    expect((await call('GET', `${SCHEDULES}/all?target=blog&blog_id=${id}`, { as: 'editor' })).body.data).toEqual([])
    expect((await call('DELETE', `${SCHEDULES}/${created.body.schedule.id}`, { as: 'editor' })).status).toBe(409)

    // The job still exists and runs at its time; forced now, it finds the schedule cancelled.
    await payload.jobs.runByID({ id: job!.id })
    expect((await payload.findByID({ collection: 'blogs', id, depth: 0 })).is_active).toBe(false)
  })

  it('a new schedule of the same blog replaces its pending one', async () => {
    const id = await draftBlog('Reprogramado')
    const first = await call('POST', SCHEDULES, {
      as: 'admin',
      json: { target: 'blog', blog_id: id, run_at: mexicoCityLocal(new Date(Date.now() + 86_400_000)) },
    })
    const second = await call('POST', SCHEDULES, {
      as: 'admin',
      json: { target: 'blog', blog_id: id, run_at: mexicoCityLocal(new Date(Date.now() + 2 * 86_400_000)) },
    })
    const { body } = await call('GET', `${SCHEDULES}/all?target=blog&blog_id=${id}`, { as: 'admin' })
    expect(body.data.map(({ id: scheduleId }: { id: number }) => scheduleId)).toEqual([second.body.schedule.id])
    expect(
      (await payload.findByID({ collection: 'scheduled-changes', id: first.body.schedule.id, depth: 0 })).status,
    ).toBe('cancelled')
  })

  it('refuses a past or impossible time, an unknown blog and an unpublished item, in Spanish', async () => {
    const id = await draftBlog('Rechazos')
    const past = await call('POST', SCHEDULES, {
      as: 'editor',
      json: { target: 'blog', blog_id: id, run_at: mexicoCityLocal(new Date(Date.now() - 3_600_000)) },
    })
    expect(past.status).toBe(400)
    expect(past.body.message).toBe('La fecha y hora deben ser posteriores a este momento.')
    const impossible = await call('POST', SCHEDULES, {
      as: 'editor',
      json: { target: 'blog', blog_id: id, run_at: '2027-02-31T10:00' },
    })
    expect(impossible.body).toMatchObject({ error: true, message: 'Escribe una fecha y hora válidas.' })
    expect(
      (
        await call('POST', SCHEDULES, {
          as: 'editor',
          json: { target: 'blog', blog_id: 99999999, run_at: '2030-01-01T10:00' },
        })
      ).status,
    ).toBe(404)
    // A published book that is not the current recommendation, unpublished for the check and put back.
    const now = await payload.findGlobal({ slug: 'development-recommendation', depth: 0 })
    const current = typeof now.item?.value === 'object' ? now.item.value.id : now.item?.value
    const { docs } = await payload.find({
      collection: 'development-books',
      where: { is_active: { equals: true } },
      limit: 10,
      depth: 0,
    })
    const hidden = docs.find((book) => book.id !== current)!
    await payload.update({ collection: 'development-books', id: hidden.id, data: { is_active: false }, context })
    try {
      const refused = await call('POST', SCHEDULES, {
        as: 'editor',
        json: { target: 'development-recommendation', type: 'book', item_id: hidden.id, run_at: '2030-01-01T00:00' },
      })
      expect(refused.body).toMatchObject({ error: true, message: 'Elige un elemento publicado para recomendar.' })
    } finally {
      await payload.update({ collection: 'development-books', id: hidden.id, data: { is_active: true }, context })
    }
    const wrongType = await call('POST', SCHEDULES, {
      as: 'editor',
      json: { target: 'wellbeing-recommendation', type: 'course', item_id: 1, run_at: '2030-01-01T00:00' },
    })
    expect(wrongType.body).toMatchObject({ error: true, message: 'El tipo de recomendación no es válido.' })
    expect((await payload.count({ collection: 'scheduled-changes', where: { blog: { equals: id } } })).totalDocs).toBe(
      0,
    )
  })

  it('anonymous callers cannot schedule, list or cancel (4xx, Spanish), on the contract and on /api', async () => {
    const id = await draftBlog('Anónimo')
    const before = (await payload.count({ collection: 'scheduled-changes' })).totalDocs
    const posted = await call('POST', SCHEDULES, { json: { target: 'blog', blog_id: id, run_at: '2030-01-01T10:00' } })
    expect(posted.status).toBe(401)
    expect(posted.body).toEqual({ error: true, message: 'Inicia sesión para continuar.' })
    expect((await call('GET', `${SCHEDULES}/all?target=blog&blog_id=${id}`)).status).toBe(401)
    expect((await call('DELETE', `${SCHEDULES}/1`)).status).toBe(401)
    const viaApi = await rest('POST', 'scheduled-changes', {
      body: { target: 'blog', blog: id, runAt: '2030-01-01T16:00:00.000Z' },
    })
    expect(viaApi.status).toBe(403)
    expect(viaApi.json.errors[0].message).toMatch(/permiso|permitido/i)
    expect((await rest('GET', 'scheduled-changes')).status).toBe(403)
    expect((await payload.count({ collection: 'scheduled-changes' })).totalDocs).toBe(before)
  })

  it('a time in the past is refused on every path, the Local API included (issue 28)', async () => {
    const id = await draftBlog('Pasado')
    const past = new Date(Date.now() - 3_600_000).toISOString()
    await expect(
      payload.create({
        collection: 'scheduled-changes',
        data: { target: 'blog', blog: id, runAt: past, status: 'pending' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: PAST_MESSAGE,
    })
    expect((await payload.count({ collection: 'scheduled-changes', where: { blog: { equals: id } } })).totalDocs).toBe(
      0,
    )
  })

  it('a second pending change of the same item in the same minute is refused; another minute is accepted (issue 28)', async () => {
    const { docs } = await payload.find({
      collection: 'development-books',
      where: { is_active: { equals: true } },
      limit: 2,
      depth: 0,
    })
    const [first, second] = docs as [(typeof docs)[number], (typeof docs)[number]]
    const created: number[] = []
    try {
      const at = (minute: string) => ({
        target: 'development-recommendation',
        type: 'book',
        run_at: `2031-03-01T09:${minute}`,
      })
      const accepted = await call('POST', SCHEDULES, { as: 'editor', json: { ...at('00'), item_id: first.id } })
      expect(accepted.status).toBe(201)
      created.push(accepted.body.schedule.id)
      // The same recommendation, the same minute, another item: which one wins would be chance.
      const clash = await call('POST', SCHEDULES, { as: 'editor', json: { ...at('00'), item_id: second.id } })
      expect(clash.status).toBe(409)
      expect(clash.body).toMatchObject({ error: true, message: SAME_MINUTE_MESSAGE })
      const later = await call('POST', SCHEDULES, { as: 'editor', json: { ...at('01'), item_id: second.id } })
      expect(later.status).toBe(201)
      created.push(later.body.schedule.id)
      // The other recommendation at that minute is another item: accepted.
      const { docs: wellbeing } = await payload.find({
        collection: 'wellbeing-books',
        where: { is_active: { equals: true } },
        limit: 1,
        depth: 0,
      })
      const other = await call('POST', SCHEDULES, {
        as: 'editor',
        json: {
          target: 'wellbeing-recommendation',
          type: 'book',
          item_id: wellbeing[0]!.id,
          run_at: '2031-03-01T09:00',
        },
      })
      expect(other.status).toBe(201)
      created.push(other.body.schedule.id)

      // A blog: two pending publications at one minute through the Local API (the contract replaces).
      const blog = await draftBlog('Mismo minuto')
      const runAt = '2031-03-01T15:00:10.000Z'
      const row = await payload.create({
        collection: 'scheduled-changes',
        data: { target: 'blog', blog, runAt, status: 'pending' },
        overrideAccess: true,
      })
      created.push(row.id)
      await expect(
        payload.create({
          collection: 'scheduled-changes',
          data: { target: 'blog', blog, runAt: '2031-03-01T15:00:50.000Z', status: 'pending' },
          overrideAccess: true,
        }),
      ).rejects.toMatchObject({
        status: 409,
        message: SAME_MINUTE_MESSAGE,
      })
      expect(
        (
          await payload.count({
            collection: 'scheduled-changes',
            where: { blog: { equals: blog }, status: { equals: 'pending' } },
          })
        ).totalDocs,
      ).toBe(1)
    } finally {
      if (created.length)
        await payload.delete({ collection: 'scheduled-changes', where: { id: { in: created } }, overrideAccess: true })
    }
  })
})
