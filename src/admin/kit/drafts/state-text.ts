import type { DraftRow, DraftState } from './useDrafts'

const time = (date: Date) =>
  date.toLocaleTimeString('es-MX', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Mexico_City' })

/**
 * The saved state beside a form's draft buttons. A published version of a blog whose 'Estatus' is
 * 'Blog no publicado' is not on the site: 'Publicado.' would contradict the switch above it.
 */
export const draftStateText = (
  state: DraftState,
  savedAt: Date | null,
  error: string | null,
  row: DraftRow | null,
): string => {
  switch (state) {
    case 'pending':
      return 'Cambios sin guardar'
    case 'saving':
      return 'Guardando borrador...'
    case 'saved':
      return savedAt ? `Borrador guardado a las ${time(savedAt)}` : 'Borrador guardado'
    case 'error':
      return error ?? 'No se pudo guardar el borrador.'
    default:
      if (!row) return 'Nuevo: se guarda como borrador mientras escribes.'
      if (row._status === 'draft') return row.published ? 'Hay cambios sin publicar.' : 'Borrador sin publicar.'
      return row.is_active === false ? 'Guardado; no se muestra en el sitio.' : 'Publicado.'
  }
}
