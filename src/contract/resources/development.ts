import { course, developmentBook, tool } from '../../content/development'
import { contentHandlers, fromDescriptor } from './content'

/** /profe-max/desarrollo/libros */
export const developmentBooks = contentHandlers({
  ...fromDescriptor(developmentBook),
  picker: (row) => ({ image: row.image_path, category: 'Libro', url: row.purchase_link }),
  messages: { created: 'Libro guardado correctamente', updated: 'Libro actualizado correctamente', deleted: 'Libro eliminado', toggled: 'Estado actualizado' },
})

/** /profe-max/desarrollo/cursos */
export const courses = contentHandlers({
  ...fromDescriptor(course),
  picker: (row) => ({ image: row.image_path, category: 'Curso', url: row.purchase_link }),
  messages: { created: 'Curso guardado correctamente', updated: 'Curso actualizado correctamente', deleted: 'Curso eliminado', toggled: 'Estado actualizado' },
})

/** /profe-max/desarrollo/herramientas */
export const tools = contentHandlers({
  ...fromDescriptor(tool),
  picker: (row) => ({ image: row.image_path, category: 'Herramienta', url: row.link }),
  messages: { created: 'Herramienta guardada correctamente', updated: 'Herramienta actualizada correctamente', deleted: 'Herramienta eliminada', toggled: 'Estado actualizado' },
})
