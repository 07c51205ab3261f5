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
    // Optional hours (issue 28): none is an all-day activity; the end, when given, after the start (activity-schema.ts).
    start_time: {
      kind: 'time',
      label: 'Hora de inicio',
      collectionLabel: 'Hora de inicio (hh:mm, opcional)',
      input: 'startTime',
      hint: 'Opcional. Sin hora, la actividad dura todo el día.',
    },
    end_time: {
      kind: 'time',
      label: 'Hora de fin',
      collectionLabel: 'Hora de fin (hh:mm, opcional)',
      input: 'endTime',
      hint: 'Opcional. Posterior a la hora de inicio.',
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
  admin: {
    form: [
      'title',
      'activity_date',
      'start_time',
      'end_time',
      'description',
      'school_grade',
      'materials_link',
      'materials_list',
    ],
  },
})
