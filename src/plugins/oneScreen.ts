import type { Plugin } from 'payload'

import { REGISTRY, type AnyRegistration } from '../content/registry'

/**
 * One entity, one screen: every registered content type is edited on its screen of src/content/admin-routes.ts,
 * so it leaves Payload's generated views (and the sidebar's 'Colecciones'). `admin.hidden` only hides
 * the admin views; the REST API, which the app and the tests use, keeps working. Other collections and
 * globals with a screen (registrations, nominations, the recommendations) say so in their own file.
 */
export const oneScreen =
  (registry: readonly AnyRegistration[] = REGISTRY): Plugin =>
  (config) => {
    const registered = new Set<string>(registry.map((entry) => entry.type.slug))
    return {
      ...config,
      collections: config.collections?.map((collection) =>
        registered.has(collection.slug) ? { ...collection, admin: { ...collection.admin, hidden: true } } : collection,
      ),
    }
  }
