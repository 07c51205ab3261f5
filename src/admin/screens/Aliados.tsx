'use client'

import { ally } from '../../content/site'
import { CONTRACT_PATHS } from '../../contract/paths'
import { contentScreen } from '../kit/contentScreen'
import { TableScreen } from '../kit/TableScreen'

/** The home page's logo slider (issue 13): logo, name, publish, and the order the slider follows. */
const config = contentScreen(ally, {
  endpoint: CONTRACT_PATHS.allies,
  breadcrumb: ['Sitio público', 'Aliados'],
  addLabel: 'Agregar aliado',
  listTitle: 'Lista de aliados',
  counterLabel: 'aliados registrados',
  searchPlaceholder: 'Buscar aliado...',
  emptyText: 'No se encontraron aliados',
  loadError: 'Error al cargar los aliados',
  remove: {
    success: 'Aliado eliminado correctamente.',
    failure: 'Error al eliminar el aliado. Por favor, inténtalo de nuevo.',
  },
  toggle: {
    success: 'Estado del aliado actualizado correctamente.',
    failure: 'Error al cambiar el estado del aliado. Por favor, inténtalo de nuevo.',
  },
  reorder: {
    success: 'Orden de los aliados actualizado correctamente.',
    failure: 'Error al cambiar el orden. Por favor, inténtalo de nuevo.',
  },
  form: {
    createTitle: 'Nuevo aliado',
    editTitle: 'Editar aliado',
    submitLabel: (row) => (row ? 'Actualizar' : 'Guardar'),
    messages: {
      success: 'Aliado guardado correctamente.',
      failure: 'Error al guardar el aliado. Por favor, inténtalo de nuevo.',
    },
  },
})

export const AliadosScreen = () => <TableScreen config={config} />
