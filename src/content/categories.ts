import type { CollectionSlug } from 'payload'

import { msg } from '../lib/messages'
import { LIMITS, defineContent, type FileDef } from './kit'

/**
 * The category screens' content types (admin-resources §2–3, admin-wellbeing §3): image bank,
 * templates and music. Each has categories (a name and two state images) and items in them.
 */

/** An item's title: at most 100 characters (spec). */
export const ITEM_TITLE_MAX = 100

/** Categories of the three screens share one shape. */
const categoryType = <S extends CollectionSlug>(slug: S, labels: { singular: string; plural: string }, group: string) =>
  defineContent({
    slug,
    labels,
    group,
    titleField: 'name',
    pageSize: 10,
    fields: {
      name: { kind: 'text', label: 'Nombre', required: msg.nameRequired, max: LIMITS.text },
      image_path: {
        kind: 'image',
        label: 'Imagen no seleccionada',
        collectionLabel: 'Imagen no seleccionada',
        hint: 'Imagen que se muestra cuando la categoría no está seleccionada.',
        form: 'image',
        size: 'main',
        required: { message: msg.unselectedImageRequired, when: 'create' },
      },
      selected_image_path: {
        kind: 'image',
        label: 'Imagen al seleccionarse',
        collectionLabel: 'Imagen al seleccionarse',
        hint: 'Imagen que se muestra cuando la categoría está seleccionada.',
        form: 'selected_image',
        size: 'main',
        required: { message: msg.selectedImageRequired, when: 'create' },
      },
      is_active: {
        kind: 'active',
        default: true,
        optional: true,
        label: 'Estatus',
        collectionLabel: 'Activa',
        onLabel: 'Activa',
        offLabel: 'Inactiva',
      },
    },
    admin: { form: ['name', 'image_path', 'selected_image_path'] },
  })

const itemTitle = {
  kind: 'text',
  label: 'Título',
  required: msg.titleRequired,
  max: ITEM_TITLE_MAX,
  hint: `Máximo ${ITEM_TITLE_MAX} caracteres.`,
} as const
const category = (relationTo: CollectionSlug) =>
  ({ kind: 'category', label: 'Categoría', input: 'category_id', relationTo, required: msg.categoryRequired }) as const

/** Images of the bank and template files: the item is the upload itself (its file is the spec's `path`). */
const fileItemType = <S extends CollectionSlug>(
  slug: S,
  labels: { singular: string; plural: string },
  categories: CollectionSlug,
  file: FileDef,
) =>
  defineContent({
    slug,
    labels,
    group: 'Recursos educativos',
    titleField: 'title',
    pageSize: 10,
    fields: {
      category: category(categories),
      title: itemTitle,
      file,
      is_active: {
        kind: 'active',
        default: true,
        optional: true,
        label: 'Estatus',
        collectionLabel: 'Activa',
        onLabel: 'Activa',
        offLabel: 'Inactiva',
      },
    },
    admin: { form: ['title', 'category', 'file'] },
  })

export const imageCategory = categoryType(
  'image-categories',
  { singular: 'Categoría de imágenes', plural: 'Categorías de imágenes' },
  'Recursos educativos',
)
export const templateCategory = categoryType(
  'template-categories',
  { singular: 'Categoría de plantillas', plural: 'Categorías de plantillas' },
  'Recursos educativos',
)
export const musicCategory = categoryType(
  'music-categories',
  { singular: 'Categoría de música', plural: 'Categorías de música' },
  'Bienestar',
)

export const imageItem = fileItemType(
  'images',
  { singular: 'Imagen del banco', plural: 'Banco de imágenes' },
  'image-categories',
  {
    kind: 'file',
    label: 'Imagen',
    hint: 'Solo archivos de imagen.',
    form: 'file',
    required: msg.fileRequired,
    accept: 'image',
  },
)

export const templateItem = fileItemType(
  'template-files',
  { singular: 'Plantilla', plural: 'Plantillas' },
  'template-categories',
  {
    kind: 'file',
    label: 'Archivo',
    hint: 'PDF, Word, Excel, PowerPoint, ZIP o imagen.',
    form: 'file',
    required: msg.fileRequired,
    accept: 'any',
  },
)

/** A track: a link to listen to, and (seeded tracks) the file's path or extension (spec 3). */
export const musicItem = defineContent({
  slug: 'music-items',
  labels: { singular: 'Elemento de música', plural: 'Música' },
  group: 'Bienestar',
  titleField: 'title',
  pageSize: 10,
  fields: {
    category: category('music-categories'),
    title: itemTitle,
    url: {
      kind: 'url',
      label: 'URL',
      required: msg.linkRequired,
      max: LIMITS.text,
      placeholder: 'https://',
      hint: 'Enlace para escuchar la pista.',
    },
    path: { kind: 'text', label: 'Ruta o extensión del archivo', required: '', max: LIMITS.text, optional: true },
    is_active: {
      kind: 'active',
      default: true,
      optional: true,
      label: 'Estatus',
      onLabel: 'Publicado',
      offLabel: 'No publicado',
    },
  },
  admin: { form: ['title', 'url'] },
})
