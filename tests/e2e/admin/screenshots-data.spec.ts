import { expect, test, type Page } from '@playwright/test'

import { saveScreenshot } from '../screenshots'
import { signIn } from './helpers'

/**
 * The programme's screens as staff see them, saved for review under docs/screenshots/admin/
 * (1440 and 390 px wide, light and dark), and checked: the heading shows and the page never
 * scrolls sideways (wide tables scroll inside their own box).
 */
const SCREENS = [
  { name: 'inicio', path: '/admin', heading: 'Inicio' },
  { name: 'registros', path: '/admin/programa/registros', heading: 'Registros' },
  { name: 'nominaciones', path: '/admin/concurso/nominaciones', heading: 'Nominaciones' },
] as const

const VIEWS = [
  { suffix: '1440', width: 1440, height: 1000, dark: false },
  { suffix: '390', width: 390, height: 844, dark: false },
  { suffix: '1440-oscuro', width: 1440, height: 1000, dark: true },
  { suffix: '390-oscuro', width: 390, height: 844, dark: true },
] as const

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

test.beforeEach(async ({ page }) => signIn(page))

for (const view of VIEWS) {
  test(`the programme's screens at ${view.suffix}`, async ({ page }) => {
    await page.setViewportSize({ width: view.width, height: view.height })
    await page.emulateMedia({ colorScheme: view.dark ? 'dark' : 'light' })
    for (const screen of SCREENS) {
      await page.goto(screen.path)
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible({ timeout: 30_000 })
      await expect(page.locator('html')).toHaveAttribute('data-theme', view.dark ? 'dark' : 'light')
      await page.waitForLoadState('networkidle')
      await noSidewaysScroll(page)
      await saveScreenshot(page, { path: `docs/screenshots/admin/${screen.name}-${view.suffix}.png`, fullPage: true })
    }
  })
}
