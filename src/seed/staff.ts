import type { Payload } from 'payload'

/** The development account, created with the demo content on a local database only. */
export const DEV_ADMIN = { email: 'admin@profemax.mx', password: 'ProfeMax-2026', name: 'Administración ProfeMax' } as const

type Account = { email: string; password: string; name?: string | undefined }

/** Creates an admin account, or resets the password of the one with that e-mail. */
export const ensureStaffAccount = async (payload: Payload, { email, password, name }: Account): Promise<void> => {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email.toLowerCase() } }, limit: 1, depth: 0 })
  const existing = docs[0]
  if (existing) {
    await payload.update({ collection: 'users', id: existing.id, data: { password, role: 'admin' } })
    console.log(`[staff] password reset for ${email}`)
  } else {
    await payload.create({ collection: 'users', data: { email, password, name: name ?? email, role: 'admin' } })
    console.log(`[staff] admin account created: ${email}`)
  }
}
