'use client'

import type { ViewSlots } from './sections'
import { ModuleView, Recommended } from './Sections'

/** Every section of Desarrollo is a registered type's (src/content/registry.ts): libros, cursos, herramientas. */
export function Desarrollo({ slots }: { slots?: ViewSlots }) {
  return (
    <ModuleView
      module="desarrollo"
      slots={slots}
      title="Sigue creciendo como docente"
      testId="view-desarrollo"
      recommended={<Recommended module="desarrollo" part="developmentRecommendation" />}
      recommendedOnLists
    />
  )
}
