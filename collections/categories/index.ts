import type { CollectionConfig, CollectionSlug } from 'payload'

import { activeOrStaff, staffOnly } from '../../src/access'
import { imageField, isActiveField, textField } from '../../src/fields'
import { preventDeleteWhileHolding } from './preventDeleteWhileHolding'
import { revalidateCollection } from '../hooks/revalidate'
import { LIMITS } from '../../src/lib/limits'
import { msg } from '../../src/lib/messages'

type CategoryOptions = {
  slug: CollectionSlug
  labels: { singular: string; plural: string }
  group: string
  itemsCollection: CollectionSlug
  itemsField: 'images' | 'files' | 'music'
  blockedMessage: string
}

/** Image, template and music categories share one shape: two state images and their items. */
export const categoryCollection = ({ slug, labels, group, itemsCollection, itemsField, blockedMessage }: CategoryOptions): CollectionConfig => ({
  slug,
  labels,
  admin: { group, useAsTitle: 'name', defaultColumns: ['name', 'is_active', 'updatedAt'] },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeDelete: [preventDeleteWhileHolding(itemsCollection, blockedMessage)],
    ...revalidateCollection(slug),
  },
  fields: [
    textField({ name: 'name', label: 'Nombre', requiredMessage: msg.nameRequired, maxLength: LIMITS.text }),
    imageField({ name: 'image_path', label: 'Imagen no seleccionada', requiredOnCreate: msg.unselectedImageRequired }),
    imageField({ name: 'selected_image_path', label: 'Imagen al seleccionarse', requiredOnCreate: msg.selectedImageRequired }),
    isActiveField(true, 'Activa'),
    { name: itemsField, label: 'Elementos', type: 'join', collection: itemsCollection, on: 'category', defaultLimit: 0 },
  ],
})
