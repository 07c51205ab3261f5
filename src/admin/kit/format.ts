/** Pure helpers of the admin kit (no React), unit-tested in tests/unit/admin-kit.test.ts. */
import { daysBetween, todayIso } from '../../lib/dates'
import { extensionOf } from '../../lib/uploads'

/** Spec 4: whole days from today to the activity: past 'Finalizada', 0 'Hoy', 1 'Mañana', 2-7 'En N días', later 'Próximamente'. */
export const relativeDateLabel = (activityDay: string, today: string = todayIso()): string => {
  const days = daysBetween(today, activityDay)
  if (Number.isNaN(days)) return ''
  if (days < 0) return 'Finalizada'
  if (days === 0) return 'Hoy'
  if (days === 1) return 'Mañana'
  if (days <= 7) return `En ${days} días`
  return 'Próximamente'
}

/** es-ES day/month/year of a yyyy-mm-dd day text, without any time-zone shift. */
export const formatDay = (day: string | null | undefined): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '')
  return match ? `${match[3]}/${match[2]}/${match[1]}` : ''
}

/** Cuts a text to `max` characters and, unless told otherwise, appends '...' when it was longer. */
export const truncate = (text: string | null | undefined, max: number, ellipsis = true): string => {
  const value = text ?? ''
  if (value.length <= max) return value
  return ellipsis ? `${value.slice(0, max)}...` : value.slice(0, max)
}

export type PageWindow = { pages: number[]; lastPage: number }

/** The page buttons of the shared pagination: `pagesToShow` pages around the current one, within 1..last. */
export const paginationWindow = (total: number, pageSize = 10, currentPage = 1, pagesToShow = 3): PageWindow => {
  const lastPage = Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)))
  const current = Math.min(Math.max(1, currentPage), lastPage)
  const count = Math.min(pagesToShow, lastPage)
  let start = Math.max(1, current - Math.floor(count / 2))
  start = Math.min(start, lastPage - count + 1)
  return { pages: Array.from({ length: count }, (_, index) => start + index), lastPage }
}

/** Calls `fn` once `ms` after the last call (the search boxes use 300 ms). */
export const debounce = <A extends unknown[]>(fn: (...args: A) => void, ms: number) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: A) => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      fn(...args)
    }, ms)
  }
  debounced.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
  }
  return debounced
}

export type FileKind = 'image' | 'pdf' | 'doc' | 'xls' | 'ppt' | 'zip' | 'audio' | 'other'

const KINDS: Record<Exclude<FileKind, 'other'>, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'],
  pdf: ['pdf'],
  doc: ['doc', 'docx'],
  xls: ['xls', 'xlsx', 'csv'],
  ppt: ['ppt', 'pptx'],
  zip: ['zip', 'rar', '7z'],
  audio: ['mp3', 'wav', 'ogg', 'm4a', 'flac', 'aac', 'wma', 'aiff', 'alac'],
}

/** The icon family of a file, from its extension (spec 9). */
export const fileKind = (path: string | null | undefined): FileKind => {
  const extension = extensionOf(path)
  const found = (Object.keys(KINDS) as (keyof typeof KINDS)[]).find((kind) => KINDS[kind].includes(extension))
  return found ?? 'other'
}

/** 'Publicado' / 'No publicado' in lists; 'Activo' / 'Inactivo' in details (spec 4). */
export const publishedLabel = (active: boolean): string => (active ? 'Publicado' : 'No publicado')
export const activeLabel = (active: boolean): string => (active ? 'Activo' : 'Inactivo')

/** Spec 5 (music): the extensions that get the audio icon; the delete preview also knows aiff and alac. */
export const AUDIO_ICON_EXTENSIONS: readonly string[] = ['mp3', 'wav', 'ogg', 'm4a', 'flac', 'aac', 'wma']
export const AUDIO_PREVIEW_EXTENSIONS: readonly string[] = [...AUDIO_ICON_EXTENSIONS, 'aiff', 'alac']

/** The path of an absolute link (without host, query or hash), or the text itself without query or hash. */
const pathPart = (text: string): string => {
  if (/^https?:\/\//i.test(text)) {
    try {
      return new URL(text).pathname
    } catch {
      // not a valid link: read it as a plain path below
    }
  }
  return text.split(/[?#]/)[0] ?? ''
}

/**
 * The extension of a file name or link, read from its last path segment only, so that a link
 * without one ('https://musica.mx/pista') has none rather than 'mx/pista'.
 */
export const linkExtension = (path: string | null | undefined): string => {
  const clean = pathPart(path ?? '')
  const segment = clean.slice(clean.lastIndexOf('/') + 1)
  const dot = segment.lastIndexOf('.')
  const extension = dot > 0 ? segment.slice(dot + 1).toLowerCase() : ''
  return /^[a-z0-9]{1,8}$/.test(extension) ? extension : ''
}

const dateTime = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** When something was saved, as staff in Mexico read it: '23/11/2026, 14:05' (Mexico City time, whatever the browser's zone). */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso))
