import { expect, test, type Page } from '@playwright/test'

import { ADMIN_ROUTES, adminHref } from '../../../src/content/admin-routes'
import { saveScreenshot, screenshotsWanted } from '../screenshots'
import { signIn } from './helpers'

/**
 * Every screen of the back office as staff see it: the home, each screen of the route table (one
 * list, so a new screen is covered the day it is added), the account and the two generic lists
 * that remain (users, media). Checked: the screen's heading shows, nothing is still loading, the
 * theme is the one asked for and the page never scrolls sideways (wide tables scroll inside their
 * own box). With SCREENSHOTS=1 each is saved under docs/screenshots/admin/ for review at 1440 and
 * 390 px, light and dark; otherwise the two views where things break (a phone, and the dark theme)
 * keep the checks cheap.
 */
const SCREENS = [
  { name: 'inicio', path: '/admin' },
  ...ADMIN_ROUTES.map((route) => ({
    name: route.path.split('/').filter(Boolean).join('-'),
    path: adminHref(route.path),
  })),
  { name: 'cuenta', path: '/admin/account' },
  { name: 'usuarios', path: '/admin/collections/users' },
  { name: 'archivos', path: '/admin/collections/media' },
]

const ALL_VIEWS = [
  { suffix: '1440', width: 1440, height: 1000, dark: false },
  { suffix: '390', width: 390, height: 844, dark: false },
  { suffix: '1440-oscuro', width: 1440, height: 1000, dark: true },
  { suffix: '390-oscuro', width: 390, height: 844, dark: true },
] as const
const VIEWS = screenshotsWanted
  ? ALL_VIEWS
  : ALL_VIEWS.filter((view) => view.suffix === '390' || view.suffix === '1440-oscuro')

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test.describe.configure({ timeout: 300_000 })
test.beforeEach(async ({ page }) => signIn(page))

for (const view of VIEWS) {
  test(`every screen at ${view.suffix}: heading, loaded, theme, no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width: view.width, height: view.height })
    await page.emulateMedia({ colorScheme: view.dark ? 'dark' : 'light' })
    for (const screen of SCREENS) {
      await page.goto(screen.path)
      await expect(page.locator('h1').first(), screen.path).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText(/^Cargando/), screen.path).toHaveCount(0, { timeout: 15_000 })
      await expect(page.locator('html')).toHaveAttribute('data-theme', view.dark ? 'dark' : 'light')
      expect(await sidewaysScroll(page), `${screen.path} scrolls sideways at ${view.width} px`).toBeLessThanOrEqual(0)
      if (screen.name === 'inicio') {
        // The home's counts table has three short columns: on a phone too they show without scrolling.
        const table = page.locator('.pm-home .pm-table-wrap').first()
        expect(
          await table.evaluate((box) => box.scrollWidth - box.clientWidth),
          'Contenido por módulo scrolls sideways',
        ).toBeLessThanOrEqual(0)
      }
      await saveScreenshot(page, { path: `docs/screenshots/admin/${screen.name}-${view.suffix}.png`, fullPage: true })
    }
  })
}
