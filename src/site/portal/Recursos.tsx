'use client'

import type { ViewSlots } from './sections'
import { ModuleView } from './Sections'

/** Recursos educativos: every view is a registration's (src/content/registry.ts): the calendar, the image bank, the templates. */
export function Recursos({ slots }: { slots?: ViewSlots }) {
  return (
    <ModuleView
      module="recursos_educativos"
      slots={slots}
      title="Material listo para tu aula"
      testId="view-recursos"
      intro="Consulta el calendario de actividades del mes, descarga imágenes para tus materiales y usa plantillas editables para planear, reconocer y organizar a tu grupo."
    />
  )
}
