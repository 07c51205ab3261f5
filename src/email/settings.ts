/**
 * Mail settings from the environment. SMTP_URL is `smtp://user:pass@host:port` (`smtps://` for TLS
 * from the first byte); EMAIL_FROM is `Name <address>` or a bare address. Read once per process.
 */
export type SmtpSettings = {
  host: string
  port: number
  secure: boolean
  auth?: { user: string; pass: string }
}

export const EMAIL_FROM_DEFAULT = 'ProfeMax <no-responder@profemax.mx>'

/** The parsed SMTP_URL, or null when it is unset or not an smtp(s) URL. */
export const smtpSettings = (value = process.env.SMTP_URL): SmtpSettings | null => {
  if (!value) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return null
  const secure = url.protocol === 'smtps:'
  const user = decodeURIComponent(url.username)
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
  }
}

/** `{ name, address }` of EMAIL_FROM (`Name <a@b>` or `a@b`). */
export const emailFrom = (value = process.env.EMAIL_FROM ?? EMAIL_FROM_DEFAULT): { name: string; address: string } => {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value)
  if (match?.[2]) return { name: match[1] || 'ProfeMax', address: match[2].trim() }
  return { name: 'ProfeMax', address: value.trim() }
}

/** Public address of the site, for links in messages (no trailing slash): SITE_URL, src/lib/site-url.mjs. */
export { siteUrl } from '../lib/site-url.mjs'
