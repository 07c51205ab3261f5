import { defineConfig, devices } from '@playwright/test'

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

/**
 * The public site's lane: every browser, context and request of its projects goes through the proxy to
 * that lane's own server (the address and origin stay the site's). Without E2E_PUBLIC_PROXY (one lane),
 * the projects use the server of BASE_URL.
 */
const publicProxy = process.env.E2E_PUBLIC_PROXY ? { server: process.env.E2E_PUBLIC_PROXY } : undefined
const publicLane = publicProxy ? { proxy: publicProxy, launchOptions: { ...launchOptions, proxy: publicProxy } } : {}

/** End-to-end tests against the production server started by scripts/test.mjs (BASE_URL). */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two lanes (docs/testing.md), one worker each: the admin specs ('desktop') on the server of BASE_URL, and the
  // public site ('public', then 'phone') on a server of its own, with its own database and cache, reached
  // through E2E_PUBLIC_PROXY (scripts/test.mjs). scripts/test.mjs runs the request-only project alone first
  // (the fuzz compares the whole database before and after). One lane by default: PLAYWRIGHT_WORKERS=2 turns the
  // two on, not yet flake-free on the 2-core machine (docs/testing.md).
  workers: Number(process.env.PLAYWRIGHT_WORKERS ?? 1),
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
    launchOptions,
  },
  projects: [
    // Request-only checks (fuzz, headers, cache keys, field errors): HTTP against the production server, no
    // browser is launched for them (issue 32).
    { name: 'http', testMatch: 'security/**/*.spec.ts', workers: 1 },
    // The back office (and the contest journey that runs it), one spec at a time: they write content the
    // public pages read.
    {
      name: 'desktop',
      testMatch: ['admin/**/*.spec.ts', 'contest/**/*.spec.ts', 'smoke.spec.ts'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    // The public site and the teacher portal at 1440 px, on the public lane's server.
    {
      name: 'public',
      testMatch: ['site/**/*.spec.ts', 'portal/**/*.spec.ts'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, ...publicLane },
    },
    // The public site's tests that check layout, touch or viewport behaviour (tagged PHONE in
    // tests/e2e/site/helpers.ts) again on a 375 px phone (touch, mobile viewport), after 'public' on the same
    // server (one lane: the site specs change what others read, e.g. a blog unpublished and republished).
    // `--project=phone --no-deps` runs it alone.
    {
      name: 'phone',
      testMatch: 'site/**/*.spec.ts',
      grep: /@phone/,
      workers: 1,
      dependencies: publicProxy ? ['public'] : [],
      use: {
        ...devices['Pixel 5'],
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        ...publicLane,
      },
    },
  ],
})
