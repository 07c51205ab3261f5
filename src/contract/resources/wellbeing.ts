import { podcast, recipe, wellbeingBook } from '../../content/wellbeing'
import { contentHandlers, fromDescriptor } from './content'

/** /profe-max/bienestar/recetas */
export const recipes = contentHandlers({
  ...fromDescriptor(recipe),
  picker: (row) => ({ image: row.image_path }),
  messages: { created: 'Receta guardada correctamente', updated: 'Receta actualizada correctamente', deleted: 'Receta eliminada', toggled: 'Estado actualizado' },
})

/** /profe-max/bienestar/libros (the public card also reads `name`: the title). */
export const wellbeingBooks = contentHandlers({
  ...fromDescriptor(wellbeingBook),
  picker: (row) => ({ image: row.image_path, name: row.title }),
  messages: { created: 'Libro guardado correctamente', updated: 'Libro guardado correctamente', deleted: 'Libro eliminado', toggled: 'Estado actualizado' },
})

/** /profe-max/bienestar/podcast */
export const podcasts = contentHandlers({
  ...fromDescriptor(podcast),
  picker: (row) => ({ image: row.image_path, name: row.title, url: row.link }),
  messages: { created: 'Podcast guardado correctamente', updated: 'Podcast guardado correctamente', deleted: 'Podcast eliminado', toggled: 'Estado actualizado' },
})
