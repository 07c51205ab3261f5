import { expect, test } from '@playwright/test'

import { screenshotsWanted } from '../screenshots'
import { dialog, open, refuse, save, signIn, toast } from './helpers'

/**
 * Not a check: writes docs/screenshots/admin/toast-dialog-{1440,390}.png, a server's refusal shown
 * above the open blog form (issue 28), for a person to look at. Runs only with SCREENSHOTS=1.
 */

test.skip(!screenshotsWanted, 'screenshots only when asked (SCREENSHOTS=1)')

for (const width of [1440, 390] as const) {
  test(`a refusal's toast above the open blog form at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    await signIn(page)
    await open(page, '/blogs/alumnos')
    await page
      .locator('.pm-table tbody tr')
      .first()
      .getByRole('button', { name: /^Editar / })
      .click()
    await expect(dialog(page).getByRole('heading', { name: 'Editar blog' })).toBeVisible()
    // The refusal is played by the test: nothing is saved.
    await page.route('**/admin/blogs/alumnos/*', (route) => route.fulfill(refuse('Ya existe un blog con ese nombre.')))
    await save(page, 'Publicar')
    await expect(toast(page, 'Ya existe un blog con ese nombre.')).toBeVisible()
    // Shot once the toast's entry animation is over.
    await expect
      .poll(() =>
        toast(page, 'Ya existe un blog con ese nombre.').evaluate((node) =>
          node.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running'),
        ),
      )
      .toBe(true)
    await page.screenshot({ path: `docs/screenshots/admin/toast-dialog-${width}.png` })
  })
}
