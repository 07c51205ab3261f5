import type { Plugin } from 'payload'

import { contentCollection } from '../../collections/content'
import { REGISTRY, type AnyRegistration } from '../content/registry'

/**
 * Every registered content type (src/content/registry.ts) whose collection the config does not
 * name gets the kit's collection: its descriptor's fields, published-or-staff access, revalidation.
 * A type with a collection file of its own (categories, activities, blogs, allies) is listed in
 * payload.config.ts and left as it is.
 */
export const contentTypes =
  (registry: readonly AnyRegistration[] = REGISTRY): Plugin =>
  (config) => {
    const named = new Set((config.collections ?? []).map((collection) => collection.slug))
    const derived = registry
      .filter((entry) => !named.has(entry.type.slug))
      .map((entry) => contentCollection(entry.type))
    return { ...config, collections: [...(config.collections ?? []), ...derived] }
  }
