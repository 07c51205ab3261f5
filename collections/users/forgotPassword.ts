import type { IncomingAuthType } from 'payload'

import { siteUrl } from '../../src/email/settings'
import { passwordResetEmail } from '../../src/email/templates'

/**
 * Payload's forgot-password message in Spanish. The link is built on SITE_URL (never on the
 * request's Host header, which a caller could forge to steal the token).
 */
export const spanishForgotPassword: NonNullable<IncomingAuthType['forgotPassword']> = {
  generateEmailSubject: () => passwordResetEmail('', '').subject,
  generateEmailHTML: (args) =>
    passwordResetEmail('', `${siteUrl()}/admin/reset/${encodeURIComponent(String(args?.token ?? ''))}`).html,
}
