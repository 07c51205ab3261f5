'use client'

import { course } from '../../content/development'
import { CONTRACT_PATHS } from '../../contract/paths'
import { contentScreen } from '../kit/contentScreen'
import { TableScreen } from '../kit/TableScreen'

const config = contentScreen(course, {
  endpoint: CONTRACT_PATHS.courses,
  breadcrumb: ['Desarrollo', 'Cursos en línea'],
  addLabel: 'Agregar curso',
  listTitle: 'Lista de cursos',
  counterLabel: 'cursos registrados',
  searchPlaceholder: 'Buscar curso...',
  emptyText: 'No se encontraron cursos',
  loadError: 'Error al cargar los cursos',
  remove: { success: 'Curso eliminado', failure: 'Error al eliminar el curso', keepOpenOnFailure: true },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado del curso' },
  form: {
    createTitle: 'Nuevo curso',
    editTitle: 'Editar curso',
    submitLabel: (row) => (row ? 'Actualizar' : 'Guardar'),
    messages: { success: 'Curso guardado correctamente', failure: 'Error al guardar el curso. Por favor, inténtalo de nuevo.' },
  },
})

export const CursosScreen = () => <TableScreen config={config} />
