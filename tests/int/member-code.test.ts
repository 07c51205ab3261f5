import { PEER_HEADER, setRateLimit } from '../../src/lib/rate-limit'
import { CODE_RESENT } from '../../src/contract/resources/public'
import { CODE_SENT_PAGE, memberCodePath, REGISTERED_PAGE, registrationPath } from '../../src/lib/site-config'
import { call } from './contract/call'
import { memberCodeOf, testPayload, uniqueCedula } from './helpers'
import { mailsTo, runMailQueue } from './mail'

let sequence = 0
const stamp = () => `${Date.now()}${(sequence += 1)}`
const registration = (email = `ana.${stamp()}@escuela.mx`) => ({
  nombre: 'Ana',
  apellido: 'Ruiz',
  email,
  telefono: '5512345678',
  fecha_nac: '1985-02-03',
  cp: '06700',
  cedula: uniqueCedula(),
  escuela: 'Primaria Miguel Hidalgo',
})
let address = 0
const fromNewClient = () => ({ [PEER_HEADER]: `10.9.${Math.floor(++address / 250)}.${address % 250}` })

/** What a browser sends when it submits the form itself (no scripts): urlencoded, navigating. */
const pagePost = (fields: Record<string, string>) => ({
  raw: { body: new URLSearchParams(fields).toString(), type: 'application/x-www-form-urlencoded' },
  headers: { ...fromNewClient(), Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate' },
})

beforeAll(() => setRateLimit({ max: 1000, windowMs: 60_000 }))
afterEach(() => setRateLimit({ max: 1000, windowMs: 3_600_000 }, 'mailbox'))

describe("'Ya soy socio: reenviar mi código'", () => {
  it('answers the same for a registered and an unknown address; only the member gets the code, by mail', async () => {
    const payload = await testPayload()
    const member = registration()
    expect((await call('POST', registrationPath(), { json: member, headers: fromNewClient() })).status).toBe(201)
    await runMailQueue(payload)
    const code = await memberCodeOf(member.email)

    // Typed with other letter case and a +tag: the same mailbox.
    const [user, domain] = member.email.split('@')
    const known = await call('POST', memberCodePath(), {
      json: { email: `${user?.toUpperCase()}+casa@${domain}` },
      headers: fromNewClient(),
    })
    const unknownAddress = `nadie.${stamp()}@escuela.mx`
    const unknown = await call('POST', memberCodePath(), { json: { email: unknownAddress }, headers: fromNewClient() })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(known.body).toEqual({ error: false, message: CODE_RESENT })
    expect(unknown.body).toEqual(known.body)

    await runMailQueue(payload)
    const mails = await mailsTo(member.email)
    const resent = mails.find((mail) => mail.subject === 'Tu código de socio de ProfeMax')
    expect(resent?.text).toContain(`Código de socio ${code}`)
    expect(resent?.html).toContain(code)
    expect(await mailsTo(unknownAddress)).toHaveLength(0)
  })

  it('refuses a malformed address with the form’s own message', async () => {
    const answer = await call('POST', memberCodePath(), { json: { email: 'ana@' }, headers: fromNewClient() })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: true, message: 'Formato inválido' })
    const empty = await call('POST', memberCodePath(), { json: {}, headers: fromNewClient() })
    expect(empty.body).toMatchObject({ error: true, message: 'Obligatorio' })
  })

  it('is limited per mailbox alike for registered and unknown addresses (429, Spanish)', async () => {
    setRateLimit({ max: 2, windowMs: 3_600_000 }, 'mailbox')
    const member = registration()
    await call('POST', registrationPath(), { json: member, headers: fromNewClient() })
    for (const email of [member.email, `nadie.${stamp()}@escuela.mx`]) {
      const statuses: number[] = []
      for (let i = 0; i < 3; i += 1)
        statuses.push((await call('POST', memberCodePath(), { json: { email }, headers: fromNewClient() })).status)
      expect(statuses).toEqual([200, 200, 429])
    }
    const refused = await call('POST', memberCodePath(), { json: { email: member.email }, headers: fromNewClient() })
    expect(refused.body.message).toBe('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.')
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})

describe('the forms without scripts (a browser posting the HTML form itself)', () => {
  it('a valid registration is stored and the browser is sent to the thank-you page (303)', async () => {
    const data = registration()
    const answer = await call('POST', registrationPath(), pagePost(data))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe(REGISTERED_PAGE)
    expect(await memberCodeOf(data.email)).toMatch(/^PM-/)
  })

  it('a refused registration gets a page with the same Spanish messages, field by field, and stores nothing', async () => {
    const data = { ...registration(), cp: '123', telefono: '55 1234 56789' }
    const answer = await call('POST', registrationPath(), pagePost(data))
    expect(answer.status).toBe(400)
    expect(answer.headers.get('Content-Type')).toContain('text/html')
    const page = String(answer.body)
    expect(page).toContain('<html lang="es-MX">')
    expect(page).toContain('Error en el registro')
    expect(page).toContain('<strong>Teléfono:</strong> Máximo 10 dígitos')
    expect(page).toContain('<strong>Código postal:</strong> CP inválido')
    expect(page).toContain('href="/registro"')
    const payload = await testPayload()
    expect(
      (
        await payload.count({
          collection: 'registrations',
          where: { email: { equals: data.email } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('the resend form answers with the code-sent page, whatever the address', async () => {
    const answer = await call('POST', memberCodePath(), pagePost({ email: `nadie.${stamp()}@escuela.mx` }))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe(CODE_SENT_PAGE)
  })

  it('scripts keep getting JSON from the same endpoints', async () => {
    const answer = await call('POST', registrationPath(), {
      json: { ...registration(), cp: '1' },
      headers: { ...fromNewClient(), Accept: 'application/json' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: true, message: 'CP inválido' })
  })
})

describe('welcome e-mail links', () => {
  it('links to the portal, the terms, the privacy notice, the contact and the code resend', async () => {
    const payload = await testPayload()
    const data = registration()
    await call('POST', registrationPath(), { json: data, headers: fromNewClient() })
    await runMailQueue(payload)
    const welcome = (await mailsTo(data.email)).find(
      (mail) => mail.subject === 'Bienvenida a ProfeMax: tu código de socio',
    )
    for (const path of [
      '/profe-max"',
      '/terminos-condiciones"',
      '/aviso-de-privacidad"',
      'mailto:',
      '/registro#reenviar-codigo"',
    ])
      expect(welcome?.html).toContain(path)
    expect(welcome?.text).toContain('Términos y condiciones: http')
    expect(welcome?.text).toContain('Aviso de privacidad: http')
  })
})
