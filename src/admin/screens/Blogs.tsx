'use client'

import { AUDIENCES, AUDIENCE_LABELS, type Audience } from '../../lib/audiences'
import { blogSchema } from '../../lib/schemas/blog'
import { activeLabel } from '../kit/format'
import { saveMultipart } from '../kit/payload'
import { TableScreen, type Identified, type TableScreenConfig } from '../kit/TableScreen'
import { DescriptionCell } from '../kit/contentScreen'

/** A row of GET /admin/blogs/{audience}/all (spec 3: the same for the three audiences). */
type Blog = Identified & {
  name: string
  slug: string | null
  description: string | null
  short_description: string | null
  image_path: string | null
  is_active: boolean
}

/** The one blog screen, configured by audience: only the path and the audience's name differ. */
const blogsConfig = (audience: Audience): TableScreenConfig<Blog> => {
  const label = AUDIENCE_LABELS[audience]
  const endpoint = `/admin/blogs/${audience}`
  return {
    breadcrumb: ['Blogs', label],
    addLabel: 'Agregar blog',
    listTitle: `Lista de Blogs de ${label}`,
    counterLabel: 'blogs registrados',
    searchPlaceholder: 'Buscar blog...',
    emptyText: 'No se encontraron blogs',
    pageSize: 5,
    endpoint,
    loadError: 'Error al cargar los blogs',
    statusLabel: activeLabel,
    itemName: (row) => row.name,
    columns: (cells) => [
      { key: 'name', header: 'Nombre', render: (row) => cells.name(row, row.name) },
      { key: 'description', header: 'Descripción', render: (row) => <DescriptionCell text={row.description} /> },
      { key: 'short_description', header: 'Descripción Corta', render: (row) => <DescriptionCell text={row.short_description} max={40} /> },
      { key: 'status', header: 'Estatus', render: cells.status },
      { key: 'actions', header: 'Acciones', render: (row) => cells.actions(row) },
    ],
    // The server's own messages ('Blog eliminado', ...) come first; these are the fallbacks (spec 8).
    remove: { success: 'Blog eliminado', failure: 'Error al eliminar el blog' },
    toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado del blog' },
    form: {
      createTitle: 'Nuevo blog',
      editTitle: 'Editar blog',
      submitLabel: (row) => (row ? 'Actualizar' : 'Guardar'),
      schema: (row) => blogSchema({ mode: row ? 'edit' : 'create' }),
      fields: (row) => [
        { kind: 'switch', name: 'is_active', label: 'Estatus', onLabel: 'Blog publicado', offLabel: 'Blog no publicado', full: true },
        { kind: 'text', name: 'name', label: 'Nombre del blog', maxLength: 255, full: true },
        { kind: 'textarea', name: 'short_description', label: 'Descripción corta', maxLength: 255, full: true },
        { kind: 'textarea', name: 'description', label: 'Descripción principal', maxLength: 20000, rows: 14, full: true },
        { kind: 'image', name: 'image', label: 'Imagen del blog', hint: 'Tamaño sugerido: 600x400 px', currentUrl: row?.image_path, full: true },
      ],
      // New blogs start unpublished (spec 4); an edit keeps the stored image unless a new one is chosen.
      initial: (row) => ({
        is_active: row ? row.is_active : false,
        name: row?.name ?? '',
        short_description: row?.short_description ?? '',
        description: row?.description ?? '',
        image: null,
      }),
      save: saveMultipart(endpoint),
      messages: { success: 'Blog guardado correctamente', failure: 'Error al guardar el blog. Por favor, inténtalo de nuevo.' },
    },
    details: (row) => ({
      title: 'Detalles del Blog',
      images: [{ src: row.image_path, caption: 'Imagen del blog' }],
      fields: [
        { label: 'Nombre', value: row.name },
        { label: 'Estado', value: activeLabel(row.is_active) },
        { label: 'Descripción', value: <span style={{ whiteSpace: 'pre-line' }}>{row.description || '-'}</span> },
        { label: 'Descripción Corta', value: row.short_description || '-' },
      ],
    }),
  }
}

// One config per audience, built once: the screen keeps the same object across renders.
const CONFIGS = Object.fromEntries(AUDIENCES.map((audience) => [audience, blogsConfig(audience)])) as Record<Audience, TableScreenConfig<Blog>>

/** Keyed by audience so moving between the three lists starts a fresh list (page 1, no search). */
export const BlogsScreen = ({ audience }: { audience: Audience }) => <TableScreen key={audience} config={CONFIGS[audience]} />
