import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeValidateHook } from 'payload'

import { devLoginAllowed } from '../../src/lib/dev-login'
import { passwordProblem } from '../../src/lib/password-rules'
import { DEV_ADMIN } from '../../src/seed/staff'

const refuse = (path: string, message: string) => new ValidationError({ collection: 'users', errors: [{ path, message }] })

/**
 * A new password: at least 12 characters and not common (src/lib/password-rules.ts). Changing one's
 * own password needs the current one (`currentPassword`, checked by Payload's own login); an admin
 * setting another account's does not. The known development credential is allowed where it may exist.
 */
export const passwordRules: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  const password = data?.password
  if (!data || typeof password !== 'string' || password === '') return data
  const { currentPassword, ...rest } = data as Record<string, unknown>
  const email = String(data.email ?? originalDoc?.email ?? '').toLowerCase()
  const isDevCredential = devLoginAllowed() && email === DEV_ADMIN.email && password === DEV_ADMIN.password
  if (!isDevCredential) {
    const problem = passwordProblem(password, [email, String(data.name ?? originalDoc?.name ?? '')])
    if (problem) throw refuse('password', problem)
  }
  if (operation === 'update' && req.user && originalDoc && String(req.user.id) === String(originalDoc.id)) {
    if (typeof currentPassword !== 'string' || currentPassword === '') throw refuse('currentPassword', 'Escribe tu contraseña actual para cambiarla.')
    const verified = await req.payload.login({ collection: 'users', data: { email, password: currentPassword } }).then(
      () => true,
      () => false,
    )
    if (!verified) throw refuse('currentPassword', 'La contraseña actual no es correcta.')
  }
  req.context.passwordChanged = operation === 'update'
  return rest
}

type StoredSession = { id: string }

/** After a password change every other session ends: only the one that made the change (if it is the account's own) stays. */
export const endOtherSessions: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (!req.context.passwordChanged) return doc
  req.context.passwordChanged = false
  const own = req.user && String(req.user.id) === String(doc.id) ? (req.user as { _sid?: string })._sid : undefined
  const stored = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: doc.id } }, req })) as { sessions?: StoredSession[] } | null
  const sessions = (stored?.sessions ?? []).filter((session) => own !== undefined && session.id === own)
  await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { sessions }, req, returning: false })
  return doc
}
