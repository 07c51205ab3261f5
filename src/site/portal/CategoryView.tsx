'use client'

import { useEffect, type ReactNode } from 'react'

import { shareKindOfView } from '../share/kinds'
import { CategoryBrowser } from './CategoryBrowser'
import { Skeleton, ViewHead } from './common'
import { FileRow, TrackRow } from './FileRow'
import { MODULE_TEXT } from './modules'
import { within, type Seccion } from './nav'
import { usePart, usePortal } from './PortalContext'
import { customViewOf } from './shape'
import type { Category, FileItem, MusicTrack } from './types'

/** A starred item (a shared or recommended track) is scrolled to after 300 ms (spec §9). */
export const HIGHLIGHT_SCROLL_MS = 300

type ViewProps = { module: Seccion; vista: string }

/** The category browser of a category type: images, templates, music. */
export function CategoryView({ module, vista }: ViewProps) {
  const { view, shape } = usePortal()
  const custom = customViewOf(shape, module, vista)
  const { data, loading } = usePart(custom.part)
  const categories = data as Category<FileItem | MusicTrack>[]
  const highlighted = view.destacado
  const shareKind = shareKindOfView(shape.shareKinds, module, custom.vista)

  useEffect(() => {
    if (!highlighted || loading) return
    const timer = window.setTimeout(
      () => document.getElementById(`track-${highlighted}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
      HIGHLIGHT_SCROLL_MS,
    )
    return () => window.clearTimeout(timer)
  }, [highlighted, loading])

  const name = MODULE_TEXT[module].title
  const row = (item: FileItem | MusicTrack): ReactNode =>
    custom.row === 'track' ? (
      <TrackRow track={item as MusicTrack} highlighted={item.id === highlighted} shareKind={shareKind} />
    ) : (
      <FileRow item={item as FileItem} kind={custom.row === 'template' ? 'template' : 'image'} />
    )
  return (
    <div className="pm-view" data-testid={`view-${custom.vista}`}>
      <ViewHead back={within(module)} backLabel={`Volver a ${name}`} kicker={name} title={custom.title} />
      {loading ? (
        <Skeleton rows={4} label="Cargando categorías…" />
      ) : (
        <CategoryBrowser<FileItem | MusicTrack>
          part={custom.part}
          label={`Categorías de ${custom.title.toLowerCase()}`}
          categories={categories}
          selectedId={view.categoria}
          select={(categoria) => ({ ...view, categoria, destacado: null })}
          empty={custom.empty ?? ''}
          itemKey={(item) => item.id}
          renderItem={row}
        />
      )}
    </div>
  )
}
