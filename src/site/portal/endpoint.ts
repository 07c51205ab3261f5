import type { PartKey } from './types'

/**
 * The portal's paged endpoint, as both sides name it (browser-safe): `/profe-max/datos/{part}/{key}`,
 * a static route per address, cached and expired with the page (src/site/portal/data.ts reads it).
 */

/** Items of a list part in the page's HTML and in each page the browser fetches. */
export const PORTAL_PAGE_SIZE = 12

export type PartPage<T = unknown> = { items: T[]; total: number; pages: number }

const base = (part: PartKey) => `/profe-max/datos/${part}`
export const partUrl = {
  /** A whole part (categories, recommendations). */
  whole: (part: PartKey) => `${base(part)}/todo`,
  /** Page `page` (from 1) of a list part: PartPage. */
  page: (part: PartKey, page: number) => `${base(part)}/pagina-${page}`,
  /** Page `page` (from 1) of category `category`'s items in a category part: PartPage. */
  categoryPage: (part: PartKey, category: number, page: number) => `${base(part)}/categoria-${category}-pagina-${page}`,
  /** One item of a list part or one activity, by id (404 when it is not published). */
  item: (part: PartKey, id: number) => `${base(part)}/id-${id}`,
  /** The activities of one month (`month` from 0, any integer: 12 is January of the next year). */
  month: (year: number, month: number) => `${base('activities')}/mes-${monthRange(year, month).from.slice(0, 7)}`,
}

/** The first and last day (yyyy-mm-dd) of a month (`month` from 0, any integer: -1 is December of the year before). */
export const monthRange = (year: number, month: number): { from: string; to: string } => {
  const first = new Date(Date.UTC(year, month, 1))
  const last = new Date(Date.UTC(year, month + 1, 0))
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) }
}
