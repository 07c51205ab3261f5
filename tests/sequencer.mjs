import Sequencer from '@jest/test-sequencer'

/**
 * Unit tests first, then the foundation's integration tests (they read the seeded publish states),
 * then the contract's, which create, toggle and delete content. Alphabetical within each group.
 */
const rank = (path) => (path.includes('/tests/unit/') ? 0 : path.includes('/tests/int/contract/') ? 2 : 1)

const Base = Sequencer.default ?? Sequencer

export default class FoundationFirst extends Base {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path))
  }
}
