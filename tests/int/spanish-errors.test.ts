import { spanishMessage } from '../../src/lib/spanish-errors'
import { rest, testPayload } from './helpers'

/** Issue 28: Payload's English refusals reach staff in Spanish, on its own REST API too. */
describe("Payload's refusals in Spanish", () => {
  it('rewrites the messages Payload leaves in English, and nothing else', () => {
    expect(spanishMessage('The following field is invalid: email')).toBe('El siguiente campo no es válido: email')
    expect(spanishMessage('The following fields are invalid (2): name, email')).toBe(
      'Los siguientes campos no son válidos: name, email',
    )
    expect(spanishMessage('Document with ID 12 is currently locked by another user and cannot be modified.')).toBe(
      'Otra persona tiene abierto este elemento para editarlo. Inténtalo cuando termine.',
    )
    expect(spanishMessage('El nombre es obligatorio.')).toBe('El nombre es obligatorio.')
  })

  it('a save Payload refuses answers in Spanish on its own /api', async () => {
    const answer = await rest('POST', 'development-books', { as: 'admin', body: { author: 'Autora' } })
    expect(answer.status).toBe(400)
    const messages = (answer.json.errors as { message: string }[]).map((error) => error.message)
    expect(messages.join(' ')).not.toMatch(/The following|is invalid/)
    expect(messages[0]).toMatch(/^(El siguiente campo|Los siguientes campos)/)
  })

  it("a reset-password link that is not valid answers in Spanish on Payload's /api", async () => {
    const answer = await rest('POST', 'users/reset-password', {
      body: { token: 'no-es-un-token', password: 'Una-Clave-Larga-2026' },
    })
    expect(JSON.stringify(answer.json)).not.toMatch(/Token is either invalid/)
  })
})

describe("the media library's columns", () => {
  it('are named in Spanish: no field keeps an English label', async () => {
    const payload = await testPayload()
    const english = /^(MIME Type|Thumbnail URL|URL|Filename|File Size|Width|Height|Focal [XY])$/
    const labels = payload.collections.media.config.fields
      .filter((field) => 'name' in field)
      .map((field) => ('label' in field && typeof field.label === 'string' ? field.label : null))
      .filter((label): label is string => label !== null)
    expect(labels).toEqual(expect.arrayContaining(['Tipo de archivo', 'Dirección (URL)']))
    expect(labels.filter((label) => english.test(label))).toEqual([])
    expect(payload.collections.media.config.admin.defaultColumns).toEqual(['filename', 'alt', 'is_public', 'updatedAt'])
  })
})
