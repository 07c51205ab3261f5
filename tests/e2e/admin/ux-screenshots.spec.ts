import { expect, test, type Page } from '@playwright/test'

import { screenshotsWanted } from '../screenshots'
import { dialog, field, open, signIn } from './helpers'

/**
 * Not a check: writes docs/screenshots/admin/ux-*.png (1440 and 390 px, light and dark) of the
 * screens issues 13 and 14 changed, for a person to look at. Runs only with SCREENSHOTS=1.
 */

test.skip(!screenshotsWanted, 'screenshots only when asked (SCREENSHOTS=1)')
test.describe.configure({ timeout: 300_000 })

const DIR = 'docs/screenshots/admin'
const WIDTHS = [1440, 390] as const
const THEMES = ['light', 'dark'] as const

const shoot = async (page: Page, name: string, width: number, theme: string, fullPage = true) =>
  page.screenshot({ path: `${DIR}/ux-${name}-${width}-${theme}.png`, fullPage })

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`screens at ${width} px, ${theme}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'payload-theme', value: theme, url: baseURL ?? 'http://127.0.0.1:3000' }])
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
      await signIn(page)

      await open(page, '/profe-max/recursos-educativos/actividades')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.locator('.pm-table tbody tr').first()).toBeVisible()
      await shoot(page, 'actividades', width, theme)

      // The discard question over a dirty form.
      await page.getByRole('button', { name: 'Nueva Actividad' }).click()
      await field(page, 'Título').pressSequentially('Borrador')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: '¿Descartar los cambios?' })).toBeVisible()
      await shoot(page, 'descartar', width, theme, false)
      await page.getByRole('button', { name: 'Descartar' }).click()

      // The upload limit under the file input.
      await open(page, '/profe-max/bienestar/recetas')
      await page.getByRole('button', { name: 'Agregar receta' }).click()
      await expect(page.getByText('máximo 10 MB').first()).toBeVisible()
      await page.getByText('máximo 10 MB').first().scrollIntoViewIfNeeded()
      await shoot(page, 'receta-formulario', width, theme, false)
      await page.keyboard.press('Escape')

      await open(page, '/profe-max/bienestar/recomendacion')
      await expect(page.getByText('Cargando...')).toHaveCount(0)
      await shoot(page, 'recomendacion', width, theme)

      await open(page, '/profe-max/recursos-educativos/imagenes')
      await shoot(page, 'imagenes', width, theme)

      await open(page, '/profe-max/recursos-educativos/plantillas')
      await shoot(page, 'plantillas', width, theme)

      await open(page, '/sitio/aliados')
      await expect(page.locator('.pm-table tbody tr').first()).toBeVisible()
      await shoot(page, 'aliados', width, theme)

      await page.goto('/admin')
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible({ timeout: 30_000 })
      await shoot(page, 'inicio', width, theme)

      // Editorial (issue 14): a blog's form with its draft and schedule controls, then its history.
      await open(page, '/blogs/profesores')
      await page
        .locator('.pm-table tbody tr')
        .first()
        .getByRole('button', { name: /^Editar / })
        .click()
      await expect(dialog(page).getByRole('button', { name: 'Publicar', exact: true })).toBeVisible()
      // The rich-text editor loads after the form: the picture shows it, not 'Cargando editor...'.
      await expect(dialog(page).getByText('Cargando editor...')).toHaveCount(0, { timeout: 30_000 })
      await shoot(page, 'blog-formulario', width, theme, false)
      await dialog(page).getByRole('region', { name: 'Programar publicación' }).scrollIntoViewIfNeeded()
      await shoot(page, 'blog-programar', width, theme, false)
      await dialog(page).getByRole('button', { name: 'Historial' }).click()
      await expect(dialog(page).getByRole('list', { name: 'Versiones' }).getByRole('listitem').first()).toBeVisible()
      await shoot(page, 'blog-historial', width, theme, false)

      if (width < 500) {
        // The blog's dialogs are open: the menu is shot over the home screen.
        await page.goto('/admin')
        await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible({ timeout: 30_000 })
        await page.locator('.app-header__mobile-nav-toggler').click()
        await expect(page.locator('aside.nav')).toBeVisible()
        // The menu slides in: shot once its transition is over.
        await expect
          .poll(() =>
            page
              .locator('aside.nav')
              .evaluate((nav) =>
                nav.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running'),
              ),
          )
          .toBe(true)
        await shoot(page, 'menu', width, theme, false)
      }
    })
  }
}
