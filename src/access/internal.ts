import type { CollectionBeforeChangeHook, SanitizedConfig } from 'payload'

import { adminOrOwnRow, staffOnly } from './index'

/**
 * Payload adds its internal collections (document locks, preferences) after the plugins, with "any
 * signed-in user" on every operation: an editor could create locks in an admin's name or delete
 * anyone's (issue 27). Their access is set here on the sanitized config, the only place Payload
 * lets it be changed. The admin's own lock handling writes through the database adapter, not
 * through this access, and reads (who is editing) stay open to staff.
 */
const LOCKS = 'payload-locked-documents'

/** A lock written through the API always names the session's own account. */
const lockInOwnName: CollectionBeforeChangeHook = ({ data, req }) =>
  req.user ? { ...data, user: { relationTo: req.user.collection, value: req.user.id } } : data

export const withInternalAccess = (config: SanitizedConfig): SanitizedConfig => {
  const locks = config.collections.find(({ slug }) => slug === LOCKS)
  if (locks) {
    locks.access = { ...locks.access, read: staffOnly, create: staffOnly, update: staffOnly, delete: adminOrOwnRow }
    locks.hooks.beforeChange = [...(locks.hooks.beforeChange ?? []), lockInOwnName]
  }
  return config
}
