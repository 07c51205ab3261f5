/**
 * The mail server is down when a teacher registers: the registration is stored, the message waits
 * in the queue, and it arrives once the server is back. This file points Payload at an SMTP port of
 * its own (nothing listens there at first), then starts a real catcher (MailDev, as the launcher does)
 * on it and stops it.
 * Jest gives every test file its own module registry, so this file's Payload is built with that URL.
 */
import path from 'node:path'

import { startMailCatcher } from '../../scripts/lib/mail-catcher.mjs'
import { freePort } from '../../scripts/lib/net.mjs'

let smtpPort = 0
let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined

beforeAll(async () => {
  smtpPort = await freePort()
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  process.env.MAIL_RETRY_DELAY_MS = '200'
})

afterAll(async () => {
  await catcher?.stop()
})

it('with the SMTP server down the registration succeeds, and the mail arrives after it comes back', async () => {
  const { setRateLimit } = await import('../../src/lib/rate-limit')
  const { registrationPath } = await import('../../src/lib/site-config')
  const { call } = await import('./contract/call')
  const { testPayload, uniqueCedula, memberCodeOf } = await import('./helpers')
  const { mailsTo, poolOf, runMailQueue, jobQueueText } = await import('./mail')
  setRateLimit({ max: 1000, windowMs: 60_000 })
  const payload = await testPayload()
  const stamp = Date.now()
  const email = `caida.${stamp}@escuela.mx`
  const answer = await call('POST', registrationPath(), {
    json: {
      nombre: 'Rosa',
      apellido: 'Díaz',
      email,
      telefono: '5512345678',
      fecha_nac: '1985-01-20',
      cp: '44100',
      cedula: uniqueCedula(),
      escuela: 'Primaria 5 de Mayo',
    },
    headers: { 'X-Forwarded-For': '198.51.100.9' },
  })
  expect(answer.status).toBe(201)
  const code = await memberCodeOf(email)

  // Down: the attempt fails, the message stays unsent, the job waits for its retry.
  await runMailQueue(payload)
  const outbox = async () =>
    (
      await poolOf(payload).query<{ sent: boolean }>(
        'SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE "to" = $1',
        [email],
      )
    ).rows
  expect(await outbox()).toEqual([{ sent: false }])
  const queue = await jobQueueText(payload)
  expect(queue).toContain('SMTP delivery failed')
  expect(queue).not.toContain(email) // the error logged names no recipient

  // Back: a real catcher on that port; after the back-off the queue delivers the message.
  catcher = await startMailCatcher(path.resolve('.'), { smtpPort })
  const catcherUrl = catcher.webUrl
  let mails = await mailsTo(email, catcherUrl)
  for (let i = 0; i < 40 && mails.length === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    await runMailQueue(payload)
    mails = await mailsTo(email, catcherUrl)
  }
  expect(mails).toHaveLength(1)
  expect(mails[0]?.html).toContain(code)
  expect(await outbox()).toEqual([{ sent: true }])
})
