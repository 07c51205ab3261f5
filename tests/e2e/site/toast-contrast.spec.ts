import { expect, test, type Page } from '@playwright/test'

import { CONTEST_API, CONTEST_PATH, registrationPath } from '../../../src/lib/site-config'
import { PHONE, returningVisitor } from './helpers'

test.beforeEach(async ({ context }) => returningVisitor(context))

/** WCAG 2 contrast of the toast's text on its own background, as the browser computed both. */
const contrastOf = async (page: Page, type: string): Promise<number> => {
  const toast = page.locator(`[data-sonner-toast][data-type="${type}"]`).first()
  await expect(toast).toBeVisible()
  return toast.evaluate((element) => {
    const style = getComputedStyle(element)
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
    const luminance = (value: string) => {
      const [r = 0, g = 0, b = 0] = rgb(value).map((c) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a) as [
      number,
      number,
    ]
    return (light + 0.05) / (dark + 0.05)
  })
}

test('success, error and warning toasts have text at 4.5:1 or more on their background', PHONE, async ({ page }) => {
  const ratios: Record<string, number> = {}
  await page.route(`**${CONTEST_API}/votos`, (route) =>
    route.fulfill({
      status: 202,
      contentType: 'application/json',
      body: JSON.stringify({ error: false, message: 'Te enviamos un correo.' }),
    }),
  )
  await page.goto(CONTEST_PATH)
  await page.getByRole('button', { name: /^Votar/ }).click()
  const card = page.getByTestId('candidate').first()
  await card.getByRole('button', { name: /^Votar por/ }).click()
  await card.getByLabel('Tu correo').fill('contraste@correo.mx')
  await card.getByRole('button', { name: 'Enviar voto' }).click()
  ratios.success = await contrastOf(page, 'success')
  // On a phone the toast sits below the sticky header, not over it.
  if ((page.viewportSize()?.width ?? 1440) <= 600) {
    const toastLocator = page.locator('[data-sonner-toast]').first()
    // Measured once its entrance (a CSS transition from above) has finished.
    await toastLocator.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    )
    const header = await page.locator('header').first().boundingBox()
    const toast = await toastLocator.boundingBox()
    expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
  }

  await page.unroute(`**${CONTEST_API}/votos`)
  await page.route(`**${CONTEST_API}/votos`, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: true, message: 'Este profe no está disponible para votar.' }),
    }),
  )
  const other = page.getByTestId('candidate').nth(1)
  await other.getByRole('button', { name: /^Votar por/ }).click()
  await other.getByLabel('Tu correo').fill('contraste@correo.mx')
  await other.getByRole('button', { name: 'Enviar voto' }).click()
  ratios.error = await contrastOf(page, 'error')

  await page.route(`**${registrationPath()}`, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: true, message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.' }),
    }),
  )
  await page.goto('/?showForm=1')
  const form = page.getByTestId('registration-modal')
  const stamp = `${Date.now()}`
  for (const [label, value] of [
    ['Nombre', 'Ana'],
    ['Apellido', 'Contraste'],
    ['Correo electrónico', `ana.${stamp}@correo.mx`],
    ['Teléfono', '5512345678'],
    ['Fecha de nacimiento', '1990-05-04'],
    ['Código postal', '06700'],
    ['Cédula profesional', stamp.slice(-8)],
    ['Escuela', 'Primaria Contraste'],
  ] as const)
    await form.getByLabel(label, { exact: false }).fill(value)
  await form.getByRole('button', { name: 'Enviar' }).click()
  ratios.warning = await contrastOf(page, 'warning')

  test.info().annotations.push({ type: 'contrast', description: JSON.stringify(ratios) })
  for (const [type, ratio] of Object.entries(ratios)) expect.soft(ratio, type).toBeGreaterThanOrEqual(4.5)
})
