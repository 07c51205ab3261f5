import { activitySchema } from '../../../src/content/activity-schema'
import { msg } from '../../../src/lib/messages'
import { deleteForGood } from '../helpers'
import { call } from './call'

const BASE = '/profe-max/recursos-educativos/actividades'
const valid = () => ({
  id: null,
  title: 'Olimpiada de Matemáticas',
  description: 'Concurso entre grupos.',
  activityDate: '2027-03-15',
  schoolGrade: '5° y 6° de primaria',
  materialsLink: 'https://materiales.mx/olimpiada',
  materialsList: ['Lápiz', 'Calculadora'],
})

describe('activities', () => {
  it('visitors read the calendar as a plain array in the spec shape', async () => {
    const { status, body } = await call('GET', `${BASE}/all`)
    expect(status).toBe(200)
    expect(Array.isArray(body)).toBe(true)
    expect(body[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      description: expect.any(String),
      activity_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      activity_date_format: body[0].activity_date,
      // Optional hours (issue 28): hh:mm, or null for an all-day activity.
      start_time: body[0].start_time === null ? null : expect.stringMatching(/^\d{2}:\d{2}$/),
      end_time: body[0].end_time === null ? null : expect.stringMatching(/^\d{2}:\d{2}$/),
      school_grade: expect.any(String),
      materials_link: expect.any(String),
      materials_list: expect.any(Array),
    })
  })

  it('creates with JSON (camelCase), edits with PUT, pages, searches and deletes', async () => {
    const created = await call('POST', BASE, { as: 'editor', json: valid() })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      error: false,
      data: {
        title: 'Olimpiada de Matemáticas',
        activity_date: '2027-03-15',
        activity_date_format: '2027-03-15',
        materials_list: ['Lápiz', 'Calculadora'],
      },
    })
    const id = created.body.data.id
    const edited = await call('PUT', `${BASE}/${id}`, {
      as: 'editor',
      json: { ...valid(), id, schoolGrade: 'Secundaria' },
    })
    expect(edited.body).toMatchObject({ error: false, data: { id, school_grade: 'Secundaria' } })
    const viaPost = await call('POST', BASE, {
      as: 'editor',
      json: { ...valid(), id, title: 'Olimpiada de matemáticas 2' },
    })
    expect(viaPost.body.data).toMatchObject({ id, title: 'Olimpiada de matemáticas 2' })
    const search = await call(
      'GET',
      `${BASE}/all?paginated=true&page=1&pageSize=5&filters=${encodeURIComponent(JSON.stringify({ text: 'MATEMATICAS 2' }))}`,
      { as: 'editor' },
    )
    expect(search.body).toEqual({ data: [viaPost.body.data], total: 1 })
    const page2 = await call('GET', `${BASE}/all?paginated=true&page=2&pageSize=2`, { as: 'editor' })
    expect(page2.body.data.length).toBe(2)
    expect(page2.body.total).toBeGreaterThan(4)
    expect((await call('DELETE', `${BASE}/${id}`, { as: 'editor' })).body.error).toBe(false)
    expect((await call('DELETE', `${BASE}/${id}`, { as: 'editor' })).status).toBe(404)
    expect((await call('PUT', `${BASE}/${id}`, { as: 'editor', json: valid() })).status).toBe(404)
    // The DELETE moved it to 'Papelera' (issue 28): the test's cleanup deletes it for good.
    await deleteForGood('activities', id)
  })

  it.each([
    ['title', '', msg.titleRequired],
    ['description', '  ', msg.descriptionRequired],
    ['activityDate', '', msg.activityDateRequired],
    ['activityDate', '2027-02-30', msg.activityDateRequired],
    ['schoolGrade', '', msg.schoolGradeRequired],
    ['materialsLink', '', msg.materialsLinkRequired],
    ['materialsLink', 'materiales', msg.invalidLink],
    ['materialsList', [], msg.materialsRequired],
    ['materialsList', 'Lápiz', msg.materialsRequired],
    // Over a limit: refused with the limit, never cut (issue 28).
    ['materialsList', ['x'.repeat(256)], msg.maxLength(255)],
    ['title', 'x'.repeat(256), msg.maxLength(255)],
    ['materialsLink', `https://materiales.mx/${'x'.repeat(240)}`, msg.maxLength(255)],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const answer = await call('POST', BASE, { as: 'editor', json: { ...valid(), [field]: value } })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: true, message, errors: { [field]: message } })
  })

  it('hours (issue 28): optional (none is all day), stored as hh:mm, an end needs a start and comes after it', async () => {
    const timed = await call('POST', BASE, {
      as: 'editor',
      json: { ...valid(), title: 'Taller con horario', startTime: '09:30', endTime: '11:00' },
    })
    expect(timed.status).toBe(201)
    expect(timed.body.data).toMatchObject({ start_time: '09:30', end_time: '11:00' })
    const id = timed.body.data.id
    // Emptied in the form: all day again.
    const cleared = await call('PUT', `${BASE}/${id}`, {
      as: 'editor',
      json: { ...valid(), id, title: 'Taller con horario', startTime: '', endTime: '' },
    })
    expect(cleared.body.data).toMatchObject({ start_time: null, end_time: null })
    // A client that sends no hours (the spec's form) makes an all-day activity.
    const allDay = await call('POST', BASE, { as: 'editor', json: valid() })
    expect(allDay.body.data).toMatchObject({ start_time: null, end_time: null })
    for (const refused of [
      [{ startTime: '10:00', endTime: '09:00' }, 'endTime', msg.endTimeAfterStart],
      [{ startTime: '10:00', endTime: '10:00' }, 'endTime', msg.endTimeAfterStart],
      [{ endTime: '10:00' }, 'startTime', msg.startTimeFirst],
      [{ startTime: '25:00' }, 'startTime', msg.timeInvalid],
      [{ startTime: '9:5' }, 'startTime', msg.timeInvalid],
    ] as const) {
      const answer = await call('POST', BASE, { as: 'editor', json: { ...valid(), ...refused[0] } })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ error: true, errors: { [refused[1]]: refused[2] } })
    }
    await deleteForGood('activities', id, allDay.body.data.id)
  })

  it("the shared schema says the hours' problem while another field is still missing (the form shows it at once)", () => {
    const result = activitySchema.safeParse({ ...valid(), title: '', startTime: '12:00', endTime: '11:00' })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]))
    expect(messages).toMatchObject({ title: msg.titleRequired, endTime: msg.endTimeAfterStart })
    expect(activitySchema.safeParse({ ...valid(), startTime: '08:00', endTime: '' }).data).toMatchObject({
      startTime: '08:00',
      endTime: null,
    })
  })
})
