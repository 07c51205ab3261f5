import type { CollectionConfig } from 'payload'

import { activeOrStaff, staffOnly } from '../src/access'
import { musicCategory, musicItem } from '../src/content/categories'
import { contentFields } from '../src/fields/content'
import { revalidateCollection } from './hooks/revalidate'
import { msg } from '../src/lib/messages'
import { categoryCollection } from './categories'

export const MusicCategories = categoryCollection({
  type: musicCategory,
  itemsCollection: 'music-items',
  itemsField: 'music',
  blockedMessage: msg.categoryHasFiles,
})

export const MusicItems: CollectionConfig = {
  slug: musicItem.slug,
  labels: musicItem.labels,
  admin: {
    group: musicItem.group,
    useAsTitle: musicItem.titleField,
    defaultColumns: ['title', 'category', 'is_active'],
  },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('music-items'),
  fields: contentFields(musicItem),
}
