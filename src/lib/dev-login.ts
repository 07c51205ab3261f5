/**
 * The development account (DEV_ADMIN in src/seed/staff.ts) is printed in the README, so it is a known
 * credential: it exists and signs in only under `npm run dev` (NODE_ENV development/test), or when
 * PROFEMAX_DEV_LOGIN=1 opts in explicitly (the e2e runner does, on its throw-away database).
 */
export const devLoginAllowed = (): boolean => process.env.NODE_ENV !== 'production' || process.env.PROFEMAX_DEV_LOGIN === '1'
