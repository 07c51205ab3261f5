// The site's public origin, configured in one place: the SITE_URL variable. Canonical links, Open Graph
// cards, the sitemap, robots.txt, links in e-mails and the accepted origin of cookie writes all read it.
// Plain JavaScript so next.config.mjs (which refuses a production build or start without it) shares it.

export const SITE_URL_VARIABLE = 'SITE_URL'

/** What a production build or start says when the variable is unset or not an http(s) origin; null when fine. */
export const siteUrlProblem = (value = process.env.SITE_URL) => {
  if (!value)
    return `${SITE_URL_VARIABLE} is not set: set it to the site's public origin (e.g. SITE_URL=https://profemax.mx) for \`next build\` and \`next start\`; canonical links, Open Graph cards, the sitemap and e-mail links are built on it.`
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return null
  } catch {
    // reported below
  }
  return `${SITE_URL_VARIABLE} must be an http(s) origin such as https://profemax.mx (it is "${value}").`
}

/**
 * The public origin, without a trailing slash. Outside production (development, Jest) an unset variable
 * means this machine: `http://localhost:$PORT`.
 * @returns {string}
 */
export const siteUrl = () =>
  (process.env.SITE_URL || `http://localhost:${process.env.PORT ?? '3000'}`).replace(/\/+$/, '')
