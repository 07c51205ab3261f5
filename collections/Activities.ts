import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../src/access'
import { activity } from '../src/content/activity'
import { contentFields } from '../src/fields/content'
import { revalidateCollection } from './hooks/revalidate'

/**
 * Calendar activities. The date is stored as the plain day text (yyyy-mm-dd), never as an instant,
 * so an event always lands on its own day whatever the server's or visitor's time zone.
 */
export const Activities: CollectionConfig = {
  slug: 'activities',
  labels: activity.labels,
  admin: { group: activity.group, useAsTitle: 'title', defaultColumns: ['title', 'activity_date', 'school_grade'] },
  defaultSort: 'activity_date',
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('activities'),
  fields: contentFields(activity),
}
