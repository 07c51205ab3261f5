import { setRateLimit, TOO_MANY } from '../../../src/lib/rate-limit'
import { rest, testPayload } from '../helpers'

/**
 * Issue 27: every forgot-password request sends a mail; without a limit the site's mail server could be
 * turned on a staff inbox (Payload itself only spaces mails to one existing account 15 s apart). The
 * forms' mailbox limit (CONTRACT_MAIL_LIMIT, 5 an hour, case and +tag folded) applies, the same for
 * an address that is an account and one that is not.
 */
const forgot = (email: string) => rest('POST', 'users/forgot-password', { body: { email } })

describe('forgot-password is limited per mailbox', () => {
  // Every in-process request comes from one client: its own limit (10 a minute) is checked apart.
  beforeEach(() => setRateLimit({ max: 1000, windowMs: 60_000 }, 'client'))
  afterAll(() => setRateLimit({ max: 10, windowMs: 60_000 }, 'client'))

  it('the sixth request for one mailbox in an hour is refused (429, Spanish, Retry-After), +tag and case included; another mailbox is not', async () => {
    const stamp = Date.now().toString(36)
    const payload = await testPayload()
    const known = `olvido.limite.${stamp}@profemax.mx`
    await payload.create({
      collection: 'users',
      data: { email: known, password: 'Una-Clave-Larga-1', name: 'Olvido Límite', role: 'editor' },
      overrideAccess: true,
    })
    const unknown = `nadie.limite.${stamp}@profemax.mx`
    try {
      const statuses = async (email: string) => {
        const [local, domain] = email.split('@') as [string, string]
        const variants = [
          email,
          email.toUpperCase(),
          `${local}+a@${domain}`,
          `${local}+b@${domain}`,
          ` ${email} `,
          `${local}+c@${domain}`,
        ]
        const answers = []
        for (const variant of variants) answers.push(await forgot(variant))
        return answers
      }
      for (const email of [known, unknown]) {
        const answers = await statuses(email)
        // An account and a stranger's address are answered alike.
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429])
        expect(answers[5]!.json.errors?.[0]?.message ?? answers[5]!.json.message).toBe(TOO_MANY)
      }
      expect((await forgot(`otra.${stamp}@profemax.mx`)).status).toBe(200)
    } finally {
      await payload.delete({ collection: 'users', where: { email: { equals: known } }, overrideAccess: true })
    }
  })

  it('one client is limited across mailboxes (CONTRACT_RATE_LIMIT)', async () => {
    setRateLimit({ max: 3, windowMs: 60_000 }, 'client')
    const stamp = Date.now().toString(36)
    const statuses = []
    for (const n of [1, 2, 3, 4]) statuses.push((await forgot(`cliente.${n}.${stamp}@profemax.mx`)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
