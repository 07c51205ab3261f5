'use client'

import { useEffect } from 'react'

import { ART } from './art'
import { CategoryBrowser } from './CategoryBrowser'
import { FlipCard, RecommendationCard, Skeleton, ViewHead, type RecommendedItem } from './common'
import { TrackRow } from './FileRow'
import { within, type View } from './nav'
import { usePart, usePortal } from './PortalContext'
import { portalSections, sectionCards } from './sections'
import { ModuleMenu, SectionFlipCards, sectionViewOf, useRecommendedSection } from './Sections'
import type { Category, MusicTrack } from './types'

const S = 'bienestar'
/** The recommended track is scrolled to after 300 ms (spec §9). */
export const HIGHLIGHT_SCROLL_MS = 300

/**
 * Bienestar: its music is the categories' own view (a category type, src/site/portal/CategoryBrowser.tsx);
 * its other sections are registered types' (src/content/registry.ts): recetas, and libros_podcast
 * shared by the books and the podcasts.
 */
const SECTIONS = portalSections(S)
const CARDS = sectionCards(SECTIONS)
const MUSIC_CARD = {
  title: 'Música',
  text: 'Listas para concentrarte, relajarte o empezar el día con energía.',
}

const categoryOf = (categories: Category<MusicTrack>[], trackId: number) =>
  categories.find((c) => c.items.some((t) => t.id === trackId))

/** A recommended track: the card names its category. */
const recommendedTrack = (categories: Category<MusicTrack>[], id: number): RecommendedItem | null => {
  const category = categoryOf(categories, id)
  const track = category?.items.find((t) => t.id === id)
  return track && category
    ? { title: track.title, text: `Una pista de la categoría ${category.name}.`, image: category.image, kind: 'Música' }
    : null
}

/** Where 'Explorar' leads (spec §4): a section's item to its detail, music to its category with the track starred. */
function Recommended() {
  const { go } = usePortal()
  const music = usePart('musicCategories')
  const { reco, section, item } = useRecommendedSection(SECTIONS, 'wellbeingRecommendation')
  const isTrack = reco?.type === 'music'
  const explore = (): View | null => {
    if (!reco) return null
    if (section) return within(S, section.detail, reco.id)
    if (!isTrack) return null
    const category = categoryOf(music.data, reco.id)
    if (!category) console.warn(`[portal] la pista recomendada ${reco.id} no tiene categoría activa`)
    return within(S, 'musica', null, { categoria: category?.id ?? null, destacado: category ? reco.id : null })
  }
  return (
    <RecommendationCard
      item={isTrack && reco ? recommendedTrack(music.data, reco.id) : item}
      onExplore={() => {
        const next = explore()
        if (!next) return
        if (next.vista === 'musica') music.refresh()
        go(next)
      }}
    />
  )
}

export function Bienestar() {
  const { view, go } = usePortal()
  if (view.vista === 'musica') return <Music back={() => go(within(S))} />
  return (
    sectionViewOf(S, CARDS, view) ?? (
      <ModuleMenu module={S} title="Cuídate para cuidar a los demás" recommended={<Recommended />}>
        <FlipCard
          testId="flip-musica"
          title={MUSIC_CARD.title}
          text={MUSIC_CARD.text}
          art={ART.music}
          action="Explorar"
          onAction={() => go(within(S, 'musica'))}
        />
        <SectionFlipCards module={S} cards={CARDS} />
      </ModuleMenu>
    )
  )
}

function Music({ back }: { back: () => void }) {
  const { view, go } = usePortal()
  const { data, loading } = usePart('musicCategories')
  const highlighted = view.destacado

  useEffect(() => {
    if (!highlighted || loading) return
    const timer = window.setTimeout(
      () => document.getElementById(`track-${highlighted}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
      HIGHLIGHT_SCROLL_MS,
    )
    return () => window.clearTimeout(timer)
  }, [highlighted, loading])

  return (
    <div className="pm-view" data-testid="view-musica">
      <ViewHead back={back} backLabel="Volver a Bienestar" kicker="Bienestar" title="Música" />
      {loading ? (
        <Skeleton rows={4} label="Cargando categorías…" />
      ) : (
        <CategoryBrowser<MusicTrack>
          part="musicCategories"
          label="Categorías de música"
          categories={data}
          selectedId={view.categoria}
          onSelect={(categoria) => go({ ...view, categoria, destacado: null }, { replace: true, scroll: false })}
          empty="No hay música disponible."
          itemKey={(track) => track.id}
          renderItem={(track) => <TrackRow track={track} highlighted={track.id === highlighted} />}
        />
      )}
    </div>
  )
}
