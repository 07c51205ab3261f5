'use client'

import { ModuleView, Recommended } from './Sections'

/**
 * Bienestar: every view is a registration's (src/content/registry.ts): its music (the category browser
 * of the music categories), recetas, and libros_podcast shared by the books and the podcasts.
 */
export function Bienestar() {
  return (
    <ModuleView
      module="bienestar"
      title="Cuídate para cuidar a los demás"
      testId="view-bienestar"
      recommended={<Recommended module="bienestar" part="wellbeingRecommendation" />}
    />
  )
}
