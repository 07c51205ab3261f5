import type { Plugin } from 'payload'

import { withGlobalHistory, withHistory } from '../../collections/hooks/history'

/**
 * Editorial history (issue 14; docs/editorial.md): versions and who saved them, for every registered
 * content type and both recommendation globals (src/content/history.ts).
 */
export const history = (): Plugin => (config) => ({ ...config, collections: config.collections?.map(withHistory), globals: config.globals?.map(withGlobalHistory) })
