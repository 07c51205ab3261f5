import { accountTokens, testPayload } from './helpers'

/** Issue 34: concurrent first sign-ins of a test account create it once and all get a token. */
describe('test accounts', () => {
  it('ten concurrent first calls for a missing account give ten tokens and one account', async () => {
    const payload = await testPayload()
    const email = `editor.concurrente.${Date.now().toString(36)}@profemax.mx`
    const where = { email: { equals: email } }
    expect((await payload.count({ collection: 'users', where, overrideAccess: true })).totalDocs).toBe(0)
    try {
      const tokenFor = accountTokens({
        editor: { email, password: 'Pruebas-Concurrente-1', name: 'Editor Concurrente', role: 'editor' },
      })
      const tokens = await Promise.all(Array.from({ length: 10 }, () => tokenFor('editor')))
      expect(tokens).toHaveLength(10)
      for (const token of tokens) expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
      expect((await payload.count({ collection: 'users', where, overrideAccess: true })).totalDocs).toBe(1)
    } finally {
      await payload.delete({ collection: 'users', where, overrideAccess: true })
    }
  })

  it('two independent caches racing on the same missing account (two workers) both sign in', async () => {
    const payload = await testPayload()
    const email = `editor.carrera.${Date.now().toString(36)}@profemax.mx`
    const where = { email: { equals: email } }
    const account = { email, password: 'Pruebas-Carrera-1', name: 'Editor Carrera', role: 'editor' as const }
    try {
      const [first, second] = await Promise.all([
        accountTokens({ editor: account })('editor'),
        accountTokens({ editor: account })('editor'),
      ])
      expect(first).toBeTruthy()
      expect(second).toBeTruthy()
      expect((await payload.count({ collection: 'users', where, overrideAccess: true })).totalDocs).toBe(1)
    } finally {
      await payload.delete({ collection: 'users', where, overrideAccess: true })
    }
  })
})
