/** What the teacher portal shows, as plain data: read on the server, handed to the client components. */

import type { activity } from '../../content/activity'
import type { PortalItem } from '../../content/kit'
import type { podcast, recipe, wellbeingBook } from '../../content/wellbeing'
import type { Picture } from '../../lib/media'
import type { Registered } from '../../content/registry'

export type Pic = Picture

/** `date`: the day text yyyy-mm-dd, placed on that very day (never shifted by a time zone). */
export type PortalActivity = Omit<PortalItem<typeof activity>, 'image' | 'listImage'> & { date: string }

/** An image of the bank or a template file. */
export type FileItem = { id: number; title: string; url: string; filename: string; thumb: string | null }
export type MusicTrack = { id: number; title: string; url: string }

/** `items`: the category's first page (PORTAL_PAGE_SIZE) as the page carries it; `total`: all its items (the rest: `categoria-{id}-pagina-N`). */
export type Category<T> = {
  id: number
  name: string
  image: Pic | null
  selectedImage: Pic | null
  items: T[]
  total: number
}

export type Recipe = PortalItem<typeof recipe>
export type WellbeingBook = PortalItem<typeof wellbeingBook>
export type Podcast = PortalItem<typeof podcast>

export type Recommendation = { type: string; id: number } | null

type PartOf<R> = R extends { portal: { section: object }; key: infer K extends string } ? K : never

/** The part of every type registered with a portal section (src/content/registry.ts): its published items. */
export type RegisteredParts = {
  [R in Registered as [PartOf<R>] extends [never] ? never : PartOf<R>]: PortalItem<R['type']>[]
}

/** Every part of the portal, keyed as in PARTS. */
export type PortalParts = RegisteredParts & {
  activities: PortalActivity[]
  imageCategories: Category<FileItem>[]
  templateCategories: Category<FileItem>[]
  musicCategories: Category<MusicTrack>[]
  developmentRecommendation: Recommendation
  wellbeingRecommendation: Recommendation
}

export type PartKey = keyof PortalParts

/**
 * What the server hands the page: the parts of its module (a list: its first page; activities: the months of
 * `activityWindow`), which it does not carry (`absent`: another module's, read by the browser when shown),
 * which reads failed (the browser retries those itself), when it was rendered (the
 * calendar's first month, so the browser's first render matches the HTML), which parts are lists read a
 * page at a time (`paged`) and each list's `totals`.
 */
export type PortalData = PortalParts & {
  failed: PartKey[]
  absent: PartKey[]
  renderedAt: number
  paged: PartKey[]
  totals: Partial<Record<PartKey, number>>
  activityWindow: { from: string; to: string }
}
