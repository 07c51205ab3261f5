import type { CollectionConfig } from 'payload'

import { activeOrStaff, staffOnly } from '../../src/access'
import { ally } from '../../src/content/site'
import { contentFields } from '../../src/fields/content'
import { revalidateCollection } from '../hooks/revalidate'
import { appendLast } from './appendLast'

/** Ally brands of the home page's logo slider (spec public-site §2 "Allies slider": src, alt); fields in src/content/site.ts. */
export const Allies: CollectionConfig = {
  slug: ally.slug,
  labels: ally.labels,
  admin: {
    group: ally.group,
    useAsTitle: ally.titleField,
    defaultColumns: ['name', 'order', 'is_active', 'updatedAt'],
  },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'order',
  hooks: { ...revalidateCollection('allies'), beforeChange: [appendLast] },
  fields: contentFields(ally),
}
