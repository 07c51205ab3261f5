/**
 * Site-wide settings shared by the public pages, the admin and the HTTP contract.
 * The retailer segment of the registration route comes from RETAILER_SLUG (default `officemax`).
 */
export const RETAILER_SLUG = (
  process.env.RETAILER_SLUG ??
  process.env.NEXT_PUBLIC_RETAILER_SLUG ??
  'officemax'
).toLowerCase()

/** POST target of the registration modal: `/{retailer}/register`. */
export const registrationPath = (): string => `/${RETAILER_SLUG}/register`

/**
 * Beyond the spec (issue 31): 'Ya soy socio: reenviar mi código', `{ email }`; the member code goes by
 * mail to a registered address, and the answer is the same for any address.
 */
export const memberCodePath = (): string => `${registrationPath()}/codigo`

/** The registration form as a page of its own (issue 31): what every register button links to. */
export const REGISTRATION_PAGE = '/registro'

/** Where the registration page sends a browser that posted the form without scripts, once stored. */
export const REGISTERED_PAGE = '/registro/gracias'

/** Where the resend form sends a browser that posted without scripts. */
export const CODE_SENT_PAGE = '/registro/codigo-enviado'

/** The legal pages (the registration form links to them; the pop-up never opens on them). */
export const LEGAL_PATHS = { terms: '/terminos-condiciones', privacy: '/aviso-de-privacidad' } as const

/** The programme's contact mailbox, in e-mails and on the site: CONTACT_EMAIL, default below. */
export const CONTACT_EMAIL = process.env.CONTACT_EMAIL || 'contacto@profemax.mx'

/** The teacher contest page (a `mi-profe-max` path, linked from /proximamente). */
export const CONTEST_PATH = '/proximamente/mi-profe-max'

/** Beyond the spec: where the contest page POSTs a nomination (`{ userData, professorData }`). */
export const NOMINATION_PATH = '/proximamente/mi-profe-max/nominaciones'

/** Beyond the spec: the contest's calls (candidates, votes, leaderboard, staff review), issue 16. */
export const CONTEST_API = `${CONTEST_PATH}/concurso`

/**
 * The site's own origins as configured (SITE_URL, NEXT_PUBLIC_SERVER_URL); the request's own host
 * is always accepted too (src/lib/request-origin.ts). Cookie-authenticated writes must come from one.
 */
export const configuredOrigins = (): string[] =>
  [process.env.SITE_URL, process.env.NEXT_PUBLIC_SERVER_URL].flatMap((value) => {
    if (!value) return []
    try {
      return [new URL(value).origin]
    } catch {
      return []
    }
  })

/**
 * Session cookies marked `Secure`: SECURE_COOKIES=1, or a configured https SITE_URL (served over
 * HTTPS behind the proxy). Off by default so `npm start` on http://localhost keeps working.
 */
export const secureCookies = (): boolean =>
  process.env.SECURE_COOKIES === '1' ||
  (process.env.SECURE_COOKIES !== '0' && /^https:/i.test(process.env.SITE_URL ?? ''))
