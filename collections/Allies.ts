import type { CollectionConfig } from 'payload'

import { activeOrStaff, staffOnly } from '../src/access'
import { imageField, isActiveField, textField } from '../src/fields'
import { revalidateCollection } from './hooks/revalidate'
import { msg } from '../src/lib/messages'

/** Ally brands of the home page's logo slider (spec public-site §2 "Allies slider": src, alt). */
export const Allies: CollectionConfig = {
  slug: 'allies',
  labels: { singular: 'Aliado', plural: 'Aliados' },
  admin: { group: 'Sitio público', useAsTitle: 'name', defaultColumns: ['name', 'order', 'is_active', 'updatedAt'] },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'order',
  hooks: revalidateCollection('allies'),
  fields: [
    textField({ name: 'name', label: 'Nombre (texto alternativo del logo)', requiredMessage: msg.nameRequired, maxLength: 120 }),
    imageField({ name: 'logo', label: 'Logo', requiredOnCreate: msg.imageRequired }),
    {
      name: 'order',
      label: 'Orden',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Los logos se muestran de menor a mayor.' },
    },
    isActiveField(true),
  ],
}
