import type { Payload } from 'payload'

import { DEV_ADMIN_EMAIL, DEV_CREDENTIAL_CONTEXT } from '../lib/dev-login'

/** The development account, created with the demo content on a local database only. */
export const DEV_ADMIN = { email: DEV_ADMIN_EMAIL, password: 'ProfeMax-2026', name: 'Administración ProfeMax' } as const

type Account = { email: string; password: string; name?: string | undefined }

/** Creates an admin account, or resets the password of the one with that e-mail. */
export const ensureStaffAccount = async (payload: Payload, { email, password, name }: Account): Promise<void> => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
  })
  const existing = docs[0]
  // The development password is too weak for the policy (collections/users/passwordRules.ts): the hook lets it through for this call only.
  const context =
    email.toLowerCase() === DEV_ADMIN.email && password === DEV_ADMIN.password ? { [DEV_CREDENTIAL_CONTEXT]: true } : {}
  if (existing) {
    await payload.update({ collection: 'users', id: existing.id, data: { password, role: 'admin' }, context })
    console.log(`[staff] password reset for ${email}`)
  } else {
    await payload.create({
      collection: 'users',
      data: { email, password, name: name ?? email, role: 'admin' },
      context,
    })
    console.log(`[staff] admin account created: ${email}`)
  }
}
