/*
 * Accent- and case-insensitive text search, shared by the contract's lists (src/contract/list.ts) and the
 * programme's people search (src/program/people.ts).
 */

/** Lower case and accent-free, the form both sides of a text search are compared in. */
export const normaliseText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

// Accented letters in both cases and what they fold to; `lower()` then handles plain ASCII, so the
// match does not depend on the database's locale, and no `unaccent` extension is needed.
export const ACCENTED = 'áàäâãåéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÅÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ'
export const FOLDED = 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc'

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`)
