'use client'

import type { ViewSlots } from './sections'
import { ModuleView, Recommended } from './Sections'

/**
 * Bienestar: every view is a registration's (src/content/registry.ts): its music (the category browser
 * of the music categories), recetas, and libros_podcast shared by the books and the podcasts.
 */
export function Bienestar({ slots }: { slots?: ViewSlots }) {
  return (
    <ModuleView
      module="bienestar"
      slots={slots}
      title="Cuídate para cuidar a los demás"
      testId="view-bienestar"
      recommended={<Recommended module="bienestar" part="wellbeingRecommendation" />}
    />
  )
}
