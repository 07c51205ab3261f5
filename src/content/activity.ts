import { msg } from '../lib/messages'
import { LIMITS, defineContent } from './kit'

/**
 * Calendar activities (admin-resources-development, public-site §2). The form and the contract's JSON
 * use the spec's camelCase names (`input`); the table keeps the snake_case ones. No published flag.
 */
export const activity = defineContent({
  slug: 'activities',
  labels: { singular: 'Actividad', plural: 'Actividades (Calendario)' },
  group: 'Recursos educativos',
  titleField: 'title',
  search: ['title', 'description', 'school_grade'],
  pageSize: 5,
  fields: {
    title: { kind: 'text', label: 'Título', required: msg.titleRequired, max: LIMITS.text },
    description: {
      kind: 'text',
      label: 'Descripción',
      required: msg.descriptionRequired,
      max: LIMITS.description,
      textarea: true,
    },
    activity_date: {
      kind: 'day',
      label: 'Fecha de la actividad',
      collectionLabel: 'Fecha de la actividad (aaaa-mm-dd)',
      required: msg.activityDateRequired,
      input: 'activityDate',
    },
    school_grade: {
      kind: 'text',
      label: 'Grado escolar',
      required: msg.schoolGradeRequired,
      max: LIMITS.text,
      input: 'schoolGrade',
      placeholder: 'p. ej. 3° y 4° de primaria',
    },
    materials_link: {
      kind: 'url',
      label: 'Enlace para materiales',
      required: msg.materialsLinkRequired,
      max: LIMITS.text,
      input: 'materialsLink',
    },
    materials_list: {
      kind: 'list',
      label: 'Materiales',
      required: msg.materialsRequired,
      input: 'materialsList',
      placeholder: 'Agregar material',
      newestFirst: true,
    },
  },
  admin: { form: ['title', 'activity_date', 'description', 'school_grade', 'materials_link', 'materials_list'] },
})
