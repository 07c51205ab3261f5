import type { Plugin } from 'payload'

import { contentTypes } from './contentTypes'
import { graphqlNames } from './graphqlNames'
import { history } from './history'
import { mediaVisibility } from './mediaVisibility'
import { oneScreen } from './oneScreen'
import { recommendationGuard } from './recommendationGuard'
import { scheduledPublishing } from './scheduledPublishing'
import { trash } from './trash'

/**
 * The project's own plugins, in the order they apply: a collection's file plus this list tell its
 * whole config. Each is `(config) => config` and small; their tests are tests/unit/plugins.test.ts.
 */
export const PROJECT_PLUGINS: Plugin[] = [
  // First: the registered types' collections exist before the others add to them.
  contentTypes(),
  graphqlNames(),
  mediaVisibility(),
  recommendationGuard(),
  history(),
  oneScreen(),
  scheduledPublishing(),
  // The content types' trash (src/content/trash.ts): after the guard and the history, which it leaves as they are.
  trash(),
]

export {
  contentTypes,
  graphqlNames,
  history,
  mediaVisibility,
  oneScreen,
  recommendationGuard,
  scheduledPublishing,
  trash,
}
