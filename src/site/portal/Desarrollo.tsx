'use client'

import { ModuleView } from './Sections'

/** Desarrollo: every section a registered type's (src/content/registry.ts): libros, cursos, herramientas. */
export const Desarrollo = () => <ModuleView module="desarrollo" testId="view-desarrollo" />
