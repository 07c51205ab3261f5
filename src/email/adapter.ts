import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { queueEmail } from './queue'
import { emailFrom, smtpSettings } from './settings'
import { htmlToText } from './templates'

type Sender = (message: SendEmailOptions) => Promise<unknown>

/** The SMTP sender of each Payload instance (the task reads it); null when SMTP_URL is unset. */
const senders = new WeakMap<Payload, Sender | null>()

export const smtpSenderOf = (payload: Payload): Sender | null => senders.get(payload) ?? null

const addressOf = (to: SendEmailOptions['to']): string => {
  const first = Array.isArray(to) ? to[0] : to
  if (!first) return ''
  return typeof first === 'string' ? first : first.address
}

let warned = false

/**
 * Payload's email adapter for this site: `payload.sendEmail` (Payload's own mail, such as the staff
 * password reset) goes to the outbox and the jobs queue like every other message; the queue's task
 * hands it to Payload's nodemailer adapter, built from SMTP_URL. Without SMTP_URL nothing is sent and
 * production says so once at start (development and tests always have the launcher's catcher).
 */
export const siteEmailAdapter = async (): Promise<EmailAdapter> => {
  const from = emailFrom()
  const smtp = smtpSettings()
  const inner = smtp
    ? await nodemailerAdapter({
        defaultFromAddress: from.address,
        defaultFromName: from.name,
        skipVerify: true, // an unreachable server at start must not matter: the queue retries
        transportOptions: { ...smtp, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      })
    : null
  return ({ payload }) => {
    if (
      !smtp &&
      !warned &&
      process.env.NODE_ENV === 'production' &&
      process.env.NEXT_PHASE !== 'phase-production-build'
    ) {
      warned = true
      payload.logger.warn(
        'SMTP_URL no está configurado: los correos (bienvenida, confirmación de voto, restablecer contraseña) se guardan pero NO se envían.',
      )
    }
    senders.set(payload, inner ? inner({ payload }).sendEmail : null)
    return {
      name: 'profemax-queue',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) => {
        await queueEmail(payload, {
          to: addressOf(message.to),
          subject: String(message.subject ?? ''),
          html: typeof message.html === 'string' ? message.html : '',
          text:
            typeof message.text === 'string' && message.text
              ? message.text
              : htmlToText(typeof message.html === 'string' ? message.html : ''),
        })
      },
    }
  }
}
