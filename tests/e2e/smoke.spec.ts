import { expect, test } from '@playwright/test'

const ADMIN = { email: 'admin@profemax.mx', password: 'ProfeMax-2026' }

test('the home page loads', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ProfeMax')
})

test('staff sign in to the Spanish admin and see the demo content', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel(/Correo electrónico/i).fill(ADMIN.email)
  await page.getByLabel(/Contraseña/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /Iniciar sesión/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible()
  // The admin's sidebar opens by itself from 1025 px on, so the toggle may read either way.
  await expect(page.getByRole('button', { name: /^(Abrir|Cerrar) Menú$/ })).toBeVisible()
  await page.goto('/admin/profe-max/bienestar/recetas')
  await expect(page.getByText('Ensalada de quinoa con verduras')).toBeVisible()
})
