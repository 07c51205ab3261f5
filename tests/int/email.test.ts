import { registrationPath } from '../../src/lib/site-config'
import { setRateLimit } from '../../src/lib/rate-limit'
import { call } from './contract/call'
import { memberCodeOf, rest, testPayload, uniqueCedula } from './helpers'
import { jobQueueText, mailsTo, poolOf, runMailQueue } from './mail'

let sequence = 0
const registration = () => {
  sequence += 1
  const stamp = `${Date.now()}${sequence}`
  return {
    nombre: 'Lucía',
    apellido: 'Hernández',
    email: `lucia.${stamp}@escuela.mx`,
    telefono: '5512345678',
    fecha_nac: '1988-03-14',
    cp: '06700',
    cedula: uniqueCedula(),
    escuela: 'Secundaria Técnica 12',
  }
}

beforeAll(() => setRateLimit({ max: 1000, windowMs: 60_000 }))

describe('welcome e-mail', () => {
  it('a registration sends one welcome mail, HTML and text in Spanish, holding the member code', async () => {
    const payload = await testPayload()
    const data = registration()
    const answer = await call('POST', registrationPath(), {
      json: data,
      headers: { 'X-Forwarded-For': '198.51.100.1' },
    })
    expect(answer.status).toBe(201)
    const code = await memberCodeOf(data.email)
    expect(code).toMatch(/^PM-/)

    // Queued in PostgreSQL, not sent inline; the queue's rows hold neither the address nor the code.
    const queued = await jobQueueText(payload)
    expect(queued).toContain('sendEmail')
    expect(queued).not.toContain(data.email)
    expect(queued).not.toContain(code)

    await runMailQueue(payload)
    const mails = await mailsTo(data.email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.subject).toBe('Bienvenida a ProfeMax: tu código de socio')
    expect(mail?.html).toContain(code)
    expect(mail?.html).toContain('lang="es-MX"')
    expect(mail?.html).toContain('#0d4a8c') // the brand's blue
    expect(mail?.text).toContain(`Código de socio ${code}`)
    expect(mail?.text).toContain('Cómo usarlo')

    // Running the queue again sends nothing more, and the sent body is not kept.
    await runMailQueue(payload)
    expect(await mailsTo(data.email)).toHaveLength(1)
    const { rows } = await poolOf(payload).query<{ html: string | null; sent: boolean }>(
      'SELECT html, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE "to" = $1',
      [data.email],
    )
    expect(rows).toEqual([{ html: null, sent: true }])
  })

  it('a refused registration sends nothing', async () => {
    const payload = await testPayload()
    const data = { ...registration(), cp: '1' }
    const answer = await call('POST', registrationPath(), {
      json: data,
      headers: { 'X-Forwarded-For': '198.51.100.2' },
    })
    expect(answer.status).toBe(400)
    await runMailQueue(payload)
    expect(await mailsTo(data.email)).toHaveLength(0)
  })
})

describe('staff password reset', () => {
  it("Payload's forgot-password flow sends a Spanish message whose link carries the reset token", async () => {
    const payload = await testPayload()
    const email = `olvido.${Date.now()}@profemax.mx`
    await payload.create({
      collection: 'users',
      data: { email, password: 'Una-Clave-Larga-1', name: 'Olvido Pruebas', role: 'editor' },
      overrideAccess: true,
    })
    const answer = await rest('POST', 'users/forgot-password', { body: { email } })
    expect(answer.status).toBe(200)
    await runMailQueue(payload)
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.subject).toBe('Restablece tu contraseña de ProfeMax')
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      showHiddenFields: true,
      overrideAccess: true,
    })
    const token = (docs[0] as { resetPasswordToken?: string }).resetPasswordToken
    expect(token).toBeTruthy()
    expect(mail?.html).toContain(`/admin/reset/${token}`)
    expect(mail?.text).toContain(`/admin/reset/${token}`)
    expect(mail?.text).toContain('El enlace vence en 1 hora')
  })
})
