/** What the teacher portal shows, as plain data: read on the server, handed to the client components. */

export type Pic = { url: string; width: number; height: number; alt: string }

export type PortalActivity = {
  id: number
  title: string
  description: string
  school_grade: string
  /** The day text yyyy-mm-dd, placed on that very day (never shifted by a time zone). */
  date: string
  materials: string[]
  materials_link: string
}

/** An image of the bank or a template file. */
export type FileItem = { id: number; title: string; url: string; filename: string; thumb: string | null }
export type MusicTrack = { id: number; title: string; url: string }

export type Category<T> = { id: number; name: string; image: Pic | null; selectedImage: Pic | null; items: T[] }

type Described = { id: number; description: string; image: Pic | null; listImage: Pic | null }

export type DevBook = Described & { name: string; author: string; purchase_link: string; first: string[]; second: string[] }
export type Course = Described & {
  name: string
  plathform: string
  purchase_link: string
  type: string
  subject: string
  duration: string
  first: string[]
  second: string[]
}
export type Tool = Described & { name: string; link: string; first: string[]; second: string[] }
export type Recipe = Described & {
  title: string
  short_description: string
  time: string
  portions: number
  ingredients: string[]
  preparation: string[]
  first: string[]
}
export type WellbeingBook = Described & { title: string; author: string; short_description: string; link_purchase: string; sub1: string[]; sub2: string[] }
export type Podcast = Described & { title: string; short_description: string; link: string; sub1: string[]; sub2: string[] }

export type Recommendation = { type: string; id: number } | null

/** Every part of the portal, keyed as in PARTS. */
export type PortalParts = {
  activities: PortalActivity[]
  imageCategories: Category<FileItem>[]
  templateCategories: Category<FileItem>[]
  musicCategories: Category<MusicTrack>[]
  devBooks: DevBook[]
  courses: Course[]
  tools: Tool[]
  devRecommendation: Recommendation
  recipes: Recipe[]
  wellbeingBooks: WellbeingBook[]
  podcasts: Podcast[]
  wellbeingRecommendation: Recommendation
}

export type PartKey = keyof PortalParts

/** What the server hands the page: every part, and which reads failed (the browser retries those itself). */
export type PortalData = PortalParts & { failed: PartKey[] }
