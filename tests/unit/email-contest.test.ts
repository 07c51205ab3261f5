import { candidateIdentity, tokenMatches, voteToken } from '../../src/contest/identity'
import { mailboxKey } from '../../src/lib/identity-keys'
import type { Payload } from 'payload'

import { siteEmailAdapter } from '../../src/email/adapter'
import { emailFrom, smtpSettings } from '../../src/email/settings'
import { escapeHtml, htmlToText, welcomeEmail } from '../../src/email/templates'

describe('voter e-mail normalisation', () => {
  it('ignores letter case, spaces and a +tag; keeps dots and the domain', () => {
    expect(mailboxKey('  Ana@X.mx ')).toBe('ana@x.mx')
    expect(mailboxKey('ana+concurso@x.mx')).toBe('ana@x.mx')
    expect(mailboxKey('ANA+A+B@X.MX')).toBe('ana@x.mx')
    expect(mailboxKey('a.na@x.mx')).toBe('a.na@x.mx')
    expect(mailboxKey('+solo@x.mx')).toBe('+solo@x.mx')
    expect(candidateIdentity('Profe@Escuela.mx')).toBe(candidateIdentity('profe+1@escuela.mx'))
  })

  it('a confirmation token fits its vote only', () => {
    process.env.PAYLOAD_SECRET ||= 'unit-secret'
    const token = voteToken(7, 'salt')
    expect(tokenMatches(7, 'salt', token)).toBe(true)
    expect(tokenMatches(8, 'salt', token)).toBe(false)
    expect(tokenMatches(7, 'other', token)).toBe(false)
    expect(tokenMatches(7, 'salt', `${token}x`)).toBe(false)
  })
})

describe('mail settings', () => {
  it('reads SMTP_URL (smtp and smtps, credentials decoded) and refuses anything else', () => {
    expect(smtpSettings('smtp://127.0.0.1:1025')).toEqual({ host: '127.0.0.1', port: 1025, secure: false })
    expect(smtpSettings('smtps://us%40r:p%3Ass@mail.x.mx')).toEqual({
      host: 'mail.x.mx',
      port: 465,
      secure: true,
      auth: { user: 'us@r', pass: 'p:ss' },
    })
    expect(smtpSettings('smtp://mail.x.mx')?.port).toBe(587)
    expect(smtpSettings('http://mail.x.mx')).toBeNull()
    expect(smtpSettings('no es url')).toBeNull()
    expect(smtpSettings('')).toBeNull()
  })

  it('reads EMAIL_FROM with or without a name', () => {
    expect(emailFrom('ProfeMax <hola@profemax.mx>')).toEqual({ name: 'ProfeMax', address: 'hola@profemax.mx' })
    expect(emailFrom('"Mi Profe" <a@b.mx>')).toEqual({ name: 'Mi Profe', address: 'a@b.mx' })
    expect(emailFrom('a@b.mx')).toEqual({ name: 'ProfeMax', address: 'a@b.mx' })
  })
})

describe('templates', () => {
  it('escape what people typed, and give the same words in the text part', () => {
    const mail = welcomeEmail('a@b.mx', '<b>Ana</b>', 'PM-ABC')
    expect(mail.html).not.toContain('<b>Ana</b>')
    expect(mail.html).toContain(escapeHtml('<b>Ana</b>'))
    expect(mail.text).toContain('¡Hola, <b>Ana</b>!')
    expect(htmlToText(mail.html)).toContain('PM-ABC')
    expect(htmlToText('<p>Hola &amp; <a href="https://x.mx/r">aquí</a></p>')).toBe('Hola & aquí (https://x.mx/r)')
  })
})

describe('production without SMTP_URL', () => {
  it('starts with a clear warning, once', async () => {
    const saved = { smtp: process.env.SMTP_URL, env: process.env.NODE_ENV }
    delete process.env.SMTP_URL
    ;(process.env as Record<string, string>).NODE_ENV = 'production'
    try {
      const warnings: string[] = []
      const payload = { logger: { warn: (message: string) => warnings.push(message) } } as unknown as Payload
      const make = await siteEmailAdapter()
      const adapter = make({ payload })
      make({ payload })
      expect(warnings).toEqual([
        'SMTP_URL no está configurado: los correos (bienvenida, confirmación de voto, restablecer contraseña) se guardan pero NO se envían.',
      ])
      expect(adapter.defaultFromAddress).toBe('no-responder@profemax.mx')
    } finally {
      if (saved.smtp) process.env.SMTP_URL = saved.smtp
      ;(process.env as Record<string, string | undefined>).NODE_ENV = saved.env
    }
  })
})
