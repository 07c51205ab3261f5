import { defineConfig, devices } from '@playwright/test'

/** End-to-end tests against the production server started by scripts/test.mjs (BASE_URL). */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.test-reports/playwright.json' }],
  ],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    // What a browser on the site sends: with SITE_URL set, Payload's csrf ignores a session cookie on a
    // request carrying neither Origin nor Sec-Fetch-Site, which is what the specs' `page.request` calls
    // are. A test that plays a foreign site sets its own Origin on the request.
    extraHTTPHeaders: { Origin: new URL(process.env.BASE_URL ?? 'http://127.0.0.1:3000').origin },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // A trace records every action's snapshots: only the retry of a failed test pays for one (CI retries once).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Request-only checks (fuzz, headers, cache keys, field errors): HTTP against the production server, no
    // browser is launched for them (issue 32).
    { name: 'http', testMatch: 'security/**/*.spec.ts' },
    {
      name: 'desktop',
      testIgnore: 'security/**',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    // The public site's tests that check layout, touch or viewport behaviour (tagged PHONE in
    // tests/e2e/site/helpers.ts) again on a 375 px phone (touch, mobile viewport).
    {
      name: 'phone',
      testMatch: 'site/**/*.spec.ts',
      grep: /@phone/,
      use: {
        ...devices['Pixel 5'],
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
      },
    },
  ],
})
