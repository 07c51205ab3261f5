import type { CollectionConfig, CollectionSlug, Field } from 'payload'

import { activeOrStaff, staffOnly } from '../src/access'
import { isActiveField } from '../src/fields'
import { revalidateCollection } from '../src/hooks/revalidate'

type ContentOptions = {
  slug: CollectionSlug
  labels: { singular: string; plural: string }
  group: string
  titleField: string
  activeByDefault: boolean
  fields: Field[]
}

/** Publishable content: staff edit it, visitors only ever read what is published. */
export const contentCollection = ({ slug, labels, group, titleField, activeByDefault, fields }: ContentOptions): CollectionConfig => ({
  slug,
  labels,
  admin: { group, useAsTitle: titleField, defaultColumns: [titleField, 'is_active', 'updatedAt'] },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection(slug),
  fields: [...fields, isActiveField(activeByDefault)],
})
