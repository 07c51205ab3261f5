import Sequencer from '@jest/test-sequencer'

const Base = Sequencer.default ?? Sequencer

/** A small seeded generator (mulberry32): the same seed gives the same order. */
const generator = (seed) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Suites run in a shuffled order, so none may depend on another having run first (each creates the
 * data it changes; see tests/README.md). The order comes from Jest's seed, printed at the end of a
 * run ("Seed: N"): `npm run test:int -- --seed=N` repeats a run exactly, suites and tests alike
 * (`randomize` in jest.config.mjs shuffles the tests inside each suite with the same seed).
 */
export default class ShuffledOrder extends Base {
  constructor(options) {
    super(options)
    this.seed = options?.globalConfig?.seed ?? 0
  }

  sort(tests) {
    const random = generator(this.seed)
    const order = [...tests].sort((a, b) => a.path.localeCompare(b.path))
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1))
      ;[order[index], order[other]] = [order[other], order[index]]
    }
    return order
  }
}
