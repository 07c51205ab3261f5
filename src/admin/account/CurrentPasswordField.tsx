'use client'

import { PasswordField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

const MISSING = 'Escribe tu contraseña actual para cambiarla.'

// The server says the same when it is missing; a wrong one only the server can tell.
const requireCurrent = (value: null | string | undefined): string | true => (value ? true : MISSING)

/**
 * 'Contraseña actual' on one's own account screen (/admin/account and one's own user document):
 * shown, masked, once a new password is typed in Payload's "Cambiar contraseña" fields, and sent
 * with the save as `currentPassword`, which the server requires for an own password change
 * (collections/users/passwordRules.ts).
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  // The form always holds a `password` entry on an auth collection; it has a value once a new one is typed.
  const changingPassword = useFormFields(([fields]) => Boolean(fields.password?.value))
  if (!changingPassword) return null
  return <PasswordField field={field} path={path ?? field.name} autoComplete="current-password" validate={requireCurrent} />
}
