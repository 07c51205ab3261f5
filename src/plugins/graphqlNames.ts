import type { Plugin } from 'payload'

import { REGISTRY, type AnyRegistration } from '../content/registry'

/**
 * English GraphQL type names for every registered content type (Payload would otherwise derive them
 * from the Spanish labels). Other collections name themselves in their own file.
 */
export const graphqlNames =
  (registry: readonly AnyRegistration[] = REGISTRY): Plugin =>
  (config) => ({
    ...config,
    collections: config.collections?.map((collection) => {
      const names = registry.find((entry) => entry.type.slug === collection.slug)?.graphQL
      return names ? { ...collection, graphQL: { singularName: names[0], pluralName: names[1] } } : collection
    }),
  })
