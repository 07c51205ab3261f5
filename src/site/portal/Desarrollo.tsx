'use client'

import { RecommendationCard, ViewHead } from './common'
import { HOME, within } from './nav'
import { usePortal } from './PortalContext'
import { portalSections, sectionCards } from './sections'
import { SectionFlipCards, sectionViewOf, useRecommendedSection } from './Sections'

const S = 'desarrollo'

/** Every section of Desarrollo is a registered type's (src/content/registry.ts): libros, cursos, herramientas. */
const SECTIONS = portalSections(S)
const CARDS = sectionCards(SECTIONS)

/** 'Recomendación del mes': 'Explorar' opens the recommended item's detail (spec §4: book → libros…). */
function Recommended() {
  const { go } = usePortal()
  const { item, section, reco } = useRecommendedSection(SECTIONS, 'developmentRecommendation')
  return <RecommendationCard item={item} onExplore={() => reco && section && go(within(S, section.detail, reco.id))} />
}

export function Desarrollo() {
  const { view, go } = usePortal()
  const sectionView = sectionViewOf(S, CARDS, view, <Recommended />)
  if (sectionView) return sectionView
  return (
    <div className="pm-view" data-testid="view-desarrollo">
      <ViewHead
        back={() => go(HOME)}
        backLabel="Volver a los módulos"
        kicker="Desarrollo"
        title="Sigue creciendo como docente"
      />
      <Recommended />
      <div className="grid-3 pm-flips">
        <SectionFlipCards module={S} cards={CARDS} />
      </div>
    </div>
  )
}
