import { expect, test } from '@playwright/test'

import { mexicoCityDay } from '../../../src/lib/dates'
import { PHONE, returningVisitor } from './helpers'

test.beforeEach(async ({ context }) => returningVisitor(context))

test('the activity calendar marks today (Mexico City), for people and screen readers', PHONE, async ({ page }) => {
  await page.goto('/profe-max?seccion=recursos_educativos')
  const today = mexicoCityDay(new Date())
  const marked = page.getByTestId('calendar').locator('[aria-current="date"]')
  await expect(marked).toHaveCount(1)
  await expect(marked).toContainText(String(Number(today.slice(8, 10))))
  await expect(marked).toContainText('(hoy)')
  await expect(page.getByTestId('calendar')).toContainText('Hoy')
})

test("the image bank's rows show each picture's thumbnail", PHONE, async ({ page }) => {
  await page.goto('/profe-max?seccion=recursos_educativos&vista=imagenes')
  await page.getByTestId('category-slider').getByRole('link', { name: 'Fechas cívicas' }).click()
  const rows = page.getByTestId('item-row')
  await expect(rows.first()).toBeVisible()
  const thumb = rows.first().locator('img.pm-row__thumb')
  await expect(thumb).toHaveAttribute('src', /\/api\/media\/|\/api\/images\//)
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})
