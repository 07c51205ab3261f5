import type { CollectionConfig } from 'payload'

import { activeOrStaff, staffOnly } from '../src/access'
import { imageCategory, imageItem, templateCategory, templateItem } from '../src/content/categories'
import { contentFields } from '../src/fields/content'
import { checkUploadContent } from './hooks/checkUploadContent'
import { discardFailedUpload } from './hooks/discardFailedUpload'
import { revalidateCollection } from './hooks/revalidate'
import { IMAGE_MIME_TYPES, TEMPLATE_MIME_TYPES } from '../src/lib/uploads'
import { msg } from '../src/lib/messages'
import { categoryCollection } from './categories'

export const ImageCategories = categoryCollection({
  type: imageCategory,
  itemsCollection: 'images',
  itemsField: 'images',
  blockedMessage: msg.categoryHasImages,
})

export const TemplateCategories = categoryCollection({
  type: templateCategory,
  itemsCollection: 'template-files',
  itemsField: 'files',
  blockedMessage: msg.categoryHasFiles,
})

/** Each image of the image bank is itself an upload: its file is the spec's `path`. */
export const Images: CollectionConfig = {
  slug: imageItem.slug,
  labels: imageItem.labels,
  admin: {
    group: imageItem.group,
    useAsTitle: imageItem.titleField,
    defaultColumns: ['title', 'category', 'is_active'],
  },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeOperation: [checkUploadContent(IMAGE_MIME_TYPES)],
    ...revalidateCollection('images'),
    ...discardFailedUpload,
  },
  fields: contentFields(imageItem),
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
  slug: templateItem.slug,
  labels: templateItem.labels,
  admin: {
    group: templateItem.group,
    useAsTitle: templateItem.titleField,
    defaultColumns: ['title', 'category', 'is_active'],
  },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeOperation: [checkUploadContent(TEMPLATE_MIME_TYPES)],
    ...revalidateCollection('template-files'),
    ...discardFailedUpload,
  },
  fields: contentFields(templateItem),
  upload: { staticDir: 'media/files', mimeTypes: TEMPLATE_MIME_TYPES },
}
