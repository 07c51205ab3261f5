import { courseSchema } from '../../lib/schemas/course'
import { developmentBookSchema } from '../../lib/schemas/development-book'
import { toolSchema } from '../../lib/schemas/tool'
import { contentHandlers } from './content'

const concepts = ['first_subdescription', 'second_subdescription'] as const
const images = { image_path: { form: 'image', size: 'main' }, list_image_path: { form: 'list_image', size: 'list' } } as const

/** /profe-max/desarrollo/libros */
export const developmentBooks = contentHandlers({
  collection: 'development-books',
  table: 'development_books',
  titleField: 'name',
  pageSize: 5,
  columns: ['name', 'author', 'description', 'purchase_link', ...concepts],
  images,
  lists: concepts,
  schema: developmentBookSchema,
  picker: (row) => ({ image: row.image_path, category: 'Libro', url: row.purchase_link }),
  messages: { created: 'Libro guardado correctamente', updated: 'Libro actualizado correctamente', deleted: 'Libro eliminado', toggled: 'Estado actualizado' },
})

/** /profe-max/desarrollo/cursos */
export const courses = contentHandlers({
  collection: 'courses',
  table: 'courses',
  titleField: 'name',
  pageSize: 5,
  columns: ['name', 'description', 'plathform', 'purchase_link', 'type', 'duration', 'subject', ...concepts],
  images,
  lists: concepts,
  schema: courseSchema,
  picker: (row) => ({ image: row.image_path, category: 'Curso', url: row.purchase_link }),
  messages: { created: 'Curso guardado correctamente', updated: 'Curso actualizado correctamente', deleted: 'Curso eliminado', toggled: 'Estado actualizado' },
})

/** /profe-max/desarrollo/herramientas */
export const tools = contentHandlers({
  collection: 'tools',
  table: 'tools',
  titleField: 'name',
  pageSize: 5,
  columns: ['name', 'description', 'link', ...concepts],
  images,
  lists: concepts,
  schema: toolSchema,
  picker: (row) => ({ image: row.image_path, category: 'Herramienta', url: row.link }),
  messages: { created: 'Herramienta guardada correctamente', updated: 'Herramienta actualizada correctamente', deleted: 'Herramienta eliminada', toggled: 'Estado actualizado' },
})
