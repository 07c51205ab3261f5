/**
 * The development account is printed in the README, so it is a known credential: it exists and signs in
 * only under `npm run dev` (NODE_ENV development/test), or when PROFEMAX_DEV_LOGIN=1 opts in explicitly
 * (the e2e runner does, on its throw-away database). Its password lives only in the development code
 * that creates it (src/seed/staff.ts); production code knows the address, to refuse it.
 */
export const devLoginAllowed = (): boolean =>
  process.env.NODE_ENV !== 'production' || process.env.PROFEMAX_DEV_LOGIN === '1'

/** The development account's address (src/seed/staff.ts creates it). */
export const DEV_ADMIN_EMAIL = 'admin@profemax.mx'

/**
 * Set in `req.context` by the seed when it writes the development account's known password, which the
 * password policy would refuse; honoured only where that account may exist (`devLoginAllowed`). The
 * context of a Local API call is the server's own: no HTTP request can set it.
 */
export const DEV_CREDENTIAL_CONTEXT = 'devCredential'
