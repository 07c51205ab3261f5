import type { Payload } from 'payload'

import { checkFileContent } from '../lib/file-content'
import { IMAGE_MIME_TYPES } from '../lib/uploads'
import type { Upload } from './body'
import type { Ctx } from './context'
import { ContractError } from './http'

/** What list queries populate of a media document: enough to build its URLs, nothing else. */
export const MEDIA_POPULATE = { media: { filename: true, url: true, sizes: true } } as const

/**
 * Checks every image by content before anything is written, so a refused file leaves nothing
 * behind; the media collection's own hook checks again when it is stored.
 */
export const checkImages = async (files: Record<string, Upload | undefined>): Promise<void> => {
  for (const [field, file] of Object.entries(files)) {
    if (!file) continue
    try {
      file.mimetype = await checkFileContent(file, IMAGE_MIME_TYPES)
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Archivo no válido.'
      const status = (error as { status?: number }).status ?? 400
      throw new ContractError(status, message, { [field]: message })
    }
  }
}

/** Stores images in `media` and remembers them, so a later failure can take them back. */
export class MediaBatch {
  private readonly created: number[] = []

  constructor(private readonly ctx: Ctx) {}

  async store(file: Upload | undefined, alt: string): Promise<number | undefined> {
    if (!file) return undefined
    const doc = await this.ctx.payload.create({
      collection: 'media',
      data: { alt },
      file,
      depth: 0,
      overrideAccess: false,
      user: this.ctx.caller.user ?? undefined,
    })
    this.created.push(doc.id)
    return doc.id
  }

  /** Undo: the item was not saved, so its new images go too (files included). */
  async discard(): Promise<void> {
    await removeMedia(this.ctx.payload, this.created)
  }
}

export const removeMedia = async (payload: Payload, ids: number[]): Promise<void> => {
  if (!ids.length) return
  await payload
    .delete({ collection: 'media', where: { id: { in: ids } }, overrideAccess: true, depth: 0 })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'No se pudieron borrar imágenes huérfanas' }))
}
