import type { ServerProps } from 'payload'

import { roleOf } from '../../access'
import { logoutTokenFor } from '../../lib/logout-token'
import { UserMenuClient } from './UserMenuClient'

/** Header action: who is signed in, the theme choice, the dashboard link and the logout form. */
export const UserMenu = ({ user }: ServerProps) => {
  if (!user || roleOf(user) === null) return null
  const { id, email } = user
  const name = (user as { name?: string }).name ?? email ?? ''
  return <UserMenuClient name={name} email={email ?? ''} role={roleOf(user) ?? 'editor'} token={logoutTokenFor(id)} />
}
