import type { CollectionConfig, CollectionSlug } from 'payload'

import { activeOrStaff, staffOnly } from '../../src/access'
import type { AnyContent } from '../../src/content/kit'
import { contentFields } from '../../src/fields/content'
import { preventDeleteWhileHolding, preventTrashWhileHolding } from './preventDeleteWhileHolding'
import { revalidateCollection } from '../hooks/revalidate'

type CategoryOptions = {
  /** Its descriptor (src/content/categories.ts): slug, labels, group and fields. */
  type: AnyContent
  itemsCollection: CollectionSlug
  itemsField: 'images' | 'files' | 'music'
  blockedMessage: string
}

/** Image, template and music categories share one shape: two state images and their items. */
export const categoryCollection = ({
  type,
  itemsCollection,
  itemsField,
  blockedMessage,
}: CategoryOptions): CollectionConfig => ({
  slug: type.slug,
  labels: type.labels,
  admin: { group: type.group, useAsTitle: type.titleField, defaultColumns: ['name', 'is_active', 'updatedAt'] },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeDelete: [preventDeleteWhileHolding(itemsCollection, blockedMessage)],
    beforeChange: [preventTrashWhileHolding(itemsCollection, blockedMessage)],
    ...revalidateCollection(type.slug),
  },
  fields: [
    ...contentFields(type),
    {
      name: itemsField,
      label: 'Elementos',
      type: 'join',
      collection: itemsCollection,
      on: 'category',
      defaultLimit: 0,
    },
  ],
})
