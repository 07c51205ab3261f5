import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../src/access'
import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '../src/lib/uploads'
import { checkUploadContent } from '../src/hooks/checkUploadContent'

/** Images of categories, books, courses, tools, recipes, podcasts and blogs. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Imagen', plural: 'Imágenes (medios)' },
  admin: { group: 'Archivos', useAsTitle: 'filename' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeOperation: [checkUploadContent(IMAGE_MIME_TYPES)] },
  fields: [{ name: 'alt', label: 'Texto alternativo', type: 'text' }],
  upload: {
    staticDir: 'media/uploads',
    mimeTypes: IMAGE_MIME_TYPES,
    filesRequiredOnCreate: true,
    imageSizes: [
      { name: 'main', width: 600, height: 400, position: 'centre' },
      { name: 'list', width: 400, height: 200, position: 'centre' },
      { name: 'thumbnail', width: 160, height: 120, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: false,
    crop: false,
  },
}

export { MAX_UPLOAD_BYTES }
