import type { Plugin } from 'payload'

import { withGlobalHistory, withHistory } from '../../collections/hooks/history'
import { REGISTRY, type AnyRegistration } from '../content/registry'

/**
 * Editorial history (issue 14; docs/editorial.md): versions and who saved them, for every registered
 * content type and both recommendation globals (src/content/history.ts).
 */
export const history =
  (registry: readonly AnyRegistration[] = REGISTRY): Plugin =>
  (config) => {
    const kept = new Set<string>(registry.map((entry) => entry.type.slug))
    return {
      ...config,
      collections: config.collections?.map((collection) => withHistory(collection, kept)),
      globals: config.globals?.map(withGlobalHistory),
    }
  }
