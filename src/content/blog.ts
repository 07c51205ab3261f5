import { msg } from '../lib/messages'
import { SLUG_MAX } from '../lib/slug'
import { LIMITS, defineContent } from './kit'

/** The blog's search-engine fields (issue 28): limits and hints, with the default each falls back to. */
export const BLOG_SEO = {
  titleMax: 70,
  descriptionMax: 160,
  slugHint:
    'Forma parte del enlace del blog: minúsculas, números y guiones (se ajusta al guardar). Si la cambias, la dirección anterior lleva a la nueva.',
  titleHint: 'Opcional. Si lo dejas vacío, se usa el nombre del blog.',
  descriptionHint: 'Opcional. Si la dejas vacía, se usa la descripción corta.',
  imageHint: 'Opcional. Si no eliges una, se usa la imagen del blog. Tamaño sugerido: 1200x630 px.',
} as const

/**
 * Blogs (admin-wellbeing-blogs, public-site §3): one collection for the three audiences; the
 * collection adds `audience`; `slug` is generated from the name unless staff write one (collections/Blogs).
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
    // The blog's address (issue 28): generated from the name, editable; the old address redirects (308).
    slug: {
      kind: 'text',
      label: 'Dirección del blog',
      collectionLabel: 'Slug',
      required: '',
      optional: true,
      address: true,
      max: SLUG_MAX,
      full: true,
      hint: BLOG_SEO.slugHint,
    },
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
    // What search engines and shared links show (issue 28): each optional, with its default.
    seo_title: {
      kind: 'text',
      label: 'Título para buscadores',
      required: '',
      optional: true,
      max: BLOG_SEO.titleMax,
      full: true,
      hint: BLOG_SEO.titleHint,
    },
    seo_description: {
      kind: 'text',
      label: 'Descripción para buscadores',
      required: '',
      optional: true,
      max: BLOG_SEO.descriptionMax,
      textarea: 'form',
      rows: 3,
      full: true,
      hint: BLOG_SEO.descriptionHint,
    },
    seo_image: {
      kind: 'image',
      label: 'Imagen para compartir',
      collectionLabel: 'Imagen para compartir',
      form: 'seo_image',
      size: 'main',
      full: true,
      hint: BLOG_SEO.imageHint,
    },
  },
  admin: {
    form: [
      'is_active',
      'name',
      'slug',
      'short_description',
      'description',
      'image_path',
      'seo_title',
      'seo_description',
      'seo_image',
    ],
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
