import { expect, test } from '@playwright/test'

import { ADMIN_ROUTES, adminHref } from '../../../src/content/admin-routes'
import { open, signIn } from './helpers'

test.describe('anonymous visitors', () => {
  for (const route of ADMIN_ROUTES) {
    test(`${route.path} sends them to the login page`, async ({ page }) => {
      await page.goto(adminHref(route.path))
      await expect(page).toHaveURL(/\/admin\/login/, { timeout: 30_000 })
    })
  }
})

test.describe('the shell, signed in', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('sidebar: groups, the active entry and its open group, 250 px, footer', async ({ page }) => {
    await open(page, '/profe-max/desarrollo/cursos')
    const nav = page.getByRole('navigation', { name: 'Menú principal' })
    await expect(nav.getByRole('button', { name: 'Blogs' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'ProfeMax' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('button', { name: 'Desarrollo' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('button', { name: 'Bienestar' })).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Cursos en línea' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByText(`© ${new Date().getFullYear()} ProfeMax`)).toBeVisible()
    const width = await page.locator('aside.nav').evaluate((element) => element.getBoundingClientRect().width)
    // 250 px, not the spec's 225: 'Actividades (Calendario)' stays on one line (docs/spec-deviations.md).
    expect(Math.round(width)).toBe(250)

    // Following the route: another group opens with its entry active.
    await nav.getByRole('button', { name: 'Recursos educativos' }).click()
    await nav.getByRole('link', { name: 'Plantillas' }).click()
    await expect(page).toHaveURL(/recursos-educativos\/plantillas/)
    await expect(nav.getByRole('link', { name: 'Plantillas' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('button', { name: 'Recursos educativos' })).toHaveAttribute('aria-expanded', 'true')

    // Payload's generated views stay reachable for what has no screen of its own (users, media).
    await nav.getByRole('button', { name: 'Colecciones' }).click()
    await nav.locator('a[href="/admin/collections/users"]').click()
    await expect(page).toHaveURL(/\/admin\/collections\/users/)
  })

  test('on a 375 px phone a list keeps whole words and scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await open(page, '/blogs/alumnos')
    const wrap = page.locator('.pm-table-wrap').first()
    await expect(page.locator('.pm-table tbody tr').first()).toBeVisible()
    expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    const nameCell = page.locator('.pm-table tbody tr td:not(.pm-table__select)').first()
    expect(await nameCell.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(90)
    await expect(page.getByRole('button', { name: 'Administración ProfeMax' })).toBeVisible()
  })

  test('header: user, Admin badge, theme that persists, dashboard link, logout', async ({ page }) => {
    await open(page, '/profe-max/desarrollo/libros')
    await page.locator('.pm-user__trigger').click()
    const menu = page.getByRole('menu', { name: 'Menú de usuario' })
    await expect(menu.getByText('admin@profemax.mx')).toBeVisible()
    await expect(menu.getByText('Admin', { exact: true })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Inicio' })).toHaveAttribute('href', '/admin')
    await expect(menu.getByRole('menuitem', { name: 'Mi cuenta' })).toHaveAttribute('href', '/admin/account')
    // One avatar in the header: Payload's account icon is not shown beside ours.
    await expect(page.locator('.app-header__account')).toBeHidden()

    await menu.getByLabel('Oscuro').check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.locator('.pm-user__trigger').click()
    await page.getByRole('menu', { name: 'Menú de usuario' }).getByLabel('Claro').check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.getByRole('menu', { name: 'Menú de usuario' }).getByLabel('Sistema').check()

    const form = page.locator('form[action="/logout"]')
    await expect(form.locator('input[name="_token"]')).toHaveValue(/.{20,}/)
    const logout = page.getByRole('menuitem', { name: 'Cerrar sesión' })
    // Hold the first submission to see the button disabled, then let the form post.
    await page.evaluate(() =>
      document
        .querySelector('form[action="/logout"]')
        ?.addEventListener('submit', (event) => event.preventDefault(), { once: true }),
    )
    await logout.click()
    await expect(form.locator('button[type="submit"]')).toBeDisabled()
    await form.evaluate((element) => (element as HTMLFormElement).submit())
    await page.waitForURL(/\/admin\/login/, { timeout: 30_000 })
    await page.goto('/admin/profe-max/desarrollo/libros')
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})
