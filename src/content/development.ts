import { msg } from '../lib/messages'
import { FEATURED, IDEAL_FOR_YOU, LIMITS, defineContent, type ImageDef } from './kit'

/** Desarrollo's content types (admin-resources-development, public-site §2): books, courses, tools. */

const name = { kind: 'text', label: 'Nombre', required: msg.nameRequired, max: LIMITS.text } as const
const description = {
  kind: 'text',
  label: 'Descripción',
  required: msg.descriptionRequired,
  max: LIMITS.description,
  textarea: true,
} as const
const published = (byDefault: boolean, optional: boolean) =>
  ({
    kind: 'active',
    default: byDefault,
    optional,
    label: 'Estatus',
    onLabel: 'Publicado',
    offLabel: 'No publicado',
  }) as const
const mainImage = {
  kind: 'image',
  label: 'Imagen principal',
  form: 'image',
  size: 'main',
  required: { message: msg.imageRequired, when: 'create' },
} as const satisfies ImageDef
const listImage = {
  kind: 'image',
  label: 'Imagen de lista',
  form: 'list_image',
  size: 'list',
} as const satisfies ImageDef
const concepts = (label: string, required: string = msg.conceptsRequiredNoPeriod) =>
  ({ kind: 'list', label, required }) as const

export const developmentBook = defineContent({
  slug: 'development-books',
  labels: { singular: 'Libro (Desarrollo)', plural: 'Libros (Desarrollo)' },
  group: 'Desarrollo',
  titleField: 'name',
  search: ['name', 'author', 'description'],
  pageSize: 5,
  fields: {
    name,
    author: { kind: 'text', label: 'Autor', required: msg.authorRequired, max: LIMITS.text, empty: 'Desconocido' },
    description,
    purchase_link: { kind: 'url', label: 'Enlace de compra', required: msg.purchaseLinkRequired, max: LIMITS.text },
    is_active: published(true, true),
    featured: FEATURED,
    image_path: mainImage,
    list_image_path: listImage,
    first_subdescription: concepts('¿Por qué leer este libro como maestro?'),
    second_subdescription: concepts('¿Qué me deja este libro como maestro?'),
  },
  admin: {
    form: [
      'name',
      'author',
      'description',
      'purchase_link',
      'is_active',
      'featured',
      'image_path',
      'list_image_path',
      'first_subdescription',
      'second_subdescription',
    ],
    columns: [
      ['name', 'Nombre', 'open'],
      ['description', 'Descripción', 'clip'],
      ['author', 'Autor'],
      ['', 'Estatus', 'status'],
      ['', 'Acciones', 'actions'],
    ],
    details: { title: 'Detalles del libro', rows: ['name', 'author', 'is_active', 'description', 'purchase_link'] },
  },
})

export const course = defineContent({
  slug: 'courses',
  labels: { singular: 'Curso', plural: 'Cursos en línea' },
  group: 'Desarrollo',
  titleField: 'name',
  search: ['name', 'description', 'subject', 'plathform'],
  pageSize: 5,
  fields: {
    name,
    description,
    // Spelled as the spec spells it.
    plathform: { kind: 'text', label: 'Plataforma', required: msg.platformRequired, max: LIMITS.text },
    purchase_link: { kind: 'url', label: 'Enlace', required: msg.linkRequired, max: LIMITS.text },
    is_active: published(true, false),
    featured: FEATURED,
    // Spec 9: the modality codes; the portal names them its own way.
    type: {
      kind: 'choice',
      label: 'Tipo',
      required: msg.typeRequired,
      options: [
        { value: '1', label: 'En línea', portal: '100% online' },
        { value: '2', label: 'Presencial', portal: '100% presencial' },
        { value: '3', label: 'Híbrido' },
      ],
    },
    duration: {
      kind: 'text',
      label: 'Duración',
      required: msg.durationRequired,
      max: LIMITS.text,
      placeholder: 'p. ej. 20 horas',
    },
    subject: { kind: 'text', label: 'Materia', required: msg.subjectRequired, max: LIMITS.text, empty: 'Sin materia' },
    image_path: mainImage,
    list_image_path: listImage,
    first_subdescription: concepts('¿Por qué tomar este curso como maestro?'),
    second_subdescription: concepts('¿Qué me deja este curso como maestro?'),
  },
  admin: {
    form: [
      'name',
      'plathform',
      'description',
      'type',
      'duration',
      'subject',
      'purchase_link',
      'is_active',
      'featured',
      'image_path',
      'list_image_path',
      'first_subdescription',
      'second_subdescription',
    ],
    columns: [
      ['name', 'Nombre', 'open'],
      ['description', 'Descripción', 'cut'],
      ['subject', 'Materia'],
      ['', 'Estatus', 'badge'],
      ['', 'Acciones', 'toggle'],
    ],
    details: {
      title: 'Detalles del curso',
      rows: [
        'name',
        ['subject', 'Materia', 'badge'],
        'plathform',
        'duration',
        'type',
        'description',
        'is_active',
        'purchase_link',
      ],
    },
  },
})

export const tool = defineContent({
  slug: 'tools',
  labels: { singular: 'Herramienta', plural: 'Otras herramientas' },
  group: 'Desarrollo',
  titleField: 'name',
  search: ['name', 'description'],
  pageSize: 5,
  fields: {
    name,
    description,
    link: { kind: 'url', label: 'Enlace', required: msg.linkRequired, max: LIMITS.text },
    // Spec 4: a new tool starts unpublished.
    is_active: published(false, false),
    featured: FEATURED,
    image_path: mainImage,
    list_image_path: listImage,
    // The first list's message has no final period, the second's has one (spec).
    first_subdescription: concepts('Lo que te llevas de esta herramienta'),
    second_subdescription: concepts(IDEAL_FOR_YOU, msg.conceptsRequired),
  },
  admin: {
    form: [
      'name',
      'link',
      'description',
      'is_active',
      'featured',
      'image_path',
      'list_image_path',
      'first_subdescription',
      'second_subdescription',
    ],
    columns: [
      ['name', 'Nombre', 'open'],
      ['description', 'Descripción', 'cut'],
      ['', 'Estatus', 'status'],
      ['', 'Acciones', 'actions'],
    ],
    // The spec records 'Detalles del curso' here by mistake (docs/spec-deviations.md).
    details: { title: 'Detalles de la herramienta', rows: ['name', 'is_active', 'description', 'link'] },
  },
})
