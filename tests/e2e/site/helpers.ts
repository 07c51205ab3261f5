import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test'

/**
 * Marks a test the phone project (375 px, touch) runs as well: it checks layout, touch or viewport
 * behaviour. Untagged site tests check what no viewport changes (validation, requests, feeds) and
 * run once, at 1440 px (docs/testing.md).
 */
export const PHONE = { tag: '@phone' }

/** A returning visitor: the registration modal does not open by itself. */
export const returningVisitor = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(() => window.localStorage.setItem('dontShowRegisterForm', 'true'))
}

/**
 * The page's network, to wait until it is quiet. Playwright's `networkidle` is not usable on this site:
 * when a navigation aborts the router's segment prefetches, Chromium keeps the next page's prefetches of
 * the same addresses pending for ~30 s though the server answered them in full (vercel/next.js#96801;
 * seen on `next start` directly, not through the proxy). Those prefetches are left out; everything else
 * the page asks for (documents, scripts, styles, images, fonts, contract calls) must be done.
 */
export const watchNetwork = (page: Page, quietMs = 500): { settled: () => Promise<void> } => {
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const isRouterPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1'
  page.on('request', (request) => {
    if (isRouterPrefetch(request)) return
    inFlight.add(request)
    lastChange = Date.now()
  })
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    settled: async () => {
      await page.waitForLoadState('load')
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { timeout: 30_000, intervals: [100] })
        .toBe(true)
    },
  }
}

/** axe-core on the current page: no serious or critical violation. */
export const expectNoSeriousA11yViolations = async (page: Page): Promise<void> => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Resolves after the browser has painted twice: an IntersectionObserver has seen the last scroll by then. */
export const nextPaints = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )

/** Scrolls through the page so every section that animates in on view is shown, then waits until they are. */
export const revealAll = async (page: Page): Promise<void> => {
  // Half a screen per step: every section is at least 30% in view at one step (.reveal in src/site/styles/site.css).
  const { height, step } = await page.evaluate(() => ({
    height: document.body.scrollHeight,
    step: Math.max(200, Math.floor(window.innerHeight / 2)),
  }))
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await nextPaints(page)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  await nextPaints(page)
  // Every section in view at some step has started its reveal by now; wait until no finite animation or
  // transition (a delayed one counts from its start) is still running.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
            ),
        ),
      {
        intervals: [50, 100, 200],
      },
    )
    .toBe(true)
}

export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1440) <= 900

/** Opens the top menu on a phone; nothing to do on a desktop. */
export const openMenuIfPhone = async (page: Page): Promise<void> => {
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click()
}

/** Whether a contract route exists on this build (it answers something other than 404 to a POST). */
export const routeExists = async (page: Page, path: string): Promise<boolean> => {
  const response = await page.request.post(path, {
    data: {},
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    failOnStatusCode: false,
  })
  return response.status() !== 404 && response.status() !== 405
}

/** Collects the page's alert texts, accepting each one (an unhandled alert would block the page). */
export const collectAlerts = (page: Page): string[] => {
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  return alerts
}

/**
 * Every address of the sitemap: `/sitemap.xml` is an index of sitemaps (src/site/sitemap.ts); each file it
 * names is fetched by its path on the server under test (the index writes SITE_URL's origin).
 */
export const sitemapAddresses = async (request: APIRequestContext): Promise<string[]> => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  const index = await request.get('/sitemap.xml')
  expect(index.ok()).toBe(true)
  const body = await index.text()
  expect(body).toContain('<sitemapindex')
  const files = await Promise.all(locs(body).map(async (loc) => (await request.get(new URL(loc).pathname)).text()))
  return files.flatMap(locs)
}
