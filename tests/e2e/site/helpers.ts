import AxeBuilder from '@axe-core/playwright'
import { expect, type BrowserContext, type Page } from '@playwright/test'

/** A returning visitor: the registration modal does not open by itself. */
export const returningVisitor = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(() => window.localStorage.setItem('dontShowRegisterForm', 'true'))
}

/** axe-core on the current page: no serious or critical violation. */
export const expectNoSeriousA11yViolations = async (page: Page): Promise<void> => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Scrolls through the page so every section that animates in on view is shown. */
export const revealAll = async (page: Page): Promise<void> => {
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(40)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(700)
}

export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1440) <= 900

/** Opens the top menu on a phone; nothing to do on a desktop. */
export const openMenuIfPhone = async (page: Page): Promise<void> => {
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click()
}

/** Whether a contract route exists on this build (it answers something other than 404 to a POST). */
export const routeExists = async (page: Page, path: string): Promise<boolean> => {
  const response = await page.request.post(path, { data: {}, headers: { 'X-Requested-With': 'XMLHttpRequest' }, failOnStatusCode: false })
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
