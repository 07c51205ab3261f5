import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../src/access'
import { textField, textListField, urlField } from '../src/fields'
import { revalidateCollection } from '../src/hooks/revalidate'
import { isIsoDay } from '../src/lib/dates'
import { msg } from '../src/lib/messages'

/**
 * Calendar activities. The date is stored as the plain day text (yyyy-mm-dd), never as an instant,
 * so an event always lands on its own day whatever the server's or visitor's time zone.
 */
export const Activities: CollectionConfig = {
  slug: 'activities',
  labels: { singular: 'Actividad', plural: 'Actividades (Calendario)' },
  admin: { group: 'Recursos educativos', useAsTitle: 'title', defaultColumns: ['title', 'activity_date', 'school_grade'] },
  defaultSort: 'activity_date',
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('activities'),
  fields: [
    textField({ name: 'title', label: 'Título', requiredMessage: msg.titleRequired, maxLength: 255 }),
    textField({ name: 'description', label: 'Descripción', requiredMessage: msg.descriptionRequired, maxLength: 1000, textarea: true }),
    {
      name: 'activity_date',
      label: 'Fecha de la actividad (aaaa-mm-dd)',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) => (isIsoDay(value) ? true : msg.activityDateRequired),
    },
    textField({ name: 'school_grade', label: 'Grado escolar', requiredMessage: msg.schoolGradeRequired, maxLength: 255 }),
    urlField({ name: 'materials_link', label: 'Enlace para materiales', requiredMessage: msg.materialsLinkRequired, maxLength: 255 }),
    textListField('materials_list', 'Materiales', msg.materialsRequired),
  ],
}
