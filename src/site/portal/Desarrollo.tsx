'use client'

import { RecommendationCard } from './common'
import { within } from './nav'
import { usePortal } from './PortalContext'
import { portalSections, sectionCards } from './sections'
import { ModuleMenu, SectionFlipCards, sectionViewOf, useRecommendedSection } from './Sections'

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
  const { view } = usePortal()
  return (
    sectionViewOf(S, CARDS, view, <Recommended />) ?? (
      <ModuleMenu module={S} title="Sigue creciendo como docente" recommended={<Recommended />}>
        <SectionFlipCards module={S} cards={CARDS} />
      </ModuleMenu>
    )
  )
}
