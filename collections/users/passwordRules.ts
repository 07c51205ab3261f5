import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeValidateHook } from 'payload'

import { DEV_ADMIN_EMAIL, DEV_CREDENTIAL_CONTEXT, devLoginAllowed } from '../../src/lib/dev-login'
import { passwordProblem } from '../../src/lib/password-rules'
import { verifyOwnPassword } from './throttle'

const refuse = (path: string, message: string) =>
  new ValidationError({ collection: 'users', errors: [{ path, message }] })

/**
 * A new password: at least 12 characters and not common (src/lib/password-rules.ts). A session
 * changing its own account's password or e-mail must give the current password (`currentPassword`):
 * it is checked against the signed-in account's OWN stored password, never an account named in the
 * body, and under the sign-in limiter (collections/users/throttle.ts), so a save cannot be used to
 * guess anyone's password. An admin setting another account's does not need it. Reset-password's
 * policy check is in collections/users/throttle.ts (Payload hands this hook the stored account there).
 * The development account's known password, written by the seed (src/seed/staff.ts, which marks the
 * call's context), is allowed where that account may exist; this hook never sees the password itself.
 */
export const passwordRules: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const { currentPassword, ...rest } = data as Record<string, unknown>
  const password = typeof data.password === 'string' && data.password !== '' ? data.password : null
  const storedEmail = String(originalDoc?.email ?? '').toLowerCase()
  const email = String(data.email ?? originalDoc?.email ?? '').toLowerCase()
  if (password) {
    const isDevCredential =
      devLoginAllowed() && req.context[DEV_CREDENTIAL_CONTEXT] === true && email === DEV_ADMIN_EMAIL
    if (!isDevCredential) {
      const problem = passwordProblem(password, [email, String(data.name ?? originalDoc?.name ?? '')])
      if (problem) throw refuse('password', problem)
    }
  }
  const ownAccount = operation === 'update' && req.user && originalDoc && String(req.user.id) === String(originalDoc.id)
  const emailChanged = typeof data.email === 'string' && data.email.trim().toLowerCase() !== storedEmail
  if (ownAccount && (password || emailChanged)) {
    const missing =
      emailChanged && !password
        ? 'Escribe tu contraseña actual para cambiar tu correo.'
        : 'Escribe tu contraseña actual para cambiarla.'
    if (typeof currentPassword !== 'string' || currentPassword === '') throw refuse('currentPassword', missing)
    if (!(await verifyOwnPassword(req, originalDoc.id, currentPassword)))
      throw refuse('currentPassword', 'La contraseña actual no es correcta.')
  }
  if (!password) return currentPassword === undefined ? data : rest
  req.context.passwordChanged = operation === 'update'
  return rest
}

type StoredSession = { id: string }

/** After a password change every other session ends: only the one that made the change (if it is the account's own) stays. */
export const endOtherSessions: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (!req.context.passwordChanged) return doc
  req.context.passwordChanged = false
  const own = req.user && String(req.user.id) === String(doc.id) ? (req.user as { _sid?: string })._sid : undefined
  const stored = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: doc.id } }, req })) as {
    sessions?: StoredSession[]
  } | null
  const sessions = (stored?.sessions ?? []).filter((session) => own !== undefined && session.id === own)
  await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { sessions }, req, returning: false })
  return doc
}
