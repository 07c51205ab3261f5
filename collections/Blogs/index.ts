import type { CollectionConfig, Field } from 'payload'

import { publishedActiveOrStaff, staffOnly } from '../../src/access'
import { blog } from '../../src/content/blog'
import { contentFields } from '../../src/fields/content'
import { revalidateCollection } from '../hooks/revalidate'
import { AUDIENCES, AUDIENCE_LABELS } from '../../src/lib/audiences'
import { assignUniqueSlug } from './assignUniqueSlug'
import { bodyFields, syncBody } from './body'
import { BLOG_VERSIONS, publishUnlessDraft } from './drafts'

const slug: Field = {
  name: 'slug',
  label: 'Slug',
  type: 'text',
  index: true,
  admin: { position: 'sidebar', description: 'Se genera a partir del nombre.' },
}

/** The descriptor's fields with the generated slug after the name. */
const withSlug = (fields: Field[]): Field[] => fields.flatMap((field) => ('name' in field && field.name === 'name' ? [field, slug] : [field]))

/** One collection for the three audiences (fields in src/content/blog.ts); the slug is unique within an audience. */
export const Blogs: CollectionConfig = {
  slug: 'blogs',
  labels: blog.labels,
  admin: { group: blog.group, useAsTitle: 'name', defaultColumns: ['name', 'audience', 'is_active', 'updatedAt'] },
  // Visitors: the published version, while active. Versions (drafts included) are staff-only.
  access: { read: publishedActiveOrStaff, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: BLOG_VERSIONS,
  indexes: [{ fields: ['audience', 'slug'], unique: true }],
  hooks: { beforeOperation: [publishUnlessDraft], beforeChange: [assignUniqueSlug, syncBody], ...revalidateCollection('blogs') },
  fields: [
    {
      name: 'audience',
      label: 'Audiencia',
      type: 'select',
      required: true,
      index: true,
      options: AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] })),
    },
    ...withSlug(contentFields(blog)),
    ...bodyFields,
  ],
}
