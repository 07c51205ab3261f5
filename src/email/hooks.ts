import type { CollectionAfterChangeHook, IncomingAuthType } from 'payload'

import { queueEmail } from './queue'
import { siteUrl } from './settings'
import { passwordResetEmail, welcomeEmail } from './templates'

/** Registration created: queue the welcome message with the member code, in the same transaction. */
export const queueWelcomeEmail: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  // `doc` holds only what the caller selected (the contract selects the code): read `data` too.
  const saved = { ...data, ...doc } as { email?: unknown; nombre?: unknown; member_code?: unknown }
  if (operation !== 'create' || typeof saved.email !== 'string' || typeof saved.member_code !== 'string') return doc
  await queueEmail(req.payload, welcomeEmail(saved.email, String(saved.nombre ?? ''), saved.member_code), req)
  return doc
}

/**
 * Payload's forgot-password message in Spanish. The link is built on SITE_URL (never on the
 * request's Host header, which a caller could forge to steal the token).
 */
export const spanishForgotPassword: NonNullable<IncomingAuthType['forgotPassword']> = {
  generateEmailSubject: () => passwordResetEmail('', '').subject,
  generateEmailHTML: (args) => passwordResetEmail('', `${siteUrl()}/admin/reset/${encodeURIComponent(String(args?.token ?? ''))}`).html,
}
