import { NextRequest } from 'next/server'

import { PEER_HEADER, setRateLimit } from '../../../src/contract/rate-limit'
import { logoutTokenFor } from '../../../src/lib/logout-token'
import { NOMINATION_PATH, registrationPath } from '../../../src/lib/site-config'
import { proxy } from '../../../src/proxy'
import { testPayload, tokenFor } from '../helpers'
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
    cedula: `CED${Date.now()}${sequence}`,
    escuela: 'Primaria Benito Juárez',
    ...overrides,
  }
}

const stored = async (email: string) => (await (await testPayload()).count({ collection: 'registrations', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

/** Each call from its own address, so the per-client limit does not get in the way. */
let address = 0
// The connection's address as src/instrumentation.ts records it.
const fromNewClient = () => ({ [PEER_HEADER]: `10.0.${Math.floor(++address / 250)}.${address % 250}` })

beforeAll(() => setRateLimit({ max: 1000, windowMs: 60_000 }))

describe('registration', () => {
  it('uses the configured retailer segment', () => {
    expect(REGISTER).toBe('/officemax/register')
  })

  it('stores a valid registration and answers { error: false, message, code }', async () => {
    const data = registration()
    const answer = await call('POST', REGISTER, { json: data, headers: fromNewClient() })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ error: false, message: 'Registro exitoso', code: expect.stringMatching(/^PM-[A-Z2-9]{10}$/) })
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'registrations', where: { email: { equals: data.email } }, overrideAccess: true, depth: 0 })
    expect(docs[0]).toMatchObject({ nombre: 'María', member_code: answer.body.code })
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
    ['telefono', '+52 55 1234 5678', 'Máximo 10 dígitos'],
    ['fecha_nac', '', 'Obligatoria'],
    ['fecha_nac', '2999-01-01', 'No futura'],
    ['fecha_nac', new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10), 'Debes tener al menos 18 años'],
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

  it('refuses a second registration with the same email or the same cédula (409), storing nothing', async () => {
    const first = registration()
    expect((await call('POST', REGISTER, { json: first, headers: fromNewClient() })).status).toBe(201)
    const sameEmail = await call('POST', REGISTER, { json: { ...registration(), email: first.email.toUpperCase() }, headers: fromNewClient() })
    expect(sameEmail.status).toBe(409)
    expect(sameEmail.body).toEqual({ error: true, message: 'Este correo electrónico ya está registrado en el programa.' })
    const other = registration({ cedula: first.cedula })
    const sameCedula = await call('POST', REGISTER, { json: other, headers: fromNewClient() })
    expect(sameCedula.status).toBe(409)
    expect(sameCedula.body).toEqual({ error: true, message: 'Esta cédula profesional ya está registrada en el programa.' })
    expect(await stored(other.email)).toBe(0)
  })

  it('stores exactly one of 20 identical submissions sent at once; the others get 409', async () => {
    const data = registration()
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', REGISTER, { json: data, headers: fromNewClient() })))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    for (const answer of answers.filter((candidate) => candidate.status === 409)) expect(answer.body.error).toBe(true)
    expect(await stored(data.email)).toBe(1)
  })

  it('limits each client (429 with a Spanish message and Retry-After), not everybody', async () => {
    setRateLimit({ max: 2, windowMs: 60_000 })
    try {
      const client = { [PEER_HEADER]: '203.0.113.7' }
      const statuses = []
      for (let i = 0; i < 3; i += 1) statuses.push((await call('POST', REGISTER, { json: registration(), headers: client })).status)
      expect(statuses).toEqual([201, 201, 429])
      const limited = await call('POST', REGISTER, { json: registration(), headers: client })
      expect(limited.body).toEqual({ error: true, message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.' })
      const retryAfter = Number(limited.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect((await call('POST', REGISTER, { json: registration(), headers: { [PEER_HEADER]: '203.0.113.8' } })).status).toBe(201)
    } finally {
      setRateLimit({ max: 1000, windowMs: 60_000 })
    }
  })

  it("is not bypassed by rotating X-Forwarded-For; with TRUSTED_PROXIES=1 the proxy's entry counts", async () => {
    setRateLimit({ max: 2, windowMs: 60_000 })
    try {
      const statuses = []
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await call('POST', REGISTER, { json: registration(), headers: { [PEER_HEADER]: '203.0.113.20', 'X-Forwarded-For': `192.0.2.${i}` } })).status)
      }
      expect(statuses).toEqual([201, 201, 429, 429])
      process.env.TRUSTED_PROXIES = '1'
      // Behind one proxy (the peer): the client is the entry that proxy appended, not one the client wrote before it.
      const behindProxy = (forwarded: string) => call('POST', REGISTER, { json: registration(), headers: { [PEER_HEADER]: '10.9.9.9', 'X-Forwarded-For': forwarded } })
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
  const person = (nombre: string) => ({ nombre, apellido: 'Ruiz', correo: `${nombre.toLowerCase()}@escuela.mx`, escuela: 'Secundaria 5', estado: 'jalisco' })

  it('stores { userData, professorData } and answers the spec message', async () => {
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'nominations', overrideAccess: true })).totalDocs
    const answer = await call('POST', NOMINATION_PATH, { json: { userData: person('Laura'), professorData: person('Pedro') }, headers: fromNewClient() })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ error: false, message: '¡Nominación enviada exitosamente!' })
    expect((await payload.count({ collection: 'nominations', overrideAccess: true })).totalDocs).toBe(before + 1)
  })

  it('refuses missing fields and an unknown state', async () => {
    const answer = await call('POST', NOMINATION_PATH, { json: { userData: { ...person('Laura'), estado: 'texas' }, professorData: { ...person('Pedro'), nombre: '' } }, headers: fromNewClient() })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ 'userData.estado': 'Selecciona un estado', 'professorData.nombre': 'Obligatorio' })
  })

  it('names the step and field of a refusal', async () => {
    const answer = await call('POST', NOMINATION_PATH, { json: { userData: { ...person('Laura'), correo: 'laura@' }, professorData: person('Pedro') }, headers: fromNewClient() })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: true, message: 'Paso 1 · Correo electrónico: Formato inválido', errors: { 'userData.correo': 'Formato inválido' } })
    const second = await call('POST', NOMINATION_PATH, { json: { userData: person('Laura'), professorData: { ...person('Pedro'), estado: '' } }, headers: fromNewClient() })
    expect(second.body.message).toBe('Paso 2 · Estado: Selecciona un estado')
  })

  it('stores the same nomination once: a resend is a 409 in Spanish', async () => {
    const payload = await testPayload()
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
    const body = { userData: { ...person('Rosa'), correo: `rosa.${unique}@escuela.mx` }, professorData: { ...person('Tomás'), correo: `tomas.${unique}@escuela.mx` } }
    const where = { 'userData.correo': { equals: body.userData.correo } }
    try {
      expect((await call('POST', NOMINATION_PATH, { json: body, headers: fromNewClient() })).status).toBe(201)
      // Same people, the e-mail typed in capitals: still the same nomination.
      const again = await call('POST', NOMINATION_PATH, { json: { ...body, userData: { ...body.userData, correo: body.userData.correo.toUpperCase() } }, headers: fromNewClient() })
      expect(again.status).toBe(409)
      expect(again.body).toEqual({ error: true, message: 'Ya enviaste esta nominación: no hace falta enviarla de nuevo.' })
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
      dispatch(new Request('http://localhost:3000/logout', { method: 'POST', headers, body: new URLSearchParams(form).toString() })),
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
    const after = await call('POST', '/profe-max/desarrollo/libros/toggle-active/1', { headers: { Cookie: `payload-token=${token}` } })
    expect(after.status).toBe(401)
  })

  it('with a missing or forged _token, or no session: 403 and nothing cleared', async () => {
    const { token, id } = await session()
    for (const response of [await logout(token, {}), await logout(token, { _token: 'falso' }), await logout(undefined, { _token: logoutTokenFor(id) })]) {
      expect(response.status).toBe(403)
      expect(response.headers.get('Set-Cookie')).toBeNull()
      expect((await response.json()).error).toBe(true)
    }
    const still = await call('GET', '/profe-max/desarrollo/libros/all', { headers: { Cookie: `payload-token=${token}` } })
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
    expect(rewriteOf('POST', '/admin/blogs/alumnos/toggle-active/4')).toBe('http://localhost:3000/contract-api/admin/blogs/alumnos/toggle-active/4')
    expect(rewriteOf('POST', '/admin/blogs/alumnos')).toBe('http://localhost:3000/contract-api/admin/blogs/alumnos')
    expect(rewriteOf('DELETE', '/admin/blogs/alumnos/4')).toBe('http://localhost:3000/contract-api/admin/blogs/alumnos/4')
    expect(rewriteOf('POST', REGISTER)).toBe(`http://localhost:3000/contract-api${REGISTER}`)
    expect(rewriteOf('POST', '/otra-tienda/register')).toBeNull()
  })
})
