import { expect, test } from '@playwright/test'

import { signIn } from './helpers'

/**
 * Issue 29: every link on 'Inicio' opens a screen of the back office (a drifted slug list once sent
 * 'Aliados' to Payload's not-found page). The links are read from the page itself (modules,
 * recommendations, latest changes, the programme's links and 'Todas las pantallas'), each followed
 * once: the answer is 200 and the screen's heading shows, never Payload's not-found view.
 */
test.describe.configure({ timeout: 300_000 })

test("every link on 'Inicio' opens its screen", async ({ page }) => {
  await signIn(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible({ timeout: 30_000 })
  const links = await page
    .locator('.pm-home a[href]')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ label: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })),
    )
  const unique = [...new Map(links.map(({ label, href }) => [href, label])).entries()]
  // The module table's 'Aliados' row, the case that drifted, is among them.
  const modules = page.getByRole('region', { name: 'Contenido por módulo' })
  await expect(modules.getByRole('link', { name: 'Aliados', exact: true })).toHaveAttribute(
    'href',
    '/admin/sitio/aliados',
  )
  expect(unique.length).toBeGreaterThan(15)
  for (const [href, label] of unique) {
    expect(href, label).toMatch(/^\/admin\//)
    const response = await page.goto(href)
    expect({ href, label, status: response?.status() }).toEqual({ href, label, status: 200 })
    await expect(page.locator('.pm-screen h1').first(), `${label} → ${href}`).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/no encontrad|not found/i), href).toHaveCount(0)
  }
})

test("the module table's 'Aliados' opens the allies' screen", async ({ page }) => {
  await signIn(page)
  await page.goto('/admin')
  await page.getByRole('region', { name: 'Contenido por módulo' }).getByRole('link', { name: 'Aliados' }).click()
  await expect(page).toHaveURL(/\/admin\/sitio\/aliados$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Aliados' })).toBeVisible({ timeout: 30_000 })
})
