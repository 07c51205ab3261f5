/**
 * The keys under which the programme decides "is this the same person?": one mailbox, one
 * professional licence. Used for the contest's one-vote-per-mailbox rule, the registration's
 * uniqueness (stored normalised columns with unique indexes), the per-mailbox mail limit and the
 * deletion on request. One concept, one place: every caller normalises here. No Node-only import:
 * the registration form's schema runs in the browser too.
 */

/**
 * The mailbox an address delivers to: trimmed, lower-cased (`Ana@X.mx` = `ana@x.mx`), and without a
 * `+tag` in the local part (`ana+1@x.mx` = `ana@x.mx`), since most providers deliver tagged
 * addresses to the same mailbox and a tag would otherwise buy one more vote or one more member
 * code. Mail is still sent to the address as typed. Dots (Gmail ignores them) are kept: that rule
 * is one provider's.
 */
export const mailboxKey = (email: string): string => {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 1) return lower
  const local = lower.slice(0, at).split('+')[0] || lower.slice(0, at)
  return `${local}${lower.slice(at)}`
}

/**
 * Digits of a Mexican cédula profesional. The Dirección General de Profesiones numbers them
 * sequentially: older cédulas have up to 7 digits, those issued since about 2018 have 8. So:
 * Unicode NFKC first (full-width `１２３` is `123`), then spaces, dashes and dots are separators
 * people type and are dropped; what is left must be 1 to 8 ASCII digits, else `null`.
 */
export const CEDULA_MAX_DIGITS = 8
const SEPARATORS = /[\s\-.]/gu

export const cedulaDigits = (cedula: string): string | null => {
  const digits = cedula.normalize('NFKC').replace(SEPARATORS, '')
  if (!/^\d+$/.test(digits)) return null
  const significant = digits.replace(/^0+/, '')
  if (significant.length === 0 || significant.length > CEDULA_MAX_DIGITS) return null
  return significant
}

/**
 * The cédula as one canonical string, the number written with at least 7 digits (the older
 * cédulas' width): `1234567`, `01234567`, `１２３ ４５６７` are all `1234567`, and `123456`
 * is `0123456`. Leading zeros carry no meaning in a sequential number, so they never make a
 * second registration. `null` when the text is not a cédula number.
 */
export const cedulaKey = (cedula: string): string | null => {
  const digits = cedulaDigits(cedula)
  return digits === null ? null : digits.padStart(7, '0')
}
