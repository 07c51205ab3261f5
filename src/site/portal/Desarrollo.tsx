'use client'

import { ModuleView, Recommended } from './Sections'

/** Every section of Desarrollo is a registered type's (src/content/registry.ts): libros, cursos, herramientas. */
export function Desarrollo() {
  return (
    <ModuleView
      module="desarrollo"
      title="Sigue creciendo como docente"
      testId="view-desarrollo"
      recommended={<Recommended module="desarrollo" part="developmentRecommendation" />}
      recommendedOnLists
    />
  )
}
