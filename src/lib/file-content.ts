import { APIError } from 'payload'
import { fileTypeFromBuffer } from 'file-type'

import { FILE_TOO_LARGE, FILE_TYPE_REFUSED, IMAGE_TYPE_REFUSED, MAX_UPLOAD_BYTES, extensionOf } from './uploads'

/** Formats with no magic bytes, recognised by extension only when nothing binary was detected. */
const TEXT_FORMATS: Record<string, string> = { csv: 'text/csv', svg: 'image/svg+xml' }

type IncomingFile = { data: Buffer; name: string; size: number }

/**
 * Decides an upload's type by its content, not by the name or the type the client claims, and
 * refuses anything outside `allowed` with a Spanish message. Returns the detected type. Used by the
 * upload collections' hook (collections/hooks/checkUploadContent.ts) and by the HTTP contract, which
 * refuses a file before anything is written. Server-only (apart from src/lib/uploads.ts, which the
 * browser imports).
 */
export const checkFileContent = async (file: IncomingFile, allowed: string[]): Promise<string> => {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new APIError(FILE_TOO_LARGE, 413, undefined, true)
  }
  const detected = await fileTypeFromBuffer(file.data)
  let mime = detected?.mime as string | undefined
  if (!mime) {
    const textual = TEXT_FORMATS[extensionOf(file.name)]
    const looksTextual = !file.data.subarray(0, 512).includes(0)
    if (textual && looksTextual) mime = textual
  }
  if (!mime || !allowed.includes(mime)) {
    const imagesOnly = allowed.every((type) => type.startsWith('image/'))
    throw new APIError(imagesOnly ? IMAGE_TYPE_REFUSED : FILE_TYPE_REFUSED, 400, undefined, true)
  }
  return mime
}
