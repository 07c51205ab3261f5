import type { CollectionConfig } from 'payload'

import { staffOnly } from '../src/access'
import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '../src/lib/uploads'
import { checkUploadContent } from './hooks/checkUploadContent'
import { discardFailedUpload } from './hooks/discardFailedUpload'
import { revalidateCollection } from './hooks/revalidate'
import { preventDeleteInUse } from './media/preventDeleteInUse'
import { publicMediaOrStaff } from './media/visibility'

/** Images of categories, books, courses, tools, recipes, podcasts and blogs. */
export const Media: CollectionConfig = {
  slug: 'media',
  graphQL: { singularName: 'MediaItem', pluralName: 'MediaItems' },
  labels: { singular: 'Imagen', plural: 'Imágenes (medios)' },
  // The library's columns in Spanish (issue 28): the file, its text, whether visitors see it, when.
  admin: { group: 'Archivos', useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'is_public', 'updatedAt'] },
  // Visitors see a file only while a published item uses it (collections/media/visibility.ts).
  access: { read: publicMediaOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  // The portal's data is tagged `collection:media` too (src/site/portal/data.ts): a changed picture, its
  // alternative text or its visibility expires those pages and purges the proxy.
  hooks: {
    beforeOperation: [checkUploadContent(IMAGE_MIME_TYPES)],
    beforeDelete: [preventDeleteInUse],
    ...discardFailedUpload,
    ...revalidateCollection('media'),
  },
  fields: [
    { name: 'alt', label: 'Texto alternativo', type: 'text', maxLength: 255 },
    {
      name: 'is_public',
      label: 'Visible al público',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    // Payload's own upload fields that it labels in English only (merged with them by name: labels only).
    { name: 'mimeType', label: 'Tipo de archivo', type: 'text' },
    { name: 'thumbnailURL', label: 'URL de la miniatura', type: 'text' },
    { name: 'url', label: 'Dirección (URL)', type: 'text' },
  ],
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
