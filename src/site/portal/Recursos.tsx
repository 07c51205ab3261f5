'use client'

import { ModuleView } from './Sections'

// Recursos educativos: the calendar, the image bank and the templates, each a registration's view (src/content/registry.ts).
export const Recursos = () => <ModuleView module="recursos_educativos" testId="view-recursos" />
