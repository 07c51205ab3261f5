import type { CollectionConfig } from 'payload'

import { activeOrStaff, staffOnly } from '../../src/access'
import { imageField, isActiveField, textField } from '../../src/fields'
import { revalidateCollection } from '../../src/hooks/revalidate'
import { AUDIENCES, AUDIENCE_LABELS } from '../../src/lib/audiences'
import { msg } from '../../src/lib/messages'
import { assignUniqueSlug } from './assignUniqueSlug'

/** One collection for the three audiences; the slug is unique within an audience. */
export const Blogs: CollectionConfig = {
  slug: 'blogs',
  labels: { singular: 'Blog', plural: 'Blogs' },
  admin: { group: 'Blogs', useAsTitle: 'name', defaultColumns: ['name', 'audience', 'is_active', 'updatedAt'] },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['audience', 'slug'], unique: true }],
  hooks: { beforeChange: [assignUniqueSlug], ...revalidateCollection('blogs') },
  fields: [
    {
      name: 'audience',
      label: 'Audiencia',
      type: 'select',
      required: true,
      index: true,
      options: AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] })),
    },
    textField({ name: 'name', label: 'Nombre del blog', requiredMessage: msg.nameRequired, maxLength: 255 }),
    {
      name: 'slug',
      label: 'Slug',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', description: 'Se genera a partir del nombre.' },
    },
    textField({ name: 'short_description', label: 'Descripción corta', requiredMessage: msg.shortDescriptionRequired, maxLength: 255 }),
    textField({ name: 'description', label: 'Descripción principal', requiredMessage: msg.descriptionRequired, maxLength: 20000, textarea: true }),
    imageField({ name: 'image_path', label: 'Imagen del blog', requiredOnCreate: msg.imageRequired }),
    isActiveField(false, 'Blog publicado'),
  ],
}
