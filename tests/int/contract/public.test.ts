import { NextRequest } from 'next/server'

import { PEER_HEADER, setRateLimit } from '../../../src/lib/rate-limit'
import { cedulaKey } from '../../../src/lib/identity-keys'
import { CEDULA_FORMAT } from '../../../src/lib/schemas/registration'
import { logoutTokenFor } from '../../../src/lib/logout-token'
import { NOMINATION_PATH, registrationPath } from '../../../src/lib/site-config'
import { proxy } from '../../../src/proxy'
import { memberCodeOf, testPayload, tokenFor, uniqueCedula } from '../helpers'
import { mailsTo, runMailQueue } from '../mail'
import { TEST_USERS } from '../users'
import { call } from './call'

const REGISTER = registrationPath()

let sequence = 0
/** A valid registration, unique per call unless told otherwise. */
const registration = (overrides: Record<string, string> = {}) => {
  sequence += 1
  return {
    nombre: '  María  ',
    apellido: 'López',
    email: `maria.${Date.now()}.${sequence}@escuela.mx`,
    telefono: '(55) 1234-5678',
    fecha_nac: '1990-05-10',
    cp: '06700',
    cedula: uniqueCedula(),
    escuela: 'Primaria Benito Juárez',
    ...overrides,
  }
}

const storedByCedula = async (cedula: string) =>
  (
    await (
      await testPayload()
    ).count({ collection: 'registrations', where: { cedula_key: { equals: cedulaKey(cedula) } }, overrideAccess: true })
  ).totalDocs

const stored = async (email: string) =>
  (
    await (
      await testPayload()
    ).count({ collection: 'registrations', where: { email: { equals: email } }, overrideAccess: true })
  ).totalDocs

/** Each call from its own address, so the per-client limit does not get in the way. */
let address = 0
// The connection's address as src/instrumentation.ts records it.
const fromNewClient = () => ({ [PEER_HEADER]: `10.0.${Math.floor(++address / 250)}.${address % 250}` })

beforeAll(() => setRateLimit({ max: 1000, windowMs: 60_000 }))

describe('registration', () => {
  it('uses the configured retailer segment', () => {
    expect(REGISTER).toBe('/officemax/register')
  })

  it('stores a valid registration and answers { error: false, message } (the member code goes by mail only)', async () => {
    const data = registration()
    const answer = await call('POST', REGISTER, { json: data, headers: fromNewClient() })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ error: false, message: 'Registro exitoso' })
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'registrations',
      where: { email: { equals: data.email } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs[0]).toMatchObject({
      nombre: 'María',
      member_code: expect.stringMatching(/^PM-[A-Z2-9]{10}$/),
      email_key: data.email,
      cedula_key: data.cedula,
    })
  })

  it.each([
    ['nombre', '', 'Obligatorio'],
    ['nombre', ' a ', 'Mínimo 2 caracteres'],
    ['apellido', 'b', 'Mínimo 2 caracteres'],
    ['email', '', 'Obligatorio'],
    ['email', 'maria@', 'Formato inválido'],
    ['telefono', '', 'Obligatorio'],
    ['telefono', '55 1234 abcd', 'Solo números y +'],
    ['telefono', '55 1234 567', 'Mínimo 10 dígitos'],
    ['telefono', '+52 55 1234 56789', 'Máximo 10 dígitos'],
    ['fecha_nac', '', 'Obligatoria'],
    ['fecha_nac', '2999-01-01', 'No futura'],
    [
      'fecha_nac',
      new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10),
      'Debes tener al menos 18 años',
    ],
    ['cp', '', 'Obligatorio'],
    ['cp', '0670', 'CP inválido'],
    ['cp', '067001', 'CP inválido'],
    ['cedula', 'x', 'Mínimo 2 caracteres'],
    ['escuela', '', 'Obligatorio'],
  ])('refuses %s = %j with "%s", storing nothing', async (field, value, message) => {
    const data = registration({ [field]: value })
    const answer = await call('POST', REGISTER, { json: data, headers: fromNewClient() })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: true, message, errors: { [field]: message } })
    expect(await stored(data.email)).toBe(0)
  })

  it('answers a known e-mail or cédula exactly as a new one, stores nothing, and tells the mailboxes involved by mail', async () => {
    const payload = await testPayload()
    const first = registration()
    const fresh = await call('POST', REGISTER, { json: first, headers: fromNewClient() })
    expect(fresh.status).toBe(201)
    const code = await memberCodeOf(first.email)
    const [local, domain] = first.email.split('@') as [string, string]

    // The same mailbox (case, +tag) with a new cédula; the same cédula with a new mailbox.
    const sameEmail = registration({ email: `${local}+otra@${domain.toUpperCase()}` })
    const sameCedula = registration({ cedula: first.cedula })
    const answers = [
      await call('POST', REGISTER, { json: sameEmail, headers: fromNewClient() }),
      await call('POST', REGISTER, { json: sameCedula, headers: fromNewClient() }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(fresh.status)
      expect(answer.body).toEqual(fresh.body)
    }
    expect(await stored(sameEmail.email.toLowerCase())).toBe(0)
    expect(await stored(sameCedula.email)).toBe(0)
    expect(await storedByCedula(sameEmail.cedula)).toBe(0)

    await runMailQueue(payload)
    const owner = await mailsTo(first.email)
    expect(owner.map((mail) => mail.subject).sort()).toEqual([
      'Bienvenida a ProfeMax: tu código de socio',
      'Intento de registro con tu cédula profesional',
      'Ya eres parte de ProfeMax: tu código de socio',
    ])
    expect(owner.find((mail) => mail.subject.startsWith('Ya eres parte'))?.text).toContain(code)
    expect(owner.find((mail) => mail.subject.startsWith('Intento'))?.text).not.toContain(code)
    const typed = await mailsTo(sameCedula.email)
    expect(typed.map((mail) => mail.subject)).toEqual(['No pudimos completar tu registro en ProfeMax'])
    expect(typed[0]?.text).not.toContain(code)
  })

  it.each([
    ['full-width digits', (c: string) => c.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))],
    ['an inner space', (c: string) => `${c.slice(0, 4)} ${c.slice(4)}`],
    ['a leading zero', (c: string) => `0${c}`],
    ['dashes and dots', (c: string) => `${c.slice(0, 2)}-${c.slice(2, 5)}.${c.slice(5)}`],
  ])('a cédula written with %s is the same cédula: the same answer, nothing stored', async (_, variant) => {
    const first = registration()
    expect((await call('POST', REGISTER, { json: first, headers: fromNewClient() })).status).toBe(201)
    const again = registration({ cedula: variant(first.cedula) })
    expect(again.cedula).not.toBe(first.cedula)
    const answer = await call('POST', REGISTER, { json: again, headers: fromNewClient() })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ error: false, message: 'Registro exitoso' })
    expect(await stored(again.email)).toBe(0)
    expect(await storedByCedula(first.cedula)).toBe(1)
  })

  it('a 7-digit cédula and the same number written with 8 digits are one cédula; letters are refused', async () => {
    const seven = uniqueCedula().slice(1)
    const first = registration({ cedula: seven })
    expect((await call('POST', REGISTER, { json: first, headers: fromNewClient() })).status).toBe(201)
    const eight = registration({ cedula: `0${seven}` })
    expect((await call('POST', REGISTER, { json: eight, headers: fromNewClient() })).status).toBe(201)
    expect(await stored(eight.email)).toBe(0)
    const letters = await call('POST', REGISTER, {
      json: registration({ cedula: 'ABC12345' }),
      headers: fromNewClient(),
    })
    expect(letters.status).toBe(400)
    expect(letters.body).toMatchObject({ error: true, message: CEDULA_FORMAT, errors: { cedula: CEDULA_FORMAT } })
    const tooLong = await call('POST', REGISTER, {
      json: registration({ cedula: '123456789' }),
      headers: fromNewClient(),
    })
    expect(tooLong.body.errors).toEqual({ cedula: CEDULA_FORMAT })
  })

  it('the database holds one registration per mailbox and per cédula, whatever API writes', async () => {
    const payload = await testPayload()
    const first = registration()
    const base = { ...first, nombre: 'María' }
    await payload.create({ collection: 'registrations', data: base, overrideAccess: true })
    const [local, domain] = first.email.split('@') as [string, string]
    // The Local API skips the contract's check: only the unique indexes on the keys stand in the way.
    await expect(
      payload.create({
        collection: 'registrations',
        data: { ...base, email: `${local}+x@${domain}`, cedula: uniqueCedula() },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'registrations',
        data: { ...base, email: `otra.${local}@${domain}`, cedula: `0 ${first.cedula}` },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    expect(await storedByCedula(first.cedula)).toBe(1)
  })

  it('stores exactly one of 20 identical submissions sent at once; all 20 get the same answer', async () => {
    setRateLimit({ max: 1000, windowMs: 60_000 }, 'mailbox')
    try {
      const data = registration()
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call('POST', REGISTER, { json: data, headers: fromNewClient() })),
      )
      for (const answer of answers) {
        expect(answer.status).toBe(201)
        expect(answer.body).toEqual({ error: false, message: 'Registro exitoso' })
      }
      expect(await stored(data.email)).toBe(1)
    } finally {
      setRateLimit({ max: 5, windowMs: 3_600_000 }, 'mailbox')
    }
  })

  it('limits the mail one mailbox can be sent (any case or +tag, from any address): 429 for a known and a new address alike', async () => {
    setRateLimit({ max: 2, windowMs: 60_000 }, 'mailbox')
    try {
      const known = registration()
      const [local, domain] = known.email.split('@') as [string, string]
      const statuses = []
      for (const email of [known.email, `${local}+1@${domain}`, `${local.toUpperCase()}@${domain}`]) {
        statuses.push(
          (await call('POST', REGISTER, { json: registration({ email }), headers: fromNewClient() })).status,
        )
      }
      expect(statuses).toEqual([201, 201, 429])
      const unknown = registration()
      const fresh = []
      for (let i = 0; i < 3; i += 1)
        fresh.push(
          (await call('POST', REGISTER, { json: { ...unknown, cedula: uniqueCedula() }, headers: fromNewClient() }))
            .status,
        )
      expect(fresh).toEqual([201, 201, 429])
      const refused = await call('POST', REGISTER, {
        json: registration({ email: known.email }),
        headers: fromNewClient(),
      })
      expect(refused.body).toEqual({
        error: true,
        message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
      })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      setRateLimit({ max: 5, windowMs: 3_600_000 }, 'mailbox')
    }
  })

  it('limits each client (429 with a Spanish message and Retry-After), not everybody', async () => {
    setRateLimit({ max: 2, windowMs: 60_000 })
    try {
      const client = { [PEER_HEADER]: '203.0.113.7' }
      const statuses = []
      for (let i = 0; i < 3; i += 1)
        statuses.push((await call('POST', REGISTER, { json: registration(), headers: client })).status)
      expect(statuses).toEqual([201, 201, 429])
      const limited = await call('POST', REGISTER, { json: registration(), headers: client })
      expect(limited.body).toEqual({
        error: true,
        message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
      })
      const retryAfter = Number(limited.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(
        (await call('POST', REGISTER, { json: registration(), headers: { [PEER_HEADER]: '203.0.113.8' } })).status,
      ).toBe(201)
    } finally {
      setRateLimit({ max: 1000, windowMs: 60_000 })
    }
  })

  it("is not bypassed by rotating X-Forwarded-For; with TRUSTED_PROXIES=1 the proxy's entry counts", async () => {
    setRateLimit({ max: 2, windowMs: 60_000 })
    try {
      const statuses = []
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (
            await call('POST', REGISTER, {
              json: registration(),
              headers: { [PEER_HEADER]: '203.0.113.20', 'X-Forwarded-For': `192.0.2.${i}` },
            })
          ).status,
        )
      }
      expect(statuses).toEqual([201, 201, 429, 429])
      process.env.TRUSTED_PROXIES = '1'
      // Behind one proxy (the peer): the client is the entry that proxy appended, not one the client wrote before it.
      const behindProxy = (forwarded: string) =>
        call('POST', REGISTER, {
          json: registration(),
          headers: { [PEER_HEADER]: '10.9.9.9', 'X-Forwarded-For': forwarded },
        })
      expect((await behindProxy('198.18.0.1')).status).toBe(201)
      expect((await behindProxy('1.1.1.1, 198.18.0.1')).status).toBe(201)
      expect((await behindProxy('2.2.2.2, 198.18.0.1')).status).toBe(429)
      expect((await behindProxy('198.18.0.2')).status).toBe(201)
    } finally {
      delete process.env.TRUSTED_PROXIES
      setRateLimit({ max: 1000, windowMs: 60_000 })
    }
  })
})

describe('nominations', () => {
  const person = (nombre: string) => ({
    nombre,
    apellido: 'Ruiz',
    correo: `${nombre.toLowerCase()}@escuela.mx`,
    escuela: 'Secundaria 5',
    estado: 'jalisco',
  })

  it('stores { userData, professorData } and answers the spec message', async () => {
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'nominations', overrideAccess: true })).totalDocs
    const answer = await call('POST', NOMINATION_PATH, {
      json: { userData: person('Laura'), professorData: person('Pedro') },
      headers: fromNewClient(),
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ error: false, message: '¡Nominación enviada exitosamente!' })
    expect((await payload.count({ collection: 'nominations', overrideAccess: true })).totalDocs).toBe(before + 1)
  })

  it('refuses missing fields and an unknown state', async () => {
    const answer = await call('POST', NOMINATION_PATH, {
      json: { userData: { ...person('Laura'), estado: 'texas' }, professorData: { ...person('Pedro'), nombre: '' } },
      headers: fromNewClient(),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({
      'userData.estado': 'Selecciona un estado',
      'professorData.nombre': 'Obligatorio',
    })
  })

  it('names the step and field of a refusal', async () => {
    const answer = await call('POST', NOMINATION_PATH, {
      json: { userData: { ...person('Laura'), correo: 'laura@' }, professorData: person('Pedro') },
      headers: fromNewClient(),
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      error: true,
      message: 'Paso 1 · Correo electrónico: Formato inválido',
      errors: { 'userData.correo': 'Formato inválido' },
    })
    const second = await call('POST', NOMINATION_PATH, {
      json: { userData: person('Laura'), professorData: { ...person('Pedro'), estado: '' } },
      headers: fromNewClient(),
    })
    expect(second.body.message).toBe('Paso 2 · Estado: Selecciona un estado')
  })

  it('stores the same nomination once: a resend is a 409 in Spanish', async () => {
    const payload = await testPayload()
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
    const body = {
      userData: { ...person('Rosa'), correo: `rosa.${unique}@escuela.mx` },
      professorData: { ...person('Tomás'), correo: `tomas.${unique}@escuela.mx` },
    }
    const where = { 'userData.correo': { equals: body.userData.correo } }
    try {
      expect((await call('POST', NOMINATION_PATH, { json: body, headers: fromNewClient() })).status).toBe(201)
      // Same people, the e-mail typed in capitals: still the same nomination.
      const again = await call('POST', NOMINATION_PATH, {
        json: { ...body, userData: { ...body.userData, correo: body.userData.correo.toUpperCase() } },
        headers: fromNewClient(),
      })
      expect(again.status).toBe(409)
      expect(again.body).toEqual({
        error: true,
        message: 'Ya enviaste esta nominación: no hace falta enviarla de nuevo.',
      })
      expect((await payload.count({ collection: 'nominations', where, overrideAccess: true })).totalDocs).toBe(1)
      // Another teacher from the same nominator is a new nomination.
      const other = { ...body, professorData: { ...body.professorData, correo: `otro.${unique}@escuela.mx` } }
      expect((await call('POST', NOMINATION_PATH, { json: other, headers: fromNewClient() })).status).toBe(201)
    } finally {
      await payload.delete({ collection: 'nominations', where, overrideAccess: true })
    }
  })

  it('is rate-limited per client too', async () => {
    setRateLimit({ max: 1, windowMs: 60_000 })
    try {
      const client = { [PEER_HEADER]: '198.51.100.9' }
      const body = { userData: person('Ana'), professorData: person('Luis') }
      expect((await call('POST', NOMINATION_PATH, { json: body, headers: client })).status).toBe(201)
      expect((await call('POST', NOMINATION_PATH, { json: body, headers: client })).status).toBe(429)
    } finally {
      setRateLimit({ max: 1000, windowMs: 60_000 })
    }
  })
})

describe('logout', () => {
  const session = async () => {
    const payload = await testPayload()
    await tokenFor('editor') // makes sure the account exists
    const { email, password } = TEST_USERS.editor
    const { token, user } = await payload.login({ collection: 'users', data: { email, password } })
    return { token: token as string, id: user!.id } // a successful login always has the user
  }

  const logout = (token: string | undefined, form: Record<string, string>) => {
    const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' })
    if (token) headers.set('Cookie', `payload-token=${token}`)
    return import('../../../src/contract/dispatch').then(({ dispatch }) =>
      dispatch(
        new Request('http://localhost:3000/logout', {
          method: 'POST',
          headers,
          body: new URLSearchParams(form).toString(),
        }),
      ),
    )
  }

  it('with the right _token: ends the session, clears the cookie and redirects to the login (303)', async () => {
    const { token, id } = await session()
    const response = await logout(token, { _token: logoutTokenFor(id) })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/admin/login')
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=;/)
    expect(Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '')).toBeLessThanOrEqual(Date.now())
    // The old token no longer opens anything.
    const after = await call('POST', '/profe-max/desarrollo/libros/toggle-active/1', {
      headers: { Cookie: `payload-token=${token}` },
    })
    expect(after.status).toBe(401)
  })

  it('with a missing or forged _token, or no session: 403 and nothing cleared', async () => {
    const { token, id } = await session()
    for (const response of [
      await logout(token, {}),
      await logout(token, { _token: 'falso' }),
      await logout(undefined, { _token: logoutTokenFor(id) }),
    ]) {
      expect(response.status).toBe(403)
      expect(response.headers.get('Set-Cookie')).toBeNull()
      expect((await response.json()).error).toBe(true)
    }
    const still = await call('GET', '/profe-max/desarrollo/libros/all', {
      headers: { Cookie: `payload-token=${token}` },
    })
    expect(still.body.some((row: { is_active: boolean }) => !row.is_active)).toBe(true)
  })
})

describe('the proxy routes /admin/blogs by method, and the retailer path', () => {
  const rewriteOf = (method: string, path: string): string | null => {
    const response = proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { method }))
    return response.headers.get('x-middleware-rewrite')
  }

  it('leaves the admin screen to Payload and sends contract calls to the dispatcher', () => {
    expect(rewriteOf('GET', '/admin/blogs/alumnos')).toBeNull()
    // The blog lists have their own route file: the proxy leaves them alone (and does not match them).
    expect(rewriteOf('GET', '/admin/blogs/alumnos/all')).toBeNull()
    expect(rewriteOf('POST', '/admin/blogs/alumnos/toggle-active/4')).toBe(
      'http://localhost:3000/contract-api/admin/blogs/alumnos/toggle-active/4',
    )
    expect(rewriteOf('POST', '/admin/blogs/alumnos')).toBe('http://localhost:3000/contract-api/admin/blogs/alumnos')
    expect(rewriteOf('DELETE', '/admin/blogs/alumnos/4')).toBe(
      'http://localhost:3000/contract-api/admin/blogs/alumnos/4',
    )
    expect(rewriteOf('POST', REGISTER)).toBe(`http://localhost:3000/contract-api${REGISTER}`)
    expect(rewriteOf('POST', '/otra-tienda/register')).toBeNull()
  })
})
