import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export type StaffRole = 'admin' | 'editor'

type MaybeUser = PayloadRequest['user']

/** Whoever is signed in (staff, or another auth collection's account). */
export type SignedInUser = NonNullable<MaybeUser>

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

const publishedActive: Where = { and: [{ _status: { equals: 'published' } }, activeOnly] }

/**
 * Collections with drafts (blogs, issue 14): visitors see a document only through its PUBLISHED
 * version and only while that version is active; a never-published draft (`_status: 'draft'` on the
 * main row) is invisible, and Payload applies the same rule to `?draft=true` reads, whose newest
 * version is then a draft and fails `_status: published` (docs/editorial.md).
 */
export const publishedActiveOrStaff: Access = ({ req }) => (isStaffUser(req.user) ? true : publishedActive)

/** Admins manage every account; an editor may open only their own (a list of accounts is refused). */
export const adminOrSelf: Access = ({ req, id }) => {
  if (isAdminUser(req.user)) return true
  return Boolean(req.user && isStaffUser(req.user) && id !== undefined && String(id) === String(req.user.id))
}

/** Nobody through the APIs: rows written only by the app's own code (`overrideAccess`), e.g. scheduled changes by the contract. */
export const nobody: Access = () => false

/** Admins: every row; editors: only rows whose polymorphic `user` field is themselves (their own document locks). */
export const adminOrOwnRow: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user || !isStaffUser(req.user)) return false
  const own: Where[] = [
    { 'user.value': { equals: req.user.id } },
    { 'user.relationTo': { equals: req.user.collection } },
  ]
  return { and: own }
}
