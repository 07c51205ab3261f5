'use client'

import { tool } from '../../content/development'
import { CONTRACT_PATHS } from '../../contract/paths'
import { contentScreen } from '../kit/contentScreen'
import { TableScreen } from '../kit/TableScreen'

const config = contentScreen(tool, {
  endpoint: CONTRACT_PATHS.tools,
  breadcrumb: ['Desarrollo', 'Otras herramientas'],
  addLabel: 'Agregar herramienta',
  listTitle: 'Lista de herramientas',
  counterLabel: 'herramientas registradas',
  searchPlaceholder: 'Buscar herramienta...',
  emptyText: 'No se encontraron herramientas',
  loadError: 'Error al cargar las herramientas',
  remove: { success: 'Herramienta eliminada', failure: 'Error al eliminar la herramienta', keepOpenOnFailure: true },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado de la herramienta' },
  form: {
    createTitle: 'Nueva herramienta',
    editTitle: 'Editar herramienta',
    submitLabel: (row) => (row ? 'Actualizar' : 'Guardar'),
    messages: { success: 'Herramienta guardada correctamente', failure: 'Error al guardar la herramienta. Por favor, inténtalo de nuevo.' },
  },
})

export const HerramientasScreen = () => <TableScreen config={config} />
