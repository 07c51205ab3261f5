import type { CollectionSlug } from 'payload'

import type { Picture } from '../lib/media'

/**
 * The vocabulary of a content type descriptor (see src/README.md). A descriptor names each field
 * once, with its spec name, Spanish label and message, limit and default; the collection's Payload
 * fields (src/fields/content.ts), the zod form schema (`formSchema` in src/content/form-schema.ts),
 * the contract's row shape (src/contract/resources/content.ts), the admin screen
 * (src/admin/kit/contentScreen.tsx) and the portal's mapping (src/site/portal/parts.ts) are all read
 * from it. Browser-safe and free of zod: the portal reads descriptors on every page, and zod (25 KB)
 * belongs only to pages with a form.
 */

export { LIMITS } from '../lib/limits'

/** A concept-list heading several content types share (spec section 5). */
export const IDEAL_FOR_YOU = 'Ideal para ti si'

/** Generated image sizes (collections/Media.ts) and the size the admin suggests for each. */
export type ImageSize = 'main' | 'list'
export const IMAGE_DIMENSIONS: Record<ImageSize, string> = { main: '600x400', list: '400x200' }

type Shared = {
  /** The form's label (also the collection's and the details' unless told otherwise). */
  label: string
  /** A whole row of the admin form. */
  full?: boolean
  placeholder?: string
  /** What the admin table and details show when the value is empty ('-' unless told). */
  empty?: string
  /** The name the form and the contract's body use when it is not the spec name (activities: camelCase). */
  input?: string
  /** The admin form's line under the input. */
  hint?: string
}

/**
 * `textarea: 'form'`: a text column the admin form edits in a textarea; `rows`: its height in lines;
 * `optional`: may be left out (then `required` is unused).
 */
export type TextDef = Shared & {
  kind: 'text'
  required: string
  max: number
  textarea?: boolean | 'form'
  rows?: number
  optional?: boolean
  collectionLabel?: string
  /** A web address's last part (a blog's slug, issue 28): normalised to lowercase, no accents, hyphens. */
  address?: true
}
/** A link: its limit is shown as 'n/max' under the admin input and refused beyond, never cut (issue 28). */
export type UrlDef = Shared & { kind: 'url'; required: string; max: number }
/** A number greater than 0. */
export type NumberDef = Shared & { kind: 'number'; invalid: string }
/** A code among `options`; `portal` is how the public portal names it when it differs. */
export type ChoiceDef = Shared & {
  kind: 'choice'
  required: string
  options: readonly { value: string; label: string; portal?: string }[]
}
/**
 * A list of short texts; `heading` heads it in the details and the portal when it differs from the
 * label; `newestFirst`: the admin input shows the last added on top.
 */
export type ListDef = Shared & {
  kind: 'list'
  required: string
  heading?: string
  ordered?: boolean
  newestFirst?: boolean
}
/** A plain day (yyyy-mm-dd), stored as text so it never shifts with a time zone; the form offers today on. */
export type DayDef = Shared & { kind: 'day'; required: string; collectionLabel?: string }
/**
 * An optional time of day (hh:mm, 24 hours, Mexico City), stored as text like a day; none means the
 * whole day (an activity's start and end, issue 28).
 */
export type TimeDef = Shared & { kind: 'time'; collectionLabel?: string }
/**
 * An uploaded image: `form` is its input name in the contract's multipart body, `required` when the
 * spec asks for it (on create, or also on edit while none is stored).
 */
export type ImageDef = Shared & {
  kind: 'image'
  form: string
  size: ImageSize
  required?: { message: string; when: 'create' | 'unlessStored' }
  /** The Payload field's label, when not '{label} ({dimensions})'. */
  collectionLabel?: string
}
/** `is_active`: its default, whether the form may leave it out, and the switch's texts. */
export type ActiveDef = Shared & {
  kind: 'active'
  default: boolean
  optional: boolean
  onLabel: string
  offLabel: string
  collectionLabel?: string
}

/**
 * 'Destacado' (issue 28): staff choose what the portal's short lists show first (featured items,
 * then newest first). A checkbox stored as a boolean, off by default, optional in the form.
 */
export type FlagDef = Shared & { kind: 'flag'; onLabel: string; offLabel: string }

/** The 'Destacado' flag of the types whose portal section shows a few (Desarrollo's three, Bienestar's books and podcasts). */
export const FEATURED = {
  kind: 'flag',
  label: 'Destacado',
  onLabel: 'Destacado',
  offLabel: 'No destacado',
  hint: 'Los destacados se muestran primero en el portal; después, los más nuevos.',
} as const

/** The category an item belongs to (image bank, templates, music): a relationship, `category_id` in the contract. */
export type CategoryDef = Shared & { kind: 'category'; relationTo: CollectionSlug; required: string }
/**
 * The file of an upload collection (an image of the bank, a template): not a field, the document is
 * the upload. Required on create; an edit without one keeps the stored file.
 */
export type FileDef = Shared & { kind: 'file'; form: string; required: string; accept: 'image' | 'any' }
/** The staff's manual order (allies): a number the form never shows, set by the reorder call. */
export type OrderDef = Shared & { kind: 'order' }

export type FieldDef =
  | TextDef
  | UrlDef
  | NumberDef
  | ChoiceDef
  | ListDef
  | DayDef
  | TimeDef
  | ImageDef
  | ActiveDef
  | FlagDef
  | CategoryDef
  | FileDef
  | OrderDef
export type Fields = Record<string, FieldDef>

/**
 * Admin table columns: `[field, header, cell]`. Cells: `open` (the name that opens the details),
 * `cut` / `cut40` (cut to 50 / 40 characters with an ellipsis), `clip` (cut without one), none (the
 * value, or the field's `empty`); with no field: `status` (the switch), `badge` (a read-only
 * 'Publicado' badge), `actions` (edit and delete), `toggle` (the switch, edit and delete); `thumb`:
 * the image field as a small picture; `order`: the drag handle and up/down buttons (a `sort`ed type).
 */
export type Column = readonly [
  field: string,
  header: string,
  cell?: 'open' | 'cut' | 'cut40' | 'clip' | 'status' | 'badge' | 'actions' | 'toggle' | 'thumb' | 'order',
]
/** Details rows: a field, or `[field, label, render]` (`badge`, `pre`: keeps line breaks). */
export type DetailRow = string | readonly [field: string, label: string, render?: 'badge' | 'pre']

export type ContentType<F extends Fields = Fields> = {
  slug: CollectionSlug
  labels: { singular: string; plural: string }
  /** Payload admin group. */
  group: string
  titleField: 'name' | 'title'
  /**
   * The text fields the admin search matches (accent- and case-insensitive): every text column the
   * screen shows, and author, grade and description where the type has them. The title when unset.
   */
  search?: readonly (keyof F & string)[]
  /** The contract's list order, when not newest first (allies: the staff's order). */
  sort?: string | string[]
  /** The admin list's and the contract's page size. */
  pageSize: number
  /** In the order the form is checked: the contract answers the first problem in this order. */
  fields: F
  admin: {
    /** The form's fields in screen order; `{ name, full }` overrides a field's width. */
    form: readonly (keyof F | { name: keyof F; full: boolean })[]
    /** Table and details, for `contentScreen` (a screen of its own, like the activities', draws them itself). */
    columns?: readonly Column[]
    details?: { title: string; rows: readonly DetailRow[] }
  }
}

/** Keeps the field names and kinds literal, so rows and portal items get their types from here. */
export const defineContent = <const F extends Fields>(type: ContentType<F>): ContentType<F> => type

export type AnyContent = ContentType<Fields>

const entries = (type: AnyContent) => Object.entries(type.fields)

/** Field names of one kind, in descriptor order. */
export const fieldsOf = <K extends FieldDef['kind']>(
  type: AnyContent,
  kind: K,
): [string, Extract<FieldDef, { kind: K }>][] =>
  entries(type).filter((entry): entry is [string, Extract<FieldDef, { kind: K }>] => entry[1].kind === kind)

/** Stored fields other than images, files and `is_active` (the contract returns them as stored). */
export const plainFields = (type: AnyContent): string[] =>
  entries(type)
    .filter(([, def]) => def.kind !== 'image' && def.kind !== 'active' && def.kind !== 'file')
    .map(([name]) => name)

export const listFields = (type: AnyContent): string[] => fieldsOf(type, 'list').map(([name]) => name)

export const imageFields = (type: AnyContent) => fieldsOf(type, 'image')

export const activeDefault = (type: AnyContent): boolean => fieldsOf(type, 'active')[0]?.[1].default ?? true

export const optionLabel = (
  def: FieldDef,
  value: unknown,
  audience: 'admin' | 'portal' = 'admin',
): string | undefined => {
  if (def.kind !== 'choice') return undefined
  const option = def.options.find((candidate) => candidate.value === String(value))
  return option && (audience === 'portal' ? (option.portal ?? option.label) : option.label)
}

/** The heading of a list field in the details and the portal. */
export const headingOf = (def: ListDef): string => def.heading ?? def.label

/** The name a field has in the form and the contract's body. */
export const inputName = (name: string, def: FieldDef): string =>
  def.kind === 'image' || def.kind === 'file' ? def.form : (def.input ?? name)

type ValueOf<D> = D extends { kind: 'list' }
  ? string[]
  : D extends { kind: 'number' | 'order' | 'category' }
    ? number
    : D extends { kind: 'active' | 'flag' }
      ? boolean
      : string

/** A row as the contract answers it to the admin: images as URLs, empty values as null. */
export type ContentRow<T extends AnyContent> = { id: number | string; is_active: boolean } & {
  [K in keyof T['fields']]: T['fields'][K] extends { kind: 'active' } ? boolean : ValueOf<T['fields'][K]> | null
}

/** A published item as the portal shows it: values by their spec names, the main and the list picture. */
export type PortalItem<T extends AnyContent> = { id: number; image: Picture | null; listImage: Picture | null } & {
  [K in keyof T['fields'] as T['fields'][K] extends { kind: 'image' | 'active' | 'file' } ? never : K]: ValueOf<
    T['fields'][K]
  >
}

/** The concept lists of an item under their headings, in descriptor order; `headings` overrides some. */
export const listsOf = (type: AnyContent, item: Record<string, unknown>, headings: Record<string, string> = {}) =>
  fieldsOf(type, 'list').map(([name, def]) => ({
    heading: headings[name] ?? headingOf(def),
    items: (item[name] as string[] | undefined) ?? [],
    ordered: def.ordered,
  }))
