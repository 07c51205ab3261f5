'use client'

import { z } from 'zod'

import { blog } from '../../content/blog'
import { formShape } from '../../content/form-schema'
import { blogsPath } from '../../contract/paths'
import { AUDIENCES, AUDIENCE_LABELS, type Audience } from '../../lib/audiences'
import { contentScreen } from '../kit/contentScreen'
import { activeLabel } from '../kit/format'
import { saveMultipart } from '../kit/payload'
import { BlogSchedule } from '../kit/Schedule'
import { TableScreen } from '../kit/TableScreen'

/** The one blog screen, configured by audience: only the path and the audience's name differ. */
const blogsConfig = (audience: Audience) => {
  const label = AUDIENCE_LABELS[audience]
  return contentScreen(blog, {
    breadcrumb: ['Blogs', label],
    addLabel: 'Agregar blog',
    listTitle: `Lista de Blogs de ${label}`,
    counterLabel: 'blogs registrados',
    searchPlaceholder: 'Buscar blog...',
    emptyText: 'No se encontraron blogs',
    endpoint: blogsPath(audience),
    loadError: 'Error al cargar los blogs',
    statusLabel: activeLabel,
    // The server's own messages ('Blog eliminado', ...) come first; these are the fallbacks (spec 8).
    remove: { success: 'Blog eliminado', failure: 'Error al eliminar el blog' },
    toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado del blog' },
    form: {
      createTitle: 'Nuevo blog',
      editTitle: 'Editar blog',
      // Drafts (issue 14): saving keeps a draft, this button publishes.
      submitLabel: () => 'Publicar',
      messages: {
        success: 'Blog guardado correctamente',
        failure: 'Error al guardar el blog. Por favor, inténtalo de nuevo.',
      },
      // Scheduled publishing (issue 14): saved on its own, for a blog that exists.
      aside: (row) => <BlogSchedule blogId={row ? Number(row.id) : null} />,
    },
  })
}

/** The one publishing state (issue 28), as the contract's staff rows tell it (`state`). */
const STATES: Record<string, { label: string; tone: string }> = {
  publicado: { label: 'Publicado', tone: 'success' },
  oculto: { label: 'Oculto', tone: 'muted' },
  borrador: { label: 'Borrador', tone: 'warning' },
  programado: { label: 'Programado', tone: 'info' },
}

/** 'Publicado' / 'Oculto' / 'Borrador' / 'Programado', and 'Cambios sin publicar' when the newest version of a published blog is a draft. */
const StateBadge = ({ row }: { row: Record<string, unknown> }) => {
  const state = STATES[String(row.state)]
  return (
    <>
      {state && <span className={`pm-badge pm-badge--${state.tone}`}>{state.label}</span>}
      {row._status === 'draft' && row.published ? (
        <>
          {' '}
          <span className="pm-badge pm-badge--warning">Cambios sin publicar</span>
        </>
      ) : null}
    </>
  )
}

/** A draft needs its name only (the same rule and message as publishing). */
const draftCheck = z.object({ name: formShape(blog, { mode: 'edit' }).name! })

/**
 * Drafts (issue 14): autosave and 'Guardar borrador' send the form with `draft=1` (`autosave=1`
 * for the automatic ones); the contract keeps it as a draft, visitors keep the published version.
 */
const withDrafts = (config: Config, audience: Audience): Config => ({
  ...config,
  // The name cell says when the newest version is not what visitors see.
  columns: (cells) =>
    config.columns(cells).map((column) =>
      column.key === 'name'
        ? {
            ...column,
            render: (row) => (
              <>
                {column.render(row)} <StateBadge row={row} />
              </>
            ),
          }
        : column,
    ),
  form: {
    ...config.form,
    status: (row) =>
      row ? (
        <p className="pm-state">
          Estado: <StateBadge row={row} />
        </p>
      ) : null,
    drafts: {
      schema: draftCheck,
      save: (values, row, kind) =>
        saveMultipart(blogsPath(audience))({ ...values, draft: true, autosave: kind === 'autosave' }, row),
    },
  },
})

/** The body is edited as rich text (issue 14): the descriptor's plain `description` becomes its editor. */
const withRichBody = (config: ReturnType<typeof blogsConfig>): typeof config => ({
  ...config,
  form: {
    ...config.form,
    fields: (row) =>
      config.form.fields(row).map((field) =>
        field.name === 'description'
          ? {
              name: field.name,
              label: field.label,
              full: true,
              kind: 'richtext',
              json: 'body',
              initial: row?.body ?? null,
            }
          : field,
      ),
  },
})

type Config = ReturnType<typeof blogsConfig>

// One config per audience, built once: the screen keeps the same object across renders.
const CONFIGS = Object.fromEntries(
  AUDIENCES.map((audience) => [audience, withDrafts(withRichBody(blogsConfig(audience)), audience)]),
) as Record<Audience, Config>

/** Keyed by audience so moving between the three lists starts a fresh list (page 1, no search). */
export const BlogsScreen = ({ audience }: { audience: Audience }) => (
  <TableScreen key={audience} config={CONFIGS[audience]} />
)
