import type { CollectionConfig } from 'payload'

import { activeOrStaff, staffOnly } from '../src/access'
import { isActiveField, textField, urlField } from '../src/fields'
import { podcast, recipe, wellbeingBook } from '../src/content/wellbeing'
import { revalidateCollection } from './hooks/revalidate'
import { LIMITS } from '../src/lib/limits'
import { msg } from '../src/lib/messages'
import { categoryCollection } from './categories'
import { contentCollection } from './content'

const group = 'Bienestar'

export const MusicCategories = categoryCollection({
  slug: 'music-categories',
  labels: { singular: 'Categoría de música', plural: 'Categorías de música' },
  group,
  itemsCollection: 'music-items',
  itemsField: 'music',
  blockedMessage: msg.categoryHasFiles,
})

export const MusicItems: CollectionConfig = {
  slug: 'music-items',
  labels: { singular: 'Elemento de música', plural: 'Música' },
  admin: { group, useAsTitle: 'title', defaultColumns: ['title', 'category', 'is_active'] },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('music-items'),
  fields: [
    textField({ name: 'title', label: 'Título', requiredMessage: msg.titleRequired, maxLength: 100 }),
    urlField({ name: 'url', label: 'URL', requiredMessage: msg.linkRequired, maxLength: LIMITS.text }),
    { name: 'path', label: 'Ruta o extensión del archivo', type: 'text', maxLength: LIMITS.text },
    { name: 'category', label: 'Categoría', type: 'relationship', relationTo: 'music-categories', required: true, index: true },
    isActiveField(true),
  ],
}

export const Recipes = contentCollection(recipe)
export const WellbeingBooks = contentCollection(wellbeingBook)
export const Podcasts = contentCollection(podcast)
