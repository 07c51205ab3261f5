'use client'

import { useEffect } from 'react'

import { listsOf } from '../../content/kit'
import { podcast as podcastType, recipe as recipeType, wellbeingBook } from '../../content/wellbeing'
import { ART } from './art'
import { CategoryBrowser } from './CategoryBrowser'
import {
  Detail,
  FlipCard,
  ItemCards,
  MoreButton,
  NotFound,
  RecommendationCard,
  Skeleton,
  ViewHead,
  type DetailProps,
  type RecommendedItem,
} from './common'
import { TrackRow } from './FileRow'
import { HOME, within, type View } from './nav'
import { usePart, usePartPages, usePortal, usePortalItem } from './PortalContext'
import type { Category, MusicTrack, Podcast, WellbeingBook } from './types'

const S = 'bienestar'
/** Wellbeing book and podcast cards show 3 (spec §9). */
export const WELLBEING_LIST_SIZE = 3
/** The recommended track is scrolled to after 300 ms (spec §9). */
export const HIGHLIGHT_SCROLL_MS = 300

export const portionsLabel = (portions: number): string => `${portions} ${portions === 1 ? 'porción' : 'porciones'}`

const categoryOf = (categories: Category<MusicTrack>[], trackId: number) =>
  categories.find((c) => c.items.some((t) => t.id === trackId))

function useWellbeing() {
  const music = usePart('musicCategories')
  const recipes = usePart('recipes')
  const books = usePart('wellbeingBooks')
  const podcasts = usePart('podcasts')
  const reco = usePart('wellbeingRecommendation')
  return { music, recipes, books, podcasts, reco }
}
type Wellbeing = ReturnType<typeof useWellbeing>

const recommendedItem = (w: Wellbeing): RecommendedItem | null => {
  const reco = w.reco.data
  if (!reco) return null
  switch (reco.type) {
    case 'recipe': {
      const r = w.recipes.data.find((x) => x.id === reco.id)
      return r ? { title: r.title, text: r.short_description, image: r.image, kind: 'Receta' } : null
    }
    case 'book': {
      const b = w.books.data.find((x) => x.id === reco.id)
      return b ? { title: b.title, text: b.short_description, image: b.listImage, kind: 'Libro' } : null
    }
    case 'podcast': {
      const p = w.podcasts.data.find((x) => x.id === reco.id)
      return p ? { title: p.title, text: p.short_description, image: p.listImage, kind: 'Podcast' } : null
    }
    case 'music': {
      const category = categoryOf(w.music.data, reco.id)
      const track = category?.items.find((t) => t.id === reco.id)
      return track && category
        ? {
            title: track.title,
            text: `Una pista de la categoría ${category.name}.`,
            image: category.image,
            kind: 'Música',
          }
        : null
    }
    default:
      return null
  }
}

/** Where 'Explorar' leads (spec §4): recipe → recetas, book and podcast → Libros y podcast, music → its category with the track starred. */
const recommendationView = (w: Wellbeing): View | null => {
  const reco = w.reco.data
  if (!reco) return null
  if (reco.type === 'recipe') return within(S, 'receta', reco.id)
  if (reco.type === 'book') return within(S, 'libro', reco.id)
  if (reco.type === 'podcast') return within(S, 'podcast', reco.id)
  if (reco.type === 'music') {
    const category = categoryOf(w.music.data, reco.id)
    if (!category) console.warn(`[portal] la pista recomendada ${reco.id} no tiene categoría activa`)
    return within(S, 'musica', null, { categoria: category?.id ?? null, destacado: category ? reco.id : null })
  }
  return null
}

function Recommended({ w }: { w: Wellbeing }) {
  const { go } = usePortal()
  return (
    <RecommendationCard
      item={recommendedItem(w)}
      onExplore={() => {
        const next = recommendationView(w)
        if (!next) return
        if (next.vista === 'musica') w.music.refresh()
        go(next)
      }}
    />
  )
}

const MENU = [
  {
    key: 'musica',
    title: 'Música',
    text: 'Listas para concentrarte, relajarte o empezar el día con energía.',
    art: ART.music,
  },
  { key: 'recetas', title: 'Recetas', text: 'Platillos sencillos y nutritivos para tu día a día.', art: ART.recipes },
  {
    key: 'libros_podcast',
    title: 'Libros y podcast',
    text: 'Lecturas y episodios para cuidar de ti.',
    art: ART.podcast,
  },
] as const

export function Bienestar() {
  const { view, go } = usePortal()
  const w = useWellbeing()
  const menu = () => go(within(S))
  switch (view.vista) {
    case 'musica':
      return <Music w={w} back={menu} />
    case 'recetas':
      return <Recipes w={w} back={menu} />
    case 'receta':
      return <RecipeDetail id={view.id} back={() => go(within(S, 'recetas'))} />
    case 'libros_podcast':
      return <BooksAndPodcasts w={w} back={menu} />
    case 'libro':
    case 'podcast':
      return <MediaDetail kind={view.vista} id={view.id} back={() => go(within(S, 'libros_podcast'))} />
    default:
      return (
        <div className="pm-view" data-testid="view-bienestar">
          <ViewHead
            back={() => go(HOME)}
            backLabel="Volver a los módulos"
            kicker="Bienestar"
            title="Cuídate para cuidar a los demás"
          />
          <Recommended w={w} />
          <div className="grid-3 pm-flips">
            {MENU.map((item) => (
              <FlipCard
                key={item.key}
                testId={`flip-${item.key}`}
                title={item.title}
                text={item.text}
                art={item.art}
                action="Explorar"
                onAction={() => go(within(S, item.key))}
              />
            ))}
          </div>
        </div>
      )
  }
}

function Music({ w, back }: { w: Wellbeing; back: () => void }) {
  const { view, go } = usePortal()
  const { data, loading } = w.music
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

/** Every recipe, a page at a time: the page carries the first, 'Ver más recetas' reads the next from the paged endpoint. */
function Recipes({ back }: { w: Wellbeing; back: () => void }) {
  const { go } = usePortal()
  const recipes = usePartPages('recipes')
  const items = recipes.items.map((r) => ({
    id: r.id,
    title: r.title,
    text: r.short_description || r.description,
    image: r.image,
  }))
  return (
    <div className="pm-view" data-testid="view-recetas">
      <ViewHead back={back} backLabel="Volver a Bienestar" kicker="Bienestar" title="Recetas" />
      {recipes.loading && items.length === 0 ? (
        <Skeleton />
      ) : (
        <ItemCards
          items={items}
          empty="No hay recetas disponibles."
          label="Recetas"
          onOpen={(id) => go(within(S, 'receta', id))}
        />
      )}
      {recipes.done ? null : (
        <MoreButton onMore={recipes.more} loading={recipes.loading} testId="more-recipes">
          Ver más recetas
        </MoreButton>
      )}
    </div>
  )
}

function RecipeDetail({ id, back }: { id: number | null; back: () => void }) {
  const { item: recipe, loading } = usePortalItem('recipes', id)
  return (
    <div className="pm-view" data-testid="view-receta">
      <ViewHead
        back={back}
        backLabel="Volver a Recetas"
        kicker="Bienestar · Recetas"
        title={recipe?.title ?? 'Receta'}
      />
      {loading ? (
        <Skeleton />
      ) : !recipe ? (
        <NotFound back={back} label="Volver a Recetas" />
      ) : (
        <Detail
          title={recipe.title}
          meta={[
            ['Tiempo de preparación', recipe.time],
            ['Porciones', String(recipe.portions)],
          ]}
          link={null}
          description={recipe.description}
          image={recipe.image}
          lists={listsOf(recipeType, recipe, { ingredients: `Ingredientes (${portionsLabel(recipe.portions)})` })}
        />
      )}
    </div>
  )
}

function BooksAndPodcasts({ w, back }: { w: Wellbeing; back: () => void }) {
  const { go } = usePortal()
  const card = (x: WellbeingBook | Podcast) => ({
    id: x.id,
    title: x.title,
    text: x.short_description || x.description,
    image: x.listImage,
  })
  return (
    <div className="pm-view" data-testid="view-libros_podcast">
      <ViewHead back={back} backLabel="Volver a Bienestar" kicker="Bienestar" title="Libros y podcast" />
      <section className="pm-block" aria-labelledby="pm-wb-books">
        <h3 className="pm-subtitle" id="pm-wb-books">
          Libros
        </h3>
        {w.books.loading ? (
          <Skeleton />
        ) : (
          <ItemCards
            items={w.books.data.slice(0, WELLBEING_LIST_SIZE).map(card)}
            empty="No hay libros disponibles."
            label="Libros"
            onOpen={(id) => go(within(S, 'libro', id))}
          />
        )}
      </section>
      <section className="pm-block" aria-labelledby="pm-wb-podcasts">
        <h3 className="pm-subtitle" id="pm-wb-podcasts">
          Podcast
        </h3>
        {w.podcasts.loading ? (
          <Skeleton />
        ) : (
          <ItemCards
            items={w.podcasts.data.slice(0, WELLBEING_LIST_SIZE).map(card)}
            empty="No hay podcasts disponibles."
            label="Podcast"
            onOpen={(id) => go(within(S, 'podcast', id))}
          />
        )}
      </section>
    </div>
  )
}

const bookDetail = (book: WellbeingBook): DetailProps => ({
  title: book.title,
  meta: [['Autor', book.author]],
  link: { label: 'Dónde comprarlo', href: book.link_purchase },
  description: book.description,
  image: book.image,
  lists: listsOf(wellbeingBook, book),
})

const podcastDetail = (podcast: Podcast): DetailProps => ({
  title: podcast.title,
  meta: [],
  link: { label: 'Dónde escucharlo', href: podcast.link },
  description: podcast.description,
  image: podcast.image,
  lists: listsOf(podcastType, podcast),
})

function MediaDetail({ kind, id, back }: { kind: 'libro' | 'podcast'; id: number | null; back: () => void }) {
  const books = usePortalItem('wellbeingBooks', kind === 'libro' ? id : null)
  const podcasts = usePortalItem('podcasts', kind === 'podcast' ? id : null)
  const book = kind === 'libro' ? books.item : undefined
  const podcast = kind === 'podcast' ? podcasts.item : undefined
  const loading = kind === 'libro' ? books.loading : podcasts.loading
  const title = book?.title ?? podcast?.title ?? (kind === 'libro' ? 'Libro' : 'Podcast')
  return (
    <div className="pm-view" data-testid={`view-${kind}`}>
      <ViewHead back={back} backLabel="Volver a Libros y podcast" kicker="Bienestar · Libros y podcast" title={title} />
      {loading ? (
        <Skeleton />
      ) : book || podcast ? (
        <Detail {...(book ? bookDetail(book) : podcastDetail(podcast!))} />
      ) : (
        <NotFound back={back} label="Volver a Libros y podcast" />
      )}
    </div>
  )
}
