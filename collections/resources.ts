import type { CollectionConfig } from 'payload'

import { activeOrStaff, staffOnly } from '../src/access'
import { isActiveField, textField } from '../src/fields'
import { checkUploadContent } from './hooks/checkUploadContent'
import { discardFailedUpload } from './hooks/discardFailedUpload'
import { revalidateCollection } from './hooks/revalidate'
import { IMAGE_MIME_TYPES, TEMPLATE_MIME_TYPES } from '../src/lib/uploads'
import { msg } from '../src/lib/messages'
import { categoryCollection } from './categories'

const group = 'Recursos educativos'

export const ImageCategories = categoryCollection({
  slug: 'image-categories',
  labels: { singular: 'Categoría de imágenes', plural: 'Categorías de imágenes' },
  group,
  itemsCollection: 'images',
  itemsField: 'images',
  blockedMessage: msg.categoryHasImages,
})

export const TemplateCategories = categoryCollection({
  slug: 'template-categories',
  labels: { singular: 'Categoría de plantillas', plural: 'Categorías de plantillas' },
  group,
  itemsCollection: 'template-files',
  itemsField: 'files',
  blockedMessage: msg.categoryHasFiles,
})

const itemFields = (categorySlug: 'image-categories' | 'template-categories') => [
  textField({ name: 'title', label: 'Título', requiredMessage: msg.titleRequired, maxLength: 100 }),
  {
    name: 'category',
    label: 'Categoría',
    type: 'relationship' as const,
    relationTo: categorySlug,
    required: true,
    index: true,
  },
  isActiveField(true, 'Activa'),
]

/** Each image of the image bank is itself an upload: its file is the spec's `path`. */
export const Images: CollectionConfig = {
  slug: 'images',
  labels: { singular: 'Imagen del banco', plural: 'Banco de imágenes' },
  admin: { group, useAsTitle: 'title', defaultColumns: ['title', 'category', 'is_active'] },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeOperation: [checkUploadContent(IMAGE_MIME_TYPES)], ...revalidateCollection('images'), ...discardFailedUpload },
  fields: itemFields('image-categories'),
  upload: {
    staticDir: 'media/images',
    mimeTypes: IMAGE_MIME_TYPES,
    imageSizes: [{ name: 'thumbnail', width: 400, height: 300, position: 'centre' }],
    adminThumbnail: 'thumbnail',
    focalPoint: false,
    crop: false,
  },
}

/** Downloadable templates: office documents, PDF, archives and images, always served as attachments. */
export const TemplateFiles: CollectionConfig = {
  slug: 'template-files',
  labels: { singular: 'Plantilla', plural: 'Plantillas' },
  admin: { group, useAsTitle: 'title', defaultColumns: ['title', 'category', 'is_active'] },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeOperation: [checkUploadContent(TEMPLATE_MIME_TYPES)], ...revalidateCollection('template-files'), ...discardFailedUpload },
  fields: itemFields('template-categories'),
  upload: { staticDir: 'media/files', mimeTypes: TEMPLATE_MIME_TYPES },
}
