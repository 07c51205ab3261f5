/** The longest slug (a blog's address). */
export const SLUG_MAX = 80

/** Lower-case, accent-free, hyphenated slug of a Spanish title. */
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '') || 'blog'
