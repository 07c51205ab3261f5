'use client'

import { recipe } from '../../content/wellbeing'
import { contentScreen } from '../kit/contentScreen'
import { TableScreen } from '../kit/TableScreen'
import { CONTRACT_PATHS } from '../../contract/paths'

const config = contentScreen(recipe, {
  breadcrumb: ['ProfeMax', 'Bienestar', 'Nutrición (Recetas)'],
  addLabel: 'Agregar receta',
  listTitle: 'Lista de recetas',
  searchPlaceholder: 'Buscar receta...',
  counterLabel: 'recetas registradas',
  emptyText: 'No se encontraron recetas',
  endpoint: CONTRACT_PATHS.recipes,
  loadError: 'Error al cargar las recetas',
  remove: { success: 'Receta eliminada', failure: 'Error al eliminar la receta', keepOpenOnFailure: true },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado de la receta' },
  form: {
    createTitle: 'Nueva receta',
    editTitle: 'Editar receta',
    messages: { success: 'Receta guardada correctamente', failure: 'Error al guardar la receta. Por favor, inténtalo de nuevo.' },
  },
})

export const RecetasScreen = () => <TableScreen config={config} />
