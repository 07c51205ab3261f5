import { imageField, textField, textListField, urlField } from '../src/fields'
import { msg } from '../src/lib/messages'
import { contentCollection } from './content'

const group = 'Desarrollo'

const images = [
  imageField({ name: 'image_path', label: 'Imagen principal (600x400)', requiredOnCreate: msg.imageRequired }),
  imageField({ name: 'list_image_path', label: 'Imagen de lista (400x200)' }),
]

export const DevelopmentBooks = contentCollection({
  slug: 'development-books',
  labels: { singular: 'Libro (Desarrollo)', plural: 'Libros (Desarrollo)' },
  group,
  titleField: 'name',
  activeByDefault: true,
  fields: [
    textField({ name: 'name', label: 'Nombre', requiredMessage: msg.nameRequired, maxLength: 255 }),
    textField({ name: 'author', label: 'Autor', requiredMessage: msg.authorRequired, maxLength: 255 }),
    textField({ name: 'description', label: 'Descripción', requiredMessage: msg.descriptionRequired, maxLength: 1000, textarea: true }),
    urlField({ name: 'purchase_link', label: 'Enlace de compra', requiredMessage: msg.purchaseLinkRequired, maxLength: 255 }),
    ...images,
    textListField('first_subdescription', '¿Por qué leer este libro como maestro?', msg.conceptsRequiredNoPeriod),
    textListField('second_subdescription', '¿Qué me deja este libro como maestro?', msg.conceptsRequiredNoPeriod),
  ],
})

export const COURSE_TYPES = [
  { label: 'En línea', value: '1' },
  { label: 'Presencial', value: '2' },
  { label: 'Hibrido', value: '3' },
]

export const Courses = contentCollection({
  slug: 'courses',
  labels: { singular: 'Curso', plural: 'Cursos en línea' },
  group,
  titleField: 'name',
  activeByDefault: true,
  fields: [
    textField({ name: 'name', label: 'Nombre', requiredMessage: msg.nameRequired, maxLength: 255 }),
    textField({ name: 'plathform', label: 'Plataforma', requiredMessage: msg.platformRequired, maxLength: 255 }),
    textField({ name: 'description', label: 'Descripción', requiredMessage: msg.descriptionRequired, maxLength: 1000, textarea: true }),
    {
      name: 'type',
      label: 'Tipo',
      type: 'select',
      required: true,
      options: COURSE_TYPES,
      validate: (value: unknown) => (['1', '2', '3'].includes(String(value)) ? true : msg.typeRequired),
    },
    textField({ name: 'duration', label: 'Duración', requiredMessage: msg.durationRequired, maxLength: 255 }),
    textField({ name: 'subject', label: 'Idioma', requiredMessage: msg.subjectRequired, maxLength: 255 }),
    urlField({ name: 'purchase_link', label: 'Enlace', requiredMessage: msg.linkRequired, maxLength: 255 }),
    ...images,
    textListField('first_subdescription', '¿Por qué tomar este curso como maestro?', msg.conceptsRequiredNoPeriod),
    textListField('second_subdescription', '¿Qué me deja este curso como maestro?', msg.conceptsRequiredNoPeriod),
  ],
})

export const Tools = contentCollection({
  slug: 'tools',
  labels: { singular: 'Herramienta', plural: 'Otras herramientas' },
  group,
  titleField: 'name',
  activeByDefault: false,
  fields: [
    textField({ name: 'name', label: 'Nombre', requiredMessage: msg.nameRequired, maxLength: 255 }),
    textField({ name: 'description', label: 'Descripción', requiredMessage: msg.descriptionRequired, maxLength: 1000, textarea: true }),
    urlField({ name: 'link', label: 'Enlace', requiredMessage: msg.linkRequired, maxLength: 255 }),
    ...images,
    textListField('first_subdescription', 'Lo que te llevas de esta herramienta', msg.conceptsRequiredNoPeriod),
    textListField('second_subdescription', 'Ideal para ti si', msg.conceptsRequired),
  ],
})
