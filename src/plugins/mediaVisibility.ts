import type { Plugin } from 'payload'

import { withMediaVisibility } from '../../collections/media/visibility'

/** A file is public only while something published uses it: the hooks of collections/media/visibility.ts on every collection with an image field. */
export const mediaVisibility = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map(withMediaVisibility),
})
