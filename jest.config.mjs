/** Unit and integration tests (ESM, compiled by SWC) against a real PostgreSQL: see scripts/test.mjs. */
const config = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^@payload-config$': '<rootDir>/payload.config.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/tests/int/**/*.test.ts'],
  testTimeout: 60_000,
  // scripts/test.mjs sets the number of workers (JEST_WORKERS) and gives each its own database.
  setupFiles: ['<rootDir>/tests/worker-database.mjs'],
  // Suites and the tests inside them run in a shuffled order (seed printed; `--seed=N` repeats it).
  randomize: true,
  testSequencer: '<rootDir>/tests/shuffled-order.mjs',
  forceExit: true,
}

export default config
