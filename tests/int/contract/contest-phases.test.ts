import { PEER_HEADER, setRateLimit } from '../../../src/lib/rate-limit'
import { todayIso } from '../../../src/lib/dates'
import { CONTEST_API, NOMINATION_PATH } from '../../../src/lib/site-config'
import { testPayload } from '../helpers'
import { mailsTo, runMailQueue } from '../mail'
import { call } from './call'

/**
 * Issue 31: the contest's calendar, set by staff in the 'Concurso: fechas y bases' global, decides
 * what the server takes. Each phase: what it allows and what it refuses (403, in Spanish).
 */

let sequence = 0
const unique = () => `${Date.now()}${(sequence += 1)}`
let client = 0
const fromNewClient = () => ({ [PEER_HEADER]: `10.31.${Math.floor(++client / 250)}.${client % 250}` })

const TODAY = todayIso()
/** The Mexico City day `offset` days from today, as the admin's day picker stores it (12:00 UTC). */
const day = (offset: number): string => {
  const date = new Date(`${TODAY}T12:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString()
}
/** How a reader sees that day written: '3 de diciembre de 2026'. */
const written = (offset: number): string =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(day(offset)),
  )

type Calendar = Partial<
  Record<'nominationsStart' | 'nominationsEnd' | 'votingStart' | 'votingEnd' | 'resultsDate', number>
>
const setCalendar = async (calendar: Calendar) => {
  const payload = await testPayload()
  const data = Object.fromEntries(
    (['nominationsStart', 'nominationsEnd', 'votingStart', 'votingEnd', 'resultsDate'] as const).map((key) => [
      key,
      calendar[key] === undefined ? null : day(calendar[key]),
    ]),
  )
  await payload.updateGlobal({
    slug: 'contest-settings',
    data,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

const person = (nombre: string) => ({
  nombre,
  apellido: 'Fase',
  correo: `${nombre.toLowerCase()}.${unique()}@escuela.mx`,
  escuela: `Escuela ${nombre}`,
  estado: 'puebla' as const,
})
const nominate = () =>
  call('POST', NOMINATION_PATH, {
    json: { userData: person('Nora'), professorData: person('Pablo') },
    headers: fromNewClient(),
  })

let candidate = 0
const vote = (email = `votante.${unique()}@correo.mx`) =>
  call('POST', `${CONTEST_API}/votos`, { json: { candidate, email }, headers: fromNewClient() })
const confirm = (v: string, t: string) =>
  call('POST', `${CONTEST_API}/votos/confirmar`, { json: { v, t }, headers: fromNewClient() })

/** A vote cast while voting is open; its mailed link's parameters. */
const pendingLink = async (): Promise<{ v: string; t: string }> => {
  const email = `enlace.${unique()}@correo.mx`
  expect((await vote(email)).status).toBe(202)
  await runMailQueue(await testPayload())
  const match = /confirmar-voto\?v=(\d+)&t=([\w%-]+)/.exec((await mailsTo(email))[0]?.text ?? '')
  if (!match?.[1] || !match[2]) throw new Error('no confirmation link')
  return { v: match[1], t: decodeURIComponent(match[2]) }
}

beforeAll(async () => {
  setRateLimit({ max: 1000, windowMs: 60_000 })
  setRateLimit({ max: 1000, windowMs: 60_000 }, 'mailbox')
  await setCalendar({})
  const payload = await testPayload()
  const nomination = await payload.create({
    collection: 'nominations',
    data: { userData: person('Quien'), professorData: person('Candidata') },
    overrideAccess: true,
  })
  const approved = await call('POST', `${CONTEST_API}/nominaciones/${nomination.id}/aprobar`, { as: 'admin' })
  candidate = approved.body.data.candidate
})

afterAll(() => setCalendar({}))

describe('contest phases (issue 31)', () => {
  it('with no dates set, nominations and votes are taken (the contest as it was)', async () => {
    await setCalendar({})
    expect((await nominate()).status).toBe(201)
    expect((await vote()).status).toBe(202)
  })

  it('before nominations open: a nomination and a vote are refused with the opening dates', async () => {
    await setCalendar({ nominationsStart: 3, nominationsEnd: 20, votingStart: 10, votingEnd: 30, resultsDate: 35 })
    const nomination = await nominate()
    expect(nomination.status).toBe(403)
    expect(nomination.body).toEqual({ error: true, message: `Las nominaciones abren el ${written(3)}.` })
    const cast = await vote()
    expect(cast.status).toBe(403)
    expect(cast.body.message).toBe(`La votación abre el ${written(10)}.`)
  })

  it('nominations open (from the first day), voting not yet: nominations taken, votes refused', async () => {
    await setCalendar({ nominationsStart: 0, nominationsEnd: 10, votingStart: 5, votingEnd: 30 })
    const nomination = await nominate()
    expect(nomination.status).toBe(201)
    expect(nomination.body.message).toBe('¡Nominación enviada exitosamente!')
    const cast = await vote()
    expect(cast.status).toBe(403)
    expect(cast.body.message).toBe(`La votación abre el ${written(5)}.`)
  })

  it('nominations and voting both open (through their last day): both taken, a link confirms', async () => {
    await setCalendar({ nominationsStart: -5, nominationsEnd: 0, votingStart: -2, votingEnd: 0 })
    expect((await nominate()).status).toBe(201)
    const { v, t } = await pendingLink()
    const confirmed = await confirm(v, t)
    expect(confirmed.status).toBe(200)
  })

  it('voting only: nominations refused as closed, votes taken', async () => {
    await setCalendar({ nominationsStart: -20, nominationsEnd: -1, votingStart: -1, votingEnd: 6 })
    const nomination = await nominate()
    expect(nomination.status).toBe(403)
    expect(nomination.body.message).toBe(`Las nominaciones cerraron el ${written(-1)}.`)
    expect((await vote()).status).toBe(202)
  })

  it('after voting closes: new votes and the confirmation of a link mailed before are refused; nothing counts', async () => {
    await setCalendar({ votingStart: -3, votingEnd: 3 })
    const { v, t } = await pendingLink()
    await setCalendar({ nominationsStart: -30, nominationsEnd: -10, votingStart: -9, votingEnd: -1, resultsDate: 4 })
    const cast = await vote()
    expect(cast.status).toBe(403)
    expect(cast.body.message).toBe(`La votación cerró el ${written(-1)}.`)
    const late = await confirm(v, t)
    expect(late.status).toBe(403)
    expect(late.body.message).toBe(`La votación cerró el ${written(-1)}.`)
    expect((await nominate()).status).toBe(403)
    // Reopened, the same link still confirms: the refusal changed nothing stored.
    await setCalendar({ votingStart: -3, votingEnd: 3 })
    expect((await confirm(v, t)).status).toBe(200)
  })

  it('once results are out: nominations and votes are refused saying the contest ended; the ranking still answers', async () => {
    await setCalendar({ nominationsStart: -30, nominationsEnd: -20, votingStart: -19, votingEnd: -2, resultsDate: 0 })
    for (const answer of [await nominate(), await vote()]) {
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe('El concurso terminó: ya publicamos los resultados.')
    }
    expect((await call('GET', `${CONTEST_API}/ranking`)).status).toBe(200)
  })

  it('staff cannot save a closing day before its opening day (Spanish message)', async () => {
    const payload = await testPayload()
    await expect(
      payload.updateGlobal({
        slug: 'contest-settings',
        data: { votingStart: day(5), votingEnd: day(1) },
        overrideAccess: true,
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow(/Cierra la votación/)
  })
})
