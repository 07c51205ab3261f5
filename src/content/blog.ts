import { msg } from '../lib/messages'
import { LIMITS, defineContent } from './kit'

/**
 * Blogs (admin-wellbeing-blogs, public-site §3): one collection for the three audiences; the
 * collection adds `audience` and the generated `slug` (collections/Blogs).
 */
export const blog = defineContent({
  slug: 'blogs',
  labels: { singular: 'Blog', plural: 'Blogs' },
  group: 'Blogs',
  titleField: 'name',
  search: ['name', 'description', 'short_description'],
  pageSize: 5,
  fields: {
    name: { kind: 'text', label: 'Nombre del blog', required: msg.nameRequired, max: LIMITS.text, full: true },
    description: {
      kind: 'text',
      label: 'Descripción principal',
      required: msg.descriptionRequired,
      max: LIMITS.body,
      textarea: true,
      rows: 14,
    },
    short_description: {
      kind: 'text',
      label: 'Descripción corta',
      required: msg.shortDescriptionRequired,
      max: LIMITS.text,
      textarea: 'form',
      full: true,
    },
    // New blogs start unpublished (spec 4).
    is_active: {
      kind: 'active',
      default: false,
      optional: true,
      label: 'Estatus',
      onLabel: 'Blog publicado',
      offLabel: 'Blog no publicado',
      full: true,
      collectionLabel: 'Blog publicado',
    },
    image_path: {
      kind: 'image',
      label: 'Imagen del blog',
      collectionLabel: 'Imagen del blog',
      form: 'image',
      size: 'main',
      full: true,
      required: { message: msg.imageRequired, when: 'create' },
    },
  },
  admin: {
    form: ['is_active', 'name', 'short_description', 'description', 'image_path'],
    columns: [
      ['name', 'Nombre', 'open'],
      ['description', 'Descripción', 'cut'],
      ['short_description', 'Descripción Corta', 'cut40'],
      ['', 'Estatus', 'status'],
      ['', 'Acciones', 'actions'],
    ],
    details: {
      title: 'Detalles del Blog',
      rows: [
        ['name', 'Nombre'],
        ['is_active', 'Estado'],
        ['description', 'Descripción', 'pre'],
        ['short_description', 'Descripción Corta'],
      ],
    },
  },
})
