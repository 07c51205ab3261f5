import { expect, test } from '@playwright/test'

import { holdRequests } from '../hold'
import { open, signIn, toast } from './helpers'

test.describe.configure({ timeout: 180_000 })

test.beforeEach(async ({ page }) => signIn(page))

test('choose a course and a tool: shown at once, saved, kept after reload', async ({ page }) => {
  await open(page, '/profe-max/desarrollo/recomendacion')
  await expect(page.getByRole('heading', { name: 'SELECCIÓN DE RECOMENDACIÓN' })).toBeVisible()
  const summary = page.getByRole('complementary', { name: 'SELECCIÓN DE RECOMENDACIÓN' })
  await expect(summary.getByText('Cargando...')).toHaveCount(0)

  await page.getByLabel('Curso', { exact: true }).check()
  await expect(page.getByRole('heading', { name: 'Selecciona un curso' })).toBeVisible()
  const card = page.locator('.pm-reco__card').first()
  const name = (await card.locator('h3').textContent()) ?? ''
  await card.getByRole('button', { name: 'Ver detalles' }).click()
  await expect(card.getByRole('button', { name: 'Ocultar detalles' })).toBeVisible()
  await card.getByRole('button', { name: 'Ocultar detalles' }).click()

  // (The save is held until 'Guardando...' has been seen.)
  const saving = await holdRequests(page, '**/recomendacion/save')
  await card.getByRole('button', { name: 'Elegir' }).click()
  await expect(summary.getByText('Guardando...')).toBeVisible()
  await saving.release()
  await expect(toast(page, 'Recomendación guardada exitosamente')).toBeVisible()
  await expect(summary).toContainText('Curso')
  await expect(summary).toContainText(name)

  await page.reload()
  await expect(summary.getByText('Cargando...')).toHaveCount(0)
  await expect(summary).toContainText(name)
  await expect(page.getByLabel('Curso', { exact: true })).toBeChecked()

  // A failed save is not kept.
  await page.getByLabel('Herramienta', { exact: true }).check()
  await page.route('**/recomendacion/save', (route) => route.fulfill({ status: 500, body: 'x' }))
  await page.locator('.pm-reco__card').first().getByRole('button', { name: 'Elegir' }).click()
  await expect(toast(page, /Error al guardar la recomendación:/)).toBeVisible()
  await expect(summary).toContainText(name)
  await page.unroute('**/recomendacion/save')

  await page.locator('.pm-reco__card').first().getByRole('button', { name: 'Elegir' }).click()
  await expect(summary).toContainText('Herramienta')
  await page.reload()
  await expect(summary.getByText('Cargando...')).toHaveCount(0)
  await expect(summary).toContainText('Herramienta')
})
