'use client'

import { PasswordField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * 'Contraseña actual' on one's own account screen (/admin/account and one's own user document):
 * shown, masked, once a new password is typed in Payload's "Cambiar contraseña" fields or the e-mail
 * is edited, and sent with the save as `currentPassword`, which the server requires for an own
 * password or e-mail change (collections/users/passwordRules.ts).
 */
const acceptForServer = () => true as const

const normalised = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '')

export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  // The form always holds a `password` entry on an auth collection; it has a value once a new one is typed.
  const changingPassword = useFormFields(([fields]) => Boolean(fields.password?.value))
  // Compared as the server compares them (trimmed, lower case).
  const changingEmail = useFormFields(
    ([fields]) => normalised(fields.email?.value) !== normalised(fields.email?.initialValue),
  )
  if (!changingPassword && !changingEmail) return null
  // Both refusals (missing, wrong) are the server's (collections/users/passwordRules.ts): one place for the
  // rule and its words; the answer's field errors put them under this field (src/lib/api-errors.ts).
  // `validate` given: without one, Payload's PasswordField checks its own 'required' rule in English-first
  // words and blocks the save before the server can answer with ours.
  return (
    <PasswordField field={field} path={path ?? field.name} autoComplete="current-password" validate={acceptForServer} />
  )
}
