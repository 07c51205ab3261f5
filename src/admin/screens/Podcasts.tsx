'use client'

import { podcast } from '../../content/wellbeing'
import { CONTRACT_PATHS } from '../../contract/paths'
import { contentScreen } from '../kit/contentScreen'
import { deleteUrl, storeOrUpdate } from './wellbeing'

const ENDPOINT = CONTRACT_PATHS.podcasts

/** The Podcast tab of 'Libros y podcast' (spec §2, §5, §8). */
export const podcastsConfig = contentScreen(podcast, {
  breadcrumb: ['ProfeMax', 'Bienestar', 'Podcast'],
  addLabel: 'Agregar podcast',
  listTitle: 'Lista de podcasts',
  searchPlaceholder: 'Buscar podcast...',
  counterLabel: 'podcasts registrados',
  emptyText: 'No se encontraron podcasts',
  endpoint: ENDPOINT,
  loadError: 'Error al cargar los podcasts',
  remove: { success: 'Podcast eliminado', failure: 'Error al eliminar el podcast', url: deleteUrl(ENDPOINT) },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado' },
  form: {
    createTitle: 'Agregar podcast',
    editTitle: 'Editar podcast',
    save: storeOrUpdate(ENDPOINT),
    messages: { success: 'Podcast guardado correctamente', failure: 'Error al guardar el podcast' },
  },
})
