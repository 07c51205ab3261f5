'use client'

import { wellbeingBook } from '../../content/wellbeing'
import { CONTRACT_PATHS } from '../../contract/paths'
import { contentScreen } from '../kit/contentScreen'
import { deleteUrl, storeOrUpdate } from './wellbeing'

const ENDPOINT = CONTRACT_PATHS.wellbeingBooks

/** The Libros tab of 'Libros y podcast' (spec §2, §5, §8). */
export const wellbeingBooksConfig = contentScreen(wellbeingBook, {
  breadcrumb: ['ProfeMax', 'Bienestar', 'Libros'],
  addLabel: 'Agregar libro',
  listTitle: 'Lista de libros',
  searchPlaceholder: 'Buscar libro...',
  counterLabel: 'libros registrados',
  emptyText: 'No se encontraron libros',
  endpoint: ENDPOINT,
  loadError: 'Error al cargar los libros',
  remove: { success: 'Libro eliminado', failure: 'Error al eliminar el libro', url: deleteUrl(ENDPOINT) },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado' },
  form: {
    createTitle: 'Agregar libro',
    editTitle: 'Editar libro',
    save: storeOrUpdate(ENDPOINT),
    messages: { success: 'Libro guardado correctamente', failure: 'Error al guardar el libro' },
  },
})
