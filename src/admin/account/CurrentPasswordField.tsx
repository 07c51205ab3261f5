'use client'

import { PasswordField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * 'Contraseña actual' on one's own account screen (/admin/account and one's own user document):
 * shown, masked, only while Payload's "Cambiar contraseña" has opened the new-password fields (they
 * are then in the form's state), and sent with the save as `currentPassword`, which the server
 * requires for an own password change (collections/users/passwordRules.ts).
 */
const MISSING = 'Escribe tu contraseña actual para cambiarla.'

// The server says the same when it is missing; a wrong one only the server can tell.
const requireCurrent = (value: null | string | undefined): string | true => (value ? true : MISSING)

export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const changingPassword = useFormFields(([fields]) => 'password' in fields)
  if (!changingPassword) return null
  return <PasswordField field={field} path={path ?? field.name} autoComplete="current-password" validate={requireCurrent} />
}
