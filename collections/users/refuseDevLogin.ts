import { AuthenticationError, type CollectionBeforeLoginHook } from 'payload'

import { DEV_ADMIN_EMAIL, devLoginAllowed } from '../../src/lib/dev-login'

/**
 * A production server never accepts the development account, whatever database it runs on (one
 * seeded by `npm run dev` included): the same answer as a wrong password, so nothing is revealed.
 */
export const refuseDevLogin: CollectionBeforeLoginHook = ({ req, user }) => {
  if (!devLoginAllowed() && String((user as { email?: string }).email).toLowerCase() === DEV_ADMIN_EMAIL)
    throw new AuthenticationError(req.t)
  return user
}
