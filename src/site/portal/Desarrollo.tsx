'use client'

import { ModuleView, type ModuleProps } from './Sections'

/** Desarrollo: every section a registered type's (src/content/registry.ts): libros, cursos, herramientas. */
export const Desarrollo = (props: ModuleProps) => <ModuleView {...props} module="desarrollo" testId="view-desarrollo" />
