import type { CollectionConfig } from 'payload'

import { activeOrStaff, staffOnly } from '../src/access'
import type { AnyContent } from '../src/content/kit'
import { contentFields } from '../src/fields/content'
import { revalidateCollection } from './hooks/revalidate'

/** Publishable content described in src/content: staff edit it, visitors only ever read what is published. */
export const contentCollection = (type: AnyContent): CollectionConfig => ({
  slug: type.slug,
  labels: type.labels,
  admin: {
    group: type.group,
    useAsTitle: type.titleField,
    defaultColumns: [type.titleField, 'is_active', 'updatedAt'],
  },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection(type.slug),
  fields: contentFields(type),
})
