import type { Nomination } from '../../src/payload-types'
import { PEER_HEADER, setRateLimit } from '../../src/lib/rate-limit'
import { CONTEST_MESSAGES as M } from '../../src/contest/messages'
import { CONTEST_API } from '../../src/lib/site-config'
import { call } from './contract/call'
import { tokenFor, testPayload } from './helpers'
import { dispatch } from '../../src/contract/dispatch'
import { mailsTo, poolOf, runMailQueue } from './mail'

let sequence = 0
const unique = () => `${Date.now()}${(sequence += 1)}`

type State = Nomination['professorData']['estado']
const person = (nombre: string, correo: string, estado: State = 'jalisco') => ({
  nombre,
  apellido: 'Prueba',
  correo,
  escuela: `Escuela ${nombre}`,
  estado,
})

/** A nomination stored as the public form stores it. */
const nominate = async (teacher: ReturnType<typeof person>) => {
  const payload = await testPayload()
  const doc = await payload.create({
    collection: 'nominations',
    data: { userData: person('Quien', `quien.${unique()}@correo.mx`), professorData: teacher },
    overrideAccess: true,
  })
  return doc.id
}

/** An approved candidate (through the staff route), its id. */
const approvedCandidate = async (estado: State = 'jalisco') => {
  const id = await nominate(person(`Profe${unique()}`, `profe.${unique()}@escuela.mx`, estado))
  const answer = await call('POST', `${CONTEST_API}/nominaciones/${id}/aprobar`, { as: 'admin' })
  expect(answer.status).toBe(200)
  return answer.body.data.candidate as number
}

let client = 0
// The connection's address as src/instrumentation.ts records it (X-Forwarded-For is the client's own say).
const fromNewClient = () => ({ [PEER_HEADER]: `10.9.${Math.floor(++client / 250)}.${client % 250}` })

const vote = (candidate: number, email: string) =>
  call('POST', `${CONTEST_API}/votos`, { json: { candidate, email }, headers: fromNewClient() })
const confirm = (v: string, t: string) =>
  call('POST', `${CONTEST_API}/votos/confirmar`, { json: { v, t }, headers: fromNewClient() })

/** The confirmation link's parameters from the message the catcher received for `email`. */
const linkFor = async (email: string, index = 0): Promise<{ v: string; t: string }> => {
  await runMailQueue(await testPayload())
  const mails = await mailsTo(email)
  const match = /confirmar-voto\?v=(\d+)&t=([\w%-]+)/.exec(mails[index]?.text ?? '')
  if (!match?.[1] || !match[2]) throw new Error(`no confirmation link for ${email}`)
  return { v: match[1], t: decodeURIComponent(match[2]) }
}

const votesOf = async (candidate: number): Promise<number> => {
  const answer = await call('GET', `${CONTEST_API}/candidatos`)
  return answer.body.find((c: { id: number }) => c.id === candidate)?.votes
}

beforeAll(() => {
  setRateLimit({ max: 1000, windowMs: 60_000 })
  setRateLimit({ max: 1000, windowMs: 60_000 }, 'mailbox')
})

describe('nomination review', () => {
  it('approving many nominations of one teacher makes one candidate with their count; rejecting drops it', async () => {
    const correo = `maestra.${unique()}@escuela.mx`
    const first = await nominate(person('Carmen', correo))
    const second = await nominate(person('Carmen', correo.toUpperCase()))
    const third = await nominate(person('Carmen', correo))
    const a = await call('POST', `${CONTEST_API}/nominaciones/${first}/aprobar`, { as: 'admin' })
    const b = await call('POST', `${CONTEST_API}/nominaciones/${second}/aprobar`, { as: 'admin' })
    expect(a.body.message).toBe(M.nominationApproved)
    expect(b.body.data.candidate).toBe(a.body.data.candidate)
    const candidate = a.body.data.candidate as number
    const listed = (await call('GET', `${CONTEST_API}/candidatos`)).body.find((c: { id: number }) => c.id === candidate)
    expect(listed).toMatchObject({
      nombre: 'Carmen',
      escuela: 'Escuela Carmen',
      estado: 'jalisco',
      estadoNombre: 'Jalisco',
      nominations: 2,
      votes: 0,
    })
    expect(listed).not.toHaveProperty('identity')

    const rejected = await call('POST', `${CONTEST_API}/nominaciones/${third}/rechazar`, { as: 'admin' })
    expect(rejected.body).toMatchObject({ error: false, message: M.nominationRejected })
    const list = await call('GET', `${CONTEST_API}/nominaciones?status=rejected`, { as: 'admin' })
    expect(list.body.data.some((n: { id: number; status: string }) => n.id === third && n.status === 'rejected')).toBe(
      true,
    )
  })

  it('only admins review: editors get 403, anonymous callers 401; an unknown nomination is 404', async () => {
    const id = await nominate(person('Beto', `beto.${unique()}@escuela.mx`))
    expect((await call('POST', `${CONTEST_API}/nominaciones/${id}/aprobar`)).status).toBe(401)
    expect((await call('POST', `${CONTEST_API}/nominaciones/${id}/aprobar`, { as: 'editor' })).status).toBe(403)
    expect((await call('GET', `${CONTEST_API}/nominaciones`, { as: 'editor' })).status).toBe(403)
    expect((await call('POST', `${CONTEST_API}/nominaciones/99999999/aprobar`, { as: 'admin' })).status).toBe(404)
  })
})

describe('double opt-in votes', () => {
  it('a vote is not counted until its e-mailed link is opened; the link works once', async () => {
    const candidate = await approvedCandidate()
    const email = `votante.${unique()}@correo.mx`
    const cast = await vote(candidate, email)
    expect(cast.status).toBe(202)
    expect(cast.body).toEqual({ error: false, message: M.voteSent })
    expect(await votesOf(candidate)).toBe(0)

    const { v, t } = await linkFor(email)
    const mail = (await mailsTo(email))[0]
    expect(mail?.subject).toBe('Confirma tu voto en Mi Profe Max')
    expect(mail?.html).toContain('Confirmar mi voto')

    const confirmed = await confirm(v, t)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.message).toBe(M.voteConfirmed)
    expect(await votesOf(candidate)).toBe(1)

    const again = await confirm(v, t)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(M.linkUsed)
    expect(await votesOf(candidate)).toBe(1)

    const forged = await confirm(v, `${t.slice(0, -2)}xx`)
    expect(forged.status).toBe(404)
    expect(forged.body.message).toBe(M.linkInvalid)
  })

  it('an expired link is refused and counts nothing', async () => {
    const candidate = await approvedCandidate()
    const email = `tarde.${unique()}@correo.mx`
    expect((await vote(candidate, email)).status).toBe(202)
    const { v, t } = await linkFor(email)
    await poolOf(await testPayload()).query(`UPDATE votes SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      Number(v),
    ])
    const answer = await confirm(v, t)
    expect(answer.status).toBe(410)
    expect(answer.body.message).toBe(M.linkExpired)
    expect(await votesOf(candidate)).toBe(0)
  })

  it('a vote for a candidate who is not approved is refused', async () => {
    const payload = await testPayload()
    const withdrawn = await approvedCandidate()
    await payload.update({ collection: 'candidates', id: withdrawn, data: { is_active: false }, overrideAccess: true })
    for (const id of [withdrawn, 99999999]) {
      const answer = await vote(id, `nadie.${unique()}@correo.mx`)
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe(M.candidateUnavailable)
    }
    const bad = await vote(withdrawn, 'no-es-correo')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(M.invalidEmail)
  })

  it('50 concurrent confirmations of one link count one vote', async () => {
    const candidate = await approvedCandidate()
    const email = `prisa.${unique()}@correo.mx`
    expect((await vote(candidate, email)).status).toBe(202)
    const { v, t } = await linkFor(email)
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(v, t)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    expect(await votesOf(candidate)).toBe(1)
  })

  it('Ana@X.mx and ana@x.mx (and ana+tag@x.mx) count once for a candidate', async () => {
    const candidate = await approvedCandidate()
    const domain = `x${unique()}.mx`
    // Both cast before either is confirmed: both get a link, only the first confirmation counts.
    expect((await vote(candidate, `Ana@X${domain.slice(1)}`)).status).toBe(202)
    expect((await vote(candidate, `ana@${domain}`)).status).toBe(202)
    const first = await linkFor(`ana@${domain}`, 0)
    const second = await linkFor(`ana@${domain}`, 1)
    expect((await confirm(first.v, first.t)).status).toBe(200)
    const duplicate = await confirm(second.v, second.t)
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.message).toBe(M.alreadyVoted)
    // Once counted, casting again with another case or a +tag is answered like any vote (202): the
    // answer does not tell whether this e-mail voted; the mailbox is told instead.
    for (const email of [`ANA@${domain.toUpperCase()}`, `ana+otra@${domain}`]) {
      const again = await vote(candidate, email)
      expect(again.status).toBe(202)
      expect(again.body).toEqual({ error: false, message: M.voteSent })
    }
    expect(await votesOf(candidate)).toBe(1)
    // The same e-mail may still vote for another candidate.
    const other = await approvedCandidate()
    expect((await vote(other, `ana@${domain}`)).status).toBe(202)
  })
})

describe('the same answer whatever the voter did before', () => {
  it('a fresh voter and one whose vote already counts (any case, +tag) get the same 202; the mail tells them which', async () => {
    const candidate = await approvedCandidate()
    const domain = `mismo${unique()}.mx`
    const fresh = await vote(candidate, `rosa@${domain}`)
    const { v, t } = await linkFor(`rosa@${domain}`)
    expect((await confirm(v, t)).status).toBe(200)
    const counted = await Promise.all(
      [`rosa@${domain}`, `Rosa+prueba@${domain.toUpperCase()}`].map((email) => vote(candidate, email)),
    )
    for (const answer of counted) {
      expect(answer.status).toBe(fresh.status)
      expect(answer.body).toEqual(fresh.body)
    }
    expect(fresh.status).toBe(202)
    const pending = await poolOf(await testPayload()).query<{ n: number }>(
      'SELECT count(*)::int AS n FROM votes WHERE candidate_id = $1',
      [candidate],
    )
    expect(pending.rows[0]?.n).toBe(1) // nothing new stored for a vote that already counts
    await runMailQueue(await testPayload())
    const mails = [...(await mailsTo(`rosa@${domain}`)), ...(await mailsTo(`Rosa+prueba@${domain.toUpperCase()}`))]
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Confirma tu voto en Mi Profe Max',
      'Ya habías votado en Mi Profe Max',
      'Ya habías votado en Mi Profe Max',
    ])
    const already = mails.find((mail) => mail.subject === 'Ya habías votado en Mi Profe Max')
    expect(already?.text).toContain('ya habías votado por este profe y tu voto ya cuenta')
    expect(already?.text).not.toMatch(/confirmar-voto/)
    expect(await votesOf(candidate)).toBe(1)
  })
})

describe('rate limits', () => {
  afterEach(() => {
    setRateLimit({ max: 1000, windowMs: 60_000 })
    setRateLimit({ max: 1000, windowMs: 60_000 }, 'mailbox')
  })

  it('votes are limited per client address: past the limit 429 in Spanish with Retry-After, and no mail sent', async () => {
    setRateLimit({ max: 3, windowMs: 60_000 })
    const candidate = await approvedCandidate()
    const client = { [PEER_HEADER]: '198.51.100.77' }
    const emails = Array.from({ length: 5 }, (_, i) => `rafaga${i}.${unique()}@correo.mx`)
    const answers = []
    for (const email of emails)
      answers.push(await call('POST', `${CONTEST_API}/votos`, { json: { candidate, email }, headers: client }))
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429, 429])
    expect(answers[3]?.body).toEqual({
      error: true,
      message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    })
    expect(Number(answers[3]?.headers.get('retry-after'))).toBeGreaterThan(0)
    await runMailQueue(await testPayload())
    expect(await mailsTo(emails[3] ?? '')).toHaveLength(0)
    // Another client is not affected.
    expect((await vote(candidate, `otro.${unique()}@correo.mx`)).status).toBe(202)
  })

  it('votes are limited per mailbox (any case or +tag, from any address), so the site cannot flood an inbox', async () => {
    setRateLimit({ max: 2, windowMs: 60_000 }, 'mailbox')
    const candidates = [await approvedCandidate(), await approvedCandidate(), await approvedCandidate()]
    const domain = `buzon${unique()}.mx`
    const sent = [
      await vote(candidates[0] ?? 0, `eva@${domain}`),
      await vote(candidates[1] ?? 0, `EVA+b@${domain}`),
      await vote(candidates[2] ?? 0, `eva+c@${domain}`),
    ]
    expect(sent.map((answer) => answer.status)).toEqual([202, 202, 429])
    await runMailQueue(await testPayload())
    expect(await mailsTo(`eva+c@${domain}`)).toHaveLength(0)
    // Another mailbox from the same addresses is not affected.
    expect((await vote(candidates[2] ?? 0, `leo@${domain}`)).status).toBe(202)
  })

  it('confirmations are limited per client address', async () => {
    setRateLimit({ max: 3, windowMs: 60_000 })
    const client = { [PEER_HEADER]: '198.51.100.78' }
    const statuses = []
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (
          await call('POST', `${CONTEST_API}/votos/confirmar`, {
            json: { v: 1, t: `falso-token-${i}` },
            headers: client,
          })
        ).status,
      )
    expect(statuses).toEqual([404, 404, 404, 429])
  })
})

describe('withdrawn candidates', () => {
  it('rejecting the approved nomination withdraws the candidate: not listed, votes and confirmations refused, old votes kept', async () => {
    const payload = await testPayload()
    const nomination = await nominate(person(`Retirada${unique()}`, `retirada.${unique()}@escuela.mx`, 'sonora'))
    const approved = await call('POST', `${CONTEST_API}/nominaciones/${nomination}/aprobar`, { as: 'admin' })
    const candidate = approved.body.data.candidate as number
    const email = `antes.${unique()}@correo.mx`
    expect((await vote(candidate, email)).status).toBe(202)
    const counted = await linkFor(email)
    expect((await confirm(counted.v, counted.t)).status).toBe(200)
    const late = `tarde.${unique()}@correo.mx`
    expect((await vote(candidate, late)).status).toBe(202) // pending when the rejection comes

    expect((await call('POST', `${CONTEST_API}/nominaciones/${nomination}/rechazar`, { as: 'admin' })).status).toBe(200)
    const listed = async (path: string) =>
      (await call('GET', `${CONTEST_API}/${path}`)).body.some((c: { id: number }) => c.id === candidate)
    expect(await listed('candidatos')).toBe(false)
    expect(await listed('ranking?estado=sonora')).toBe(false)
    const refused = await vote(candidate, `despues.${unique()}@correo.mx`)
    expect(refused.status).toBe(404)
    expect(refused.body.message).toBe(M.candidateUnavailable)
    const pending = await linkFor(late)
    expect((await confirm(pending.v, pending.t)).body.message).toBe(M.candidateUnavailable)
    const kept = await poolOf(payload).query<{ n: number }>(
      'SELECT count(*)::int AS n FROM votes WHERE candidate_id = $1 AND confirmed_at IS NOT NULL',
      [candidate],
    )
    expect(kept.rows[0]?.n).toBe(1)

    // Approved again: back, with the vote it had.
    await call('POST', `${CONTEST_API}/nominaciones/${nomination}/aprobar`, { as: 'admin' })
    expect(
      (await call('GET', `${CONTEST_API}/candidatos`)).body.find((c: { id: number }) => c.id === candidate),
    ).toMatchObject({ votes: 1, nominations: 1 })
  })

  it('rejecting one of two approved nominations keeps the candidate (the other still backs it)', async () => {
    const correo = `dos.${unique()}@escuela.mx`
    const teacher = person(`Dos${unique()}`, correo)
    const [a, b] = [await nominate(teacher), await nominate(teacher)]
    const candidate = (await call('POST', `${CONTEST_API}/nominaciones/${a}/aprobar`, { as: 'admin' })).body.data
      .candidate as number
    await call('POST', `${CONTEST_API}/nominaciones/${b}/aprobar`, { as: 'admin' })
    await call('POST', `${CONTEST_API}/nominaciones/${a}/rechazar`, { as: 'admin' })
    expect(
      (await call('GET', `${CONTEST_API}/candidatos`)).body.find((c: { id: number }) => c.id === candidate),
    ).toMatchObject({ nominations: 1 })
    await call('POST', `${CONTEST_API}/nominaciones/${b}/rechazar`, { as: 'admin' })
    expect((await call('GET', `${CONTEST_API}/candidatos`)).body.some((c: { id: number }) => c.id === candidate)).toBe(
      false,
    )
  })
})

describe('leaderboard', () => {
  it('shows at most 10, most voted first, filterable by state; staff export the full ranking as CSV', async () => {
    const estado: State = 'zacatecas'
    const leader = await approvedCandidate(estado)
    const email = `lider.${unique()}@correo.mx`
    await vote(leader, email)
    const { v, t } = await linkFor(email)
    await confirm(v, t)
    const board = await call('GET', `${CONTEST_API}/ranking?estado=${estado}`)
    expect(board.status).toBe(200)
    expect(board.body.length).toBeLessThanOrEqual(10)
    expect(board.body[0]).toMatchObject({ id: leader, votes: 1, estado })
    expect(board.body.every((c: { estado: string }) => c.estado === estado)).toBe(true)
    expect((await call('GET', `${CONTEST_API}/ranking?estado=marte`)).status).toBe(400)

    expect((await call('GET', `${CONTEST_API}/ranking/completo.csv`)).status).toBe(401)
    // Read as bytes: a text decoder would swallow the BOM this checks.
    const csv = await dispatch(
      new Request(`http://localhost:3000${CONTEST_API}/ranking/completo.csv?estado=${estado}`, {
        headers: { Authorization: `JWT ${await tokenFor('editor')}` },
      }),
    )
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const bytes = Buffer.from(await csv.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n')
    expect(lines[0]).toBe('Lugar,Nombre,Apellido,Escuela,Estado,Votos confirmados,Nominaciones')
    expect(lines[1]).toMatch(/^1,Profe\d+,Prueba,Escuela Profe\d+,Zacatecas,1,1$/)
  })
})

describe('demo content', () => {
  it('has approved candidates with nominations and confirmed votes; seeding again adds nothing', async () => {
    const payload = await testPayload()
    const board = await call('GET', `${CONTEST_API}/ranking`)
    expect(board.body.length).toBeGreaterThanOrEqual(5)
    expect(board.body[0].votes).toBeGreaterThan(0)
    expect(board.body[0].nominations).toBeGreaterThan(0)
    const cdmx = await call('GET', `${CONTEST_API}/ranking?estado=cdmx`)
    expect(cdmx.body.some((c: { nombre: string }) => c.nombre === 'Guadalupe')).toBe(true)
    const { seedContest } = await import('../../src/seed/contest')
    const counts = async () =>
      Promise.all(
        (['candidates', 'votes', 'nominations'] as const).map(
          async (collection) => (await payload.count({ collection, overrideAccess: true })).totalDocs,
        ),
      )
    const before = await counts()
    expect(await seedContest(payload)).toBe(0)
    expect(await counts()).toEqual(before)
  })
})
