/**
 * Who answers for the personal data (LFPDPPP, art. 16): the privacy notice names them. Set by the
 * environment at build time (the notice is a static page); the defaults are the demo's and must be
 * replaced by the legal team's values before launch (docs/site.md).
 */
export const DATA_CONTROLLER = {
  name: process.env.PRIVACY_CONTROLLER_NAME ?? 'Programa ProfeMax, S.A. de C.V.',
  address:
    process.env.PRIVACY_CONTROLLER_ADDRESS ??
    'Avenida Insurgentes Sur 1602, piso 4, colonia Crédito Constructor, alcaldía Benito Juárez, C.P. 03940, Ciudad de México, México',
  email: process.env.PRIVACY_EMAIL ?? 'privacidad@profemax.mx',
} as const

/** The label of the notice's last update (as the terms carry theirs). */
export const PRIVACY_UPDATED = 'Noviembre de 2026'
