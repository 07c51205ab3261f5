/** What every category screen (Imágenes, Plantillas, Música) says about its categories, in one place. */
export const CATEGORY_MESSAGES = {
  load: 'Error al cargar las categorías. Por favor, inténtalo de nuevo.',
  save: {
    success: 'Categoría guardada correctamente.',
    failure: 'Error al guardar la categoría. Por favor, inténtalo de nuevo.',
  },
  remove: {
    success: 'Categoría eliminada correctamente.',
    failure: 'Error al eliminar la categoría. Por favor, inténtalo de nuevo.',
  },
  toggle: {
    success: 'Estado de la categoría actualizado correctamente.',
    warning: 'No se pudo cambiar el estado de la categoría.',
    failure: 'Error al cambiar el estado de la categoría. Por favor, inténtalo de nuevo.',
  },
}

export const EMPTY_CATEGORIES = 'No hay categorías creadas. Haz clic en "Nueva categoría" para comenzar.'

/** The notice for a category that still holds files. The spec's 'las archivos asociados' is fixed (docs/spec-deviations.md). */
export const FILES_BLOCKED_LINES = [
  'No puedes eliminar una categoría que contiene archivos.',
  'Primero elimina los archivos asociados.',
]
