import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export type StaffRole = 'admin' | 'editor'

type MaybeUser = PayloadRequest['user']

export const roleOf = (user: MaybeUser): StaffRole | null => {
  if (!user || user.collection !== 'users') return null
  return (user as { role?: StaffRole }).role ?? null
}

export const isStaffUser = (user: MaybeUser): boolean => roleOf(user) !== null
export const isAdminUser = (user: MaybeUser): boolean => roleOf(user) === 'admin'

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => isStaffUser(req.user)
export const adminOnly: Access = ({ req }) => isAdminUser(req.user)
export const adminOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)

const activeOnly: Where = { is_active: { equals: true } }

/** Staff see everything; everybody else only what is published. */
export const activeOrStaff: Access = ({ req }) => (isStaffUser(req.user) ? true : activeOnly)

/** Admins manage every account; an editor may open only their own (a list of accounts is refused). */
export const adminOrSelf: Access = ({ req, id }) => {
  if (isAdminUser(req.user)) return true
  return Boolean(req.user && isStaffUser(req.user) && id !== undefined && String(id) === String(req.user.id))
}
