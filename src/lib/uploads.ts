/** Raster images only: an uploaded SVG could carry script and is never accepted as an image. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/bmp']

/** What a downloadable template may be: office documents, PDF, archives and images. */
export const TEMPLATE_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.rar',
  'application/x-rar-compressed',
  'application/x-7z-compressed',
  'application/x-cfb',
  ...IMAGE_MIME_TYPES,
  'image/svg+xml',
]

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/*
 * What staff read about an upload, before choosing (next to every file input) and when a file is
 * refused, in the browser or by the server: one wording for both (the admin's FileInput and
 * src/hooks/checkUploadContent.ts read it from here). The type lists name IMAGE_MIME_TYPES and
 * TEMPLATE_MIME_TYPES in words.
 */
const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024)
export const IMAGE_TYPES_TEXT = 'JPG, PNG, WebP, GIF, AVIF o BMP'
export const TEMPLATE_TYPES_TEXT = 'PDF, Word, Excel, PowerPoint, CSV, ZIP, RAR, 7z o imagen'
/** 'JPG, PNG, WebP, GIF, AVIF o BMP, máximo 10 MB' */
export const uploadLimitText = (kind: 'image' | 'template'): string =>
  `${kind === 'image' ? IMAGE_TYPES_TEXT : TEMPLATE_TYPES_TEXT}, máximo ${MAX_UPLOAD_MB} MB`
export const FILE_TOO_LARGE = `El archivo supera el tamaño máximo de ${MAX_UPLOAD_MB} MB.`
export const IMAGE_TYPE_REFUSED = `El archivo debe ser una imagen (${IMAGE_TYPES_TEXT}).`
export const FILE_TYPE_REFUSED = 'Tipo de archivo no permitido.'

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'] as const

export const extensionOf = (path: string | null | undefined): string => {
  const clean = (path ?? '').split(/[?#]/)[0] ?? ''
  const dot = clean.lastIndexOf('.')
  return dot === -1 ? '' : clean.slice(dot + 1).toLowerCase()
}

const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/**
 * An upload's file name as stored and served: control and bidi characters removed (a right-to-left
 * override makes `gnp.exe` read as `exe.png`), no path separators, no leading dots (no hidden or
 * `.htaccess`-like names), at most 150 characters keeping the extension; `archivo` when nothing is left.
 */
export const cleanFileName = (name: string): string => {
  const flat = name.normalize('NFC').replace(UNSAFE_NAME_CHARACTERS, '').replace(/[/\\]/g, '-').trim()
  const extension = extensionOf(flat)
    .replace(/[^\p{L}\p{N}]/gu, '')
    .slice(0, 10)
  const stem = flat.lastIndexOf('.') === -1 ? flat : flat.slice(0, flat.lastIndexOf('.'))
  const safeStem =
    stem
      .replace(/^[.\s]+/, '')
      .replace(/[.\s]+$/, '')
      .slice(0, 150) || 'archivo'
  return extension ? `${safeStem}.${extension}` : safeStem
}
