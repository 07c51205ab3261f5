import { gzipSync } from 'node:zlib'

import { expect, test, type Page } from '@playwright/test'

/**
 * Issue 15's speed budget, cheap and deterministic: the JavaScript a page loads, as gzip would send it
 * (every script response the browser received, compressed here with zlib's default level), summed.
 * Lighthouse's scores are in docs/performance.md (`npm run bench:lighthouse`); this check keeps the
 * bytes from creeping back.
 */
const HOME_JS_BUDGET_KB = 150

const scriptKilobytes = async (page: Page, path: string): Promise<{ total: number; files: string[] }> => {
  const bodies: Promise<{ url: string; size: number }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return
    bodies.push(response.body().then((body) => ({ url: response.url(), size: gzipSync(body).length })))
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  const sizes = await Promise.all(bodies)
  return { total: sizes.reduce((sum, s) => sum + s.size, 0) / 1024, files: sizes.map((s) => `${new URL(s.url).pathname} ${(s.size / 1024).toFixed(1)} KB`) }
}

test('a new visitor on the home page loads at most 150 KB of JavaScript (gzip), the registration modal that opens by itself included', async ({ page }) => {
  const { total, files } = await scriptKilobytes(page, '/')
  await expect(
    page
      .getByTestId('registration-modal')
      .getByLabel(/Nombre/)
      .first(),
  ).toBeVisible()
  test.info().annotations.push({ type: 'home JS (KB gzip)', description: `${total.toFixed(1)}: ${files.join(', ')}` })
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_KB)
})

test('sections animate in once, when 30% of them is in view', async ({ page, context }) => {
  await context.addInitScript(() => window.localStorage.setItem('dontShowRegisterForm', 'true'))
  await page.goto('/')
  const section = page.locator('section.reveal', { has: page.locator('#recognition-title') })
  await expect(section).toHaveCSS('opacity', '0')
  const box = (await section.boundingBox())!
  const viewport = page.viewportSize()!
  // 20% of it in view: still hidden.
  await page.evaluate((top) => window.scrollTo(0, top), box.y - viewport.height + box.height * 0.2)
  await page.waitForTimeout(400)
  await expect(section).toHaveCSS('opacity', '0')
  // 40% in view: shown, and it stays shown once scrolled away.
  await page.evaluate((top) => window.scrollTo(0, top), box.y - viewport.height + box.height * 0.4)
  await expect(section).toHaveCSS('opacity', '1')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(700)
  await expect(section).toHaveCSS('opacity', '1')
})
