'use client'

import { ModuleView } from './Sections'

/**
 * Bienestar: every view a registration's (src/content/registry.ts): its music (the music categories'
 * browser), recetas, and libros_podcast shared by the books and the podcasts.
 */
export const Bienestar = () => <ModuleView module="bienestar" testId="view-bienestar" />
