'use client'

import { ModuleView, type ModuleProps } from './Sections'

// Recursos educativos: the calendar, the image bank and the templates, each a registration's view (src/content/registry.ts).
export const Recursos = (props: ModuleProps) => (
  <ModuleView {...props} module="recursos_educativos" testId="view-recursos" />
)
