import { defineConfig } from '@playwright/test'

/**
 * Cluster and fault tests against production's topology on this machine (scripts/lib/cluster.mjs,
 * started by scripts/test.mjs with the e2e build): HTTP only, one worker, in file order, since
 * the fault tests stop and start the cluster's parts.
 */
export default defineConfig({
  testDir: '.',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // As the e2e suite: one more try in CI. A fault test that meets a wedged part fails after 2 min, and its
  // parts' logs are kept in .test-reports/cluster-logs (scripts/test.mjs) to find why.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../../.test-reports/cluster.json' }],
  ],
})
