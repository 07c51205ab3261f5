import { podcastSchema } from '../../lib/schemas/podcast'
import { recipeSchema } from '../../lib/schemas/recipe'
import { wellbeingBookSchema } from '../../lib/schemas/wellbeing-book'
import { contentHandlers } from './content'

const subdescriptions = ['subdescription_1', 'subdescription_2'] as const
const mainAndList = { image_path: { form: 'imageFile', size: 'main' }, list_image_path: { form: 'list_image', size: 'list' } } as const

/** /profe-max/bienestar/recetas */
export const recipes = contentHandlers({
  collection: 'recipes',
  table: 'recipes',
  titleField: 'title',
  pageSize: 5,
  columns: ['title', 'time', 'portions', 'description', 'short_description', 'ingredients', 'preparation', 'first_subdescription'],
  images: { image_path: { form: 'image', size: 'main' } },
  lists: ['ingredients', 'preparation', 'first_subdescription'],
  schema: recipeSchema,
  picker: (row) => ({ image: row.image_path }),
  messages: { created: 'Receta guardada correctamente', updated: 'Receta actualizada correctamente', deleted: 'Receta eliminada', toggled: 'Estado actualizado' },
})

/** /profe-max/bienestar/libros (the public card also reads `name`: the title). */
export const wellbeingBooks = contentHandlers({
  collection: 'wellbeing-books',
  table: 'wellbeing_books',
  titleField: 'title',
  pageSize: 10,
  columns: ['title', 'author', 'description', 'short_description', 'link_purchase', ...subdescriptions],
  images: mainAndList,
  lists: subdescriptions,
  schema: wellbeingBookSchema,
  picker: (row) => ({ image: row.image_path, name: row.title }),
  messages: { created: 'Libro guardado correctamente', updated: 'Libro guardado correctamente', deleted: 'Libro eliminado', toggled: 'Estado actualizado' },
})

/** /profe-max/bienestar/podcast */
export const podcasts = contentHandlers({
  collection: 'podcasts',
  table: 'podcasts',
  titleField: 'title',
  pageSize: 10,
  columns: ['title', 'description', 'short_description', 'link', ...subdescriptions],
  images: mainAndList,
  lists: subdescriptions,
  schema: podcastSchema,
  picker: (row) => ({ image: row.image_path, name: row.title, url: row.link }),
  messages: { created: 'Podcast guardado correctamente', updated: 'Podcast guardado correctamente', deleted: 'Podcast eliminado', toggled: 'Estado actualizado' },
})
