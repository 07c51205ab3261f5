import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, adminOrSelf } from '../src/access'
import { spanishForgotPassword } from './users/forgotPassword'
import { secureCookies } from '../src/lib/site-config'
import { endOtherSessions, passwordRules } from './users/passwordRules'
import { refuseDevLogin } from './users/refuseDevLogin'
import { throttleAuthOperations } from './users/throttle'

/** The very first account of a fresh installation is its administrator. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}

/** Staff accounts: admins manage everything; editors manage content only. */
export const Users: CollectionConfig = {
  slug: 'users',
  graphQL: { singularName: 'User', pluralName: 'Users' },
  labels: { singular: 'Usuario', plural: 'Usuarios' },
  admin: { group: 'Administración', useAsTitle: 'name', defaultColumns: ['name', 'email', 'role'] },
  // No lock-out anyone could trigger (maxLoginAttempts 0): the limiter of collections/users/throttle.ts
  // (src/lib/login-throttle.ts) slows guessing down instead, on every path that checks a password.
  auth: {
    cookies: { sameSite: 'Lax', secure: secureCookies() },
    maxLoginAttempts: 0,
    forgotPassword: spanishForgotPassword,
  },
  access: {
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [throttleAuthOperations],
    beforeValidate: [passwordRules],
    beforeChange: [firstUserIsAdmin],
    afterChange: [endOtherSessions],
    beforeLogin: [refuseDevLogin],
  },
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true },
    {
      // Never stored (`virtual`): the own-password check of collections/users/passwordRules.ts reads it.
      name: 'currentPassword',
      label: 'Contraseña actual',
      type: 'text',
      virtual: true,
      admin: {
        description: 'Para cambiar tu contraseña o tu correo, escribe primero tu contraseña actual.',
        condition: (data, _siblingData, { user }) =>
          Boolean(user && data?.id !== undefined && String(user.id) === String(data.id)),
        components: { Field: '/admin/account/CurrentPasswordField#CurrentPasswordField' },
      },
    },
    {
      name: 'role',
      label: 'Rol',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { update: adminOnlyField },
      options: [
        { label: 'Administrador', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
    },
  ],
}
