import type { CollectionConfig } from 'payload'

import { activeOrStaff, staffOnly } from '../src/access'
import { imageField, isActiveField, textField, textListField, urlField } from '../src/fields'
import { revalidateCollection } from '../src/hooks/revalidate'
import { msg } from '../src/lib/messages'
import { categoryCollection } from './categories'
import { contentCollection } from './content'

const group = 'Bienestar'

export const MusicCategories = categoryCollection({
  slug: 'music-categories',
  labels: { singular: 'Categoría de música', plural: 'Categorías de música' },
  group,
  itemsCollection: 'music-items',
  itemsField: 'music',
  blockedMessage: msg.categoryHasFiles,
})

export const MusicItems: CollectionConfig = {
  slug: 'music-items',
  labels: { singular: 'Elemento de música', plural: 'Música' },
  admin: { group, useAsTitle: 'title', defaultColumns: ['title', 'category', 'is_active'] },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('music-items'),
  fields: [
    textField({ name: 'title', label: 'Título', requiredMessage: msg.titleRequired, maxLength: 100 }),
    urlField({ name: 'url', label: 'URL', requiredMessage: msg.linkRequired, maxLength: 255 }),
    { name: 'path', label: 'Ruta o extensión del archivo', type: 'text', maxLength: 255 },
    { name: 'category', label: 'Categoría', type: 'relationship', relationTo: 'music-categories', required: true, index: true },
    isActiveField(true),
  ],
}

export const Recipes = contentCollection({
  slug: 'recipes',
  labels: { singular: 'Receta', plural: 'Nutrición (Recetas)' },
  group,
  titleField: 'title',
  activeByDefault: false,
  fields: [
    textField({ name: 'title', label: 'Título', requiredMessage: msg.titleRequired, maxLength: 255 }),
    textField({ name: 'time', label: 'Tiempo', requiredMessage: msg.timeRequired, maxLength: 100 }),
    {
      name: 'portions',
      label: 'Porciones',
      type: 'number',
      required: true,
      validate: (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? true : msg.portionsInvalid),
    },
    textField({ name: 'description', label: 'Descripción', requiredMessage: msg.descriptionRequired, maxLength: 1000, textarea: true }),
    textField({ name: 'short_description', label: 'Descripción corta', requiredMessage: msg.shortDescriptionRequired, maxLength: 255 }),
    imageField({ name: 'image_path', label: 'Imagen', requiredOnCreate: msg.imageRequired }),
    textListField('ingredients', 'Ingredientes', msg.ingredientsRequired),
    textListField('preparation', 'Preparación (pasos en orden)', msg.preparationRequired),
    textListField('first_subdescription', '¿Para que te sirve en el día?', msg.conceptsRequired),
  ],
})

const mediaImages = [
  imageField({ name: 'image_path', label: 'Imagen principal (600x400)', requiredOnCreate: msg.imageRequired }),
  imageField({ name: 'list_image_path', label: 'Imagen de lista (400x200)' }),
]

export const WellbeingBooks = contentCollection({
  slug: 'wellbeing-books',
  labels: { singular: 'Libro (Bienestar)', plural: 'Libros (Bienestar)' },
  group,
  titleField: 'title',
  activeByDefault: true,
  fields: [
    textField({ name: 'title', label: 'Título', requiredMessage: msg.titleRequired, maxLength: 255 }),
    textField({ name: 'author', label: 'Autor', requiredMessage: msg.authorRequired, maxLength: 255 }),
    textField({ name: 'description', label: 'Descripción', requiredMessage: msg.descriptionRequired, maxLength: 1000, textarea: true }),
    textField({ name: 'short_description', label: 'Descripción corta', requiredMessage: msg.shortDescriptionRequired, maxLength: 255 }),
    urlField({ name: 'link_purchase', label: 'Enlace de compra', requiredMessage: msg.purchaseLinkRequired, maxLength: 255 }),
    ...mediaImages,
    textListField('subdescription_1', 'Que te llevas de este libro', msg.conceptsRequired),
    textListField('subdescription_2', 'Ideal para ti si', msg.conceptsRequired),
  ],
})

export const Podcasts = contentCollection({
  slug: 'podcasts',
  labels: { singular: 'Podcast', plural: 'Podcasts' },
  group,
  titleField: 'title',
  activeByDefault: true,
  fields: [
    textField({ name: 'title', label: 'Título', requiredMessage: msg.titleRequired, maxLength: 255 }),
    textField({ name: 'description', label: 'Descripción', requiredMessage: msg.descriptionRequired, maxLength: 1000, textarea: true }),
    textField({ name: 'short_description', label: 'Descripción corta', requiredMessage: msg.shortDescriptionRequired, maxLength: 255 }),
    urlField({ name: 'link', label: 'Enlace', requiredMessage: msg.linkRequired, maxLength: 255 }),
    ...mediaImages,
    textListField('subdescription_1', 'Que te llevas de este podcast', msg.conceptsRequired),
    textListField('subdescription_2', 'Ideal para ti si', msg.conceptsRequired),
  ],
})

