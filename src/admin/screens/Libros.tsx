'use client'

import { developmentBook } from '../../content/development'
import { CONTRACT_PATHS } from '../../contract/paths'
import { contentScreen } from '../kit/contentScreen'
import { TableScreen } from '../kit/TableScreen'

const config = contentScreen(developmentBook, {
  endpoint: CONTRACT_PATHS.developmentBooks,
  breadcrumb: ['Desarrollo', 'Libros'],
  addLabel: 'Agregar libro',
  listTitle: 'Lista de libros',
  searchPlaceholder: 'Buscar libro...',
  emptyText: 'No se encontraron libros',
  loadError: 'Error al cargar los libros',
  remove: { success: 'Libro eliminado', failure: 'Error al eliminar el libro' },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado del libro' },
  form: {
    createTitle: 'Nuevo libro',
    editTitle: 'Editar libro',
    submitLabel: (row) => (row ? 'Actualizar' : 'Guardar'),
    messages: { success: 'Libro guardado correctamente', failure: 'Error al guardar el libro. Por favor, inténtalo de nuevo.' },
  },
})

export const LibrosScreen = () => <TableScreen config={config} />
