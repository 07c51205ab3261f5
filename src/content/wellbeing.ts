import { msg } from '../lib/messages'
import { FEATURED, IDEAL_FOR_YOU, LIMITS, defineContent, type ImageDef } from './kit'

/** Bienestar's content types (admin-wellbeing-blogs, public-site §2): recipes, books, podcasts. */

const title = { kind: 'text', label: 'Título', required: msg.titleRequired, max: LIMITS.text } as const
const description = {
  kind: 'text',
  label: 'Descripción',
  required: msg.descriptionRequired,
  max: LIMITS.description,
  textarea: true,
} as const
const shortDescription = {
  kind: 'text',
  label: 'Descripción corta',
  required: msg.shortDescriptionRequired,
  max: LIMITS.text,
  full: true,
} as const
const published = (byDefault: boolean) =>
  ({
    kind: 'active',
    default: byDefault,
    optional: true,
    label: 'Estatus',
    onLabel: 'Publicado',
    offLabel: 'No publicado',
  }) as const

/** Books and podcasts: the main image is required on create, and on edit while none is stored. */
const mainImage = {
  kind: 'image',
  label: 'Imagen principal',
  form: 'imageFile',
  size: 'main',
  required: { message: msg.imageRequired, when: 'unlessStored' },
} as const satisfies ImageDef
const listImage = {
  kind: 'image',
  label: 'Imagen de lista',
  form: 'list_image',
  size: 'list',
} as const satisfies ImageDef

/** A recipe's portions as its detail's ingredients heading says them (spec §9: 'porción' for 1). */
export const portionsLabel = (portions: number): string => `${portions} ${portions === 1 ? 'porción' : 'porciones'}`

export const recipe = defineContent({
  slug: 'recipes',
  labels: { singular: 'Receta', plural: 'Nutrición (Recetas)' },
  group: 'Bienestar',
  titleField: 'title',
  search: ['title', 'short_description', 'description'],
  pageSize: 5,
  fields: {
    title,
    time: { kind: 'text', label: 'Tiempo', required: msg.timeRequired, max: 100, placeholder: 'Ej. 30 minutos' },
    portions: { kind: 'number', label: 'Porciones', invalid: msg.portionsInvalid, placeholder: 'Ej. 4' },
    // Spec §4: a new recipe starts unpublished.
    is_active: published(false),
    image_path: {
      kind: 'image',
      label: 'Imagen',
      collectionLabel: 'Imagen',
      form: 'image',
      size: 'main',
      full: true,
      required: { message: msg.imageRequired, when: 'create' },
    },
    ingredients: {
      kind: 'list',
      label: 'Ingredientes',
      required: msg.ingredientsRequired,
      placeholder: 'Agregar ingrediente',
    },
    preparation: {
      kind: 'list',
      label: 'Preparación (pasos en orden)',
      heading: 'Preparación',
      ordered: true,
      required: msg.preparationRequired,
      placeholder: 'Agregar paso',
    },
    first_subdescription: { kind: 'list', label: '¿Para qué te sirve en el día?', required: msg.conceptsRequired },
    description,
    short_description: shortDescription,
  },
  admin: {
    form: [
      'title',
      'time',
      'portions',
      'is_active',
      'short_description',
      'description',
      'image_path',
      'ingredients',
      'preparation',
      'first_subdescription',
    ],
    columns: [
      ['title', 'Nombre', 'open'],
      ['', 'Estatus', 'status'],
      ['', 'Acciones', 'actions'],
    ],
    details: {
      title: 'Detalles de la receta',
      rows: ['title', 'time', 'portions', ['is_active', 'Estatus'], 'short_description', 'description'],
    },
  },
})

export const wellbeingBook = defineContent({
  slug: 'wellbeing-books',
  labels: { singular: 'Libro (Bienestar)', plural: 'Libros (Bienestar)' },
  group: 'Bienestar',
  titleField: 'title',
  search: ['title', 'short_description', 'author', 'description'],
  pageSize: 10,
  fields: {
    title,
    author: { kind: 'text', label: 'Autor', required: msg.authorRequired, max: LIMITS.text, empty: 'Desconocido' },
    description,
    short_description: shortDescription,
    link_purchase: {
      kind: 'url',
      label: 'Enlace de compra',
      required: msg.purchaseLinkRequired,
      max: LIMITS.text,
    },
    // Spec §3: a new book starts published.
    is_active: published(true),
    featured: FEATURED,
    image_path: mainImage,
    list_image_path: listImage,
    subdescription_1: { kind: 'list', label: 'Qué te llevas de este libro', required: msg.conceptsRequired },
    subdescription_2: { kind: 'list', label: IDEAL_FOR_YOU, required: msg.conceptsRequired },
  },
  admin: {
    form: [
      'title',
      'author',
      'short_description',
      'description',
      'link_purchase',
      'is_active',
      'featured',
      'image_path',
      'list_image_path',
      'subdescription_1',
      'subdescription_2',
    ],
    columns: [
      ['title', 'Título', 'open'],
      ['short_description', 'Descripción corta', 'cut'],
      ['author', 'Autor'],
      ['', 'Estatus', 'status'],
      ['', 'Acciones', 'actions'],
    ],
    details: {
      title: 'Detalles del libro',
      rows: ['title', 'author', ['is_active', 'Estatus'], 'short_description', 'description', 'link_purchase'],
    },
  },
})

export const podcast = defineContent({
  slug: 'podcasts',
  labels: { singular: 'Podcast', plural: 'Podcasts' },
  group: 'Bienestar',
  titleField: 'title',
  search: ['title', 'short_description', 'description'],
  pageSize: 10,
  fields: {
    title,
    description,
    short_description: shortDescription,
    link: { kind: 'url', label: 'Enlace', required: msg.linkRequired, max: LIMITS.text },
    // Spec §4: a new podcast starts active.
    is_active: published(true),
    featured: FEATURED,
    image_path: mainImage,
    list_image_path: listImage,
    subdescription_1: { kind: 'list', label: 'Qué te llevas de este podcast', required: msg.conceptsRequired },
    subdescription_2: { kind: 'list', label: IDEAL_FOR_YOU, required: msg.conceptsRequired },
  },
  admin: {
    // The switch takes a whole row, so the two images share the next one (as in the book form).
    form: [
      'title',
      'link',
      'short_description',
      'description',
      'is_active',
      'featured',
      'image_path',
      'list_image_path',
      'subdescription_1',
      'subdescription_2',
    ],
    columns: [
      ['title', 'Título', 'open'],
      ['short_description', 'Descripción corta', 'cut'],
      ['', 'Estatus', 'status'],
      ['', 'Acciones', 'actions'],
    ],
    details: { title: 'Detalles del podcast', rows: ['title', ['is_active', 'Estatus'], 'description', 'link'] },
  },
})
