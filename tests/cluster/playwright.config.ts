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
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../../.test-reports/cluster.json' }]],
})
