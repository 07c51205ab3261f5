import { REGISTRY, type AnyRegistration, type PortalSection } from '../../content/registry'
import type { RegisteredParts } from './types'

/** A module's section: a type registered with a portal section (src/content/registry.ts), its part (the registration's key) and its registration. */
export type Section = PortalSection & { entry: AnyRegistration; part: keyof RegisteredParts }

/** The sections of one module, in the registry's order (a new registration adds its flip card, list and detail). */
export const portalSections = (
  module: 'desarrollo' | 'bienestar',
  registry: readonly AnyRegistration[] = REGISTRY,
): Section[] =>
  registry.flatMap((entry) =>
    entry.portal?.module === module && entry.portal.section
      ? [{ ...entry.portal.section, entry, part: entry.key as keyof RegisteredParts }]
      : [],
  )
