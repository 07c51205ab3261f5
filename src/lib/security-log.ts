import { createHmac } from 'node:crypto'

/** Security events, one JSON line each, never with personal data (accounts and addresses are pseudonymised). */
export type SecurityEvent =
  'login_succeeded' | 'login_failed' | 'login_throttled' | 'rate_limited' | 'cross_site_refused' | 'access_refused'

/** A stable pseudonym (keyed hash) so lines about one account or address can be correlated without naming it. */
export const pseudonym = (value: string): string =>
  createHmac('sha256', process.env.PAYLOAD_SECRET ?? 'profemax')
    .update(value.toLowerCase())
    .digest('hex')
    .slice(0, 12)

export const securityLog = (
  event: SecurityEvent,
  fields: Record<string, string | number | boolean | undefined> = {},
): void => {
  console.info(JSON.stringify({ level: 30, time: Date.now(), msg: `security ${event}`, security: event, ...fields }))
}
