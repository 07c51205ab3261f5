import type { CollectionConfig, Field, TextareaField } from 'payload'

import { publishedActiveOrStaff, staffOnly } from '../../src/access'
import { blog } from '../../src/content/blog'
import { contentFields } from '../../src/fields/content'
import { revalidateCollection } from '../hooks/revalidate'
import { AUDIENCES, AUDIENCE_LABELS } from '../../src/lib/audiences'
import { isRichTextState } from '../../src/lib/richtext/plain'
import { assignUniqueSlug } from './assignUniqueSlug'
import { forgetRedirects, recordRedirect, rememberPublishedAddress } from './redirects'
import { bodyFields, richTextToPlain, syncBody } from './body'
import { BLOG_VERSIONS, publishUnlessDraft } from './drafts'

/** The descriptor's slug (issue 28: editable in the form), indexed; unique per audience (the collection's index). */
const indexedSlug = (fields: Field[]): Field[] =>
  fields.map((field) =>
    'name' in field && field.name === 'slug' && field.type === 'text'
      ? {
          ...field,
          index: true,
          admin: {
            position: 'sidebar',
            description: 'Se genera a partir del nombre; si cambia, la anterior redirige.',
          },
        }
      : field,
  )

/**
 * `description` is the body's plain text, derived on every save (`syncBody`, issue 28): read-only in
 * Payload's own edit view, where typing in it would be discarded, and checked (required, length) as
 * the text it will be, so that view's live checks do not stop a save over a field nobody can type in.
 */
const derivedDescription = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if (!('name' in field) || field.name !== 'description' || field.type !== 'textarea') return field
    const validate = field.validate
    return {
      ...field,
      admin: { ...field.admin, readOnly: true, description: 'Se calcula a partir del contenido.' },
      validate: (value, options) => {
        const body: unknown = (options.siblingData as { body?: unknown } | undefined)?.body
        const derived = isRichTextState(body) ? richTextToPlain(body) : value
        return validate ? validate(derived, options) : true
      },
    } satisfies TextareaField
  })

const revalidate = revalidateCollection('blogs')

/** One collection for the three audiences (fields in src/content/blog.ts); the slug is unique within an audience. */
export const Blogs: CollectionConfig = {
  slug: 'blogs',
  labels: blog.labels,
  admin: { group: blog.group, useAsTitle: 'name', defaultColumns: ['name', 'audience', 'is_active', 'updatedAt'] },
  // Visitors: the published version, while active. Versions (drafts included) are staff-only.
  access: {
    read: publishedActiveOrStaff,
    readVersions: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  versions: BLOG_VERSIONS,
  indexes: [{ fields: ['audience', 'slug'], unique: true }],
  hooks: {
    beforeOperation: [publishUnlessDraft],
    beforeChange: [assignUniqueSlug, syncBody, rememberPublishedAddress],
    // A publication that moves the blog keeps its former address as a redirect (issue 28).
    afterChange: [recordRedirect, ...revalidate.afterChange],
    afterDelete: [forgetRedirects, ...revalidate.afterDelete],
  },
  fields: [
    {
      name: 'audience',
      label: 'Audiencia',
      type: 'select',
      required: true,
      index: true,
      options: AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] })),
    },
    ...derivedDescription(indexedSlug(contentFields(blog))),
    ...bodyFields,
  ],
}
