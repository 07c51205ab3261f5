import type { TaskConfig } from 'payload'

import { poolOf } from '../lib/db-pool'
import { smtpSenderOf } from './adapter'
import { emailFrom } from './settings'

/** How long one instance holds a message while it talks to the mail server. */
const CLAIM_SECONDS = 120

/** Base back-off between attempts (doubles each time); MAIL_RETRY_DELAY_MS, default 30 s. */
const retryDelay = (): number => Number(process.env.MAIL_RETRY_DELAY_MS ?? 30_000)

/** A reason for the queue's log with no address or content (SMTP errors can quote the recipient). */
const safeReason = (error: unknown): string => {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number }
  return `SMTP delivery failed (${[code, responseCode].filter(Boolean).join(' ') || 'error'})`
}

/**
 * Sends one outbox row. Several instances may pick the same job (Payload's runner claims jobs with
 * a read then a write), so the row itself is claimed with one conditional UPDATE: only the instance
 * that wins sends; another finds it sent (done) or claimed (retries later). At-least-once: a crash
 * between the SMTP answer and `sent_at` can send a message twice, never lose it.
 */
export const sendEmailTask: TaskConfig<{ input: { outboxId: number }; output: { sent: boolean } }> = {
  slug: 'sendEmail',
  label: 'Enviar correo',
  inputSchema: [{ name: 'outboxId', type: 'number', required: true }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: retryDelay() } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const send = smtpSenderOf(payload)
    if (!send) return { output: { sent: false } } // no SMTP_URL: kept in the outbox, warned at start
    const pool = poolOf(payload)
    const { rows } = await pool.query<{ to: string; subject: string; html: string | null; text: string | null }>(
      `UPDATE mail_outbox SET claimed_until = now() + make_interval(secs => $2)
        WHERE id = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
        RETURNING "to", subject, html, text`,
      [input.outboxId, CLAIM_SECONDS],
    )
    const row = rows[0]
    if (!row) {
      const { rows: state } = await pool.query<{ sent: boolean }>(
        'SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE id = $1',
        [input.outboxId],
      )
      if (!state[0] || state[0].sent) return { output: { sent: Boolean(state[0]?.sent) } }
      throw new Error('Message is being sent by another instance')
    }
    const from = emailFrom()
    try {
      await send({
        from: `"${from.name}" <${from.address}>`,
        to: row.to,
        subject: row.subject,
        html: row.html ?? '',
        text: row.text ?? '',
      })
    } catch (error) {
      await pool.query('UPDATE mail_outbox SET claimed_until = NULL WHERE id = $1', [input.outboxId])
      throw new Error(safeReason(error))
    }
    // Sent: keep who and when, drop the body (it may hold a reset link or a member code).
    await pool.query(
      `UPDATE mail_outbox SET sent_at = now(), claimed_until = NULL, html = NULL, text = NULL WHERE id = $1`,
      [input.outboxId],
    )
    return { output: { sent: true } }
  },
}
