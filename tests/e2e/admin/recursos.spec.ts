import { expect, test } from '@playwright/test'

import { dialog, field, open, PDF, PNG, save, signIn, TEXT_FILE, toast, unique } from './helpers'

test.describe.configure({ timeout: 180_000 })

test.beforeEach(async ({ page }) => signIn(page))

const SCREENS = [
  {
    name: 'Imágenes',
    path: '/profe-max/recursos-educativos/imagenes',
    addItem: '+ Imagen',
    itemLabel: 'Imagen',
    file: PNG,
    blocked: ['No puedes eliminar una categoría que contiene imágenes.', 'Primero elimina las imágenes asociadas.'],
    empty: 'No hay imágenes en esta categoría.',
    count: '1 imagen',
  },
  {
    name: 'Plantillas',
    path: '/profe-max/recursos-educativos/plantillas',
    addItem: '+ Archivo',
    itemLabel: 'Archivo',
    file: PDF,
    blocked: ['No puedes eliminar una categoría que contiene archivos.', 'Primero elimina los archivos asociados.'],
    empty: 'No hay archivos en esta categoría.',
    count: '1 archivo',
  },
]

for (const screen of SCREENS) {
  test(`${screen.name}: category form, items, toggles, blocked and allowed deletes`, async ({ page }) => {
    await open(page, screen.path)
    await page.getByRole('button', { name: 'Nueva categoría' }).click()
    // The messages of an empty form and the title's limit: tests/unit/admin-form-messages.test.ts.
    const name = unique(`Categoría ${screen.name}`)
    await field(page, 'Nombre').fill(name)
    await field(page, 'Imagen no seleccionada').setInputFiles(TEXT_FILE)
    await expect(dialog(page).getByText('Solo se permiten archivos de imagen.')).toBeVisible()
    await field(page, 'Imagen no seleccionada').setInputFiles(PNG)
    await field(page, 'Imagen al seleccionarse').setInputFiles(PNG)
    await save(page)
    await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
    const card = page.getByRole('region', { name })
    await expect(card.getByText(screen.empty)).toBeVisible()

    // Add an item.
    await card.getByRole('button', { name: screen.addItem }).click()
    await field(page, 'Título').fill('Elemento de prueba')
    await field(page, screen.itemLabel).setInputFiles(screen.file)
    await save(page)
    await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
    await expect(card.getByText(screen.count, { exact: true })).toBeVisible()
    const tile = card.getByRole('article', { name: 'Elemento de prueba' })
    await expect(tile.getByRole('link', { name: 'Descargar Elemento de prueba' })).toHaveAttribute('download', '')
    if (screen.file === PDF) await expect(tile.getByRole('img', { name: 'Archivo PDF' })).toBeVisible()

    // Item toggle flips after the server confirms.
    await tile.getByRole('switch').click()
    await expect(tile.getByRole('switch')).toHaveAttribute('aria-checked', 'false')

    // Category toggle.
    await card.getByRole('switch', { name: `Cambiar estado de ${name}` }).click()
    await expect(toast(page, /Estado de la categoría actualizado correctamente|Categoría/)).toBeVisible()
    await expect(card.getByText('Inactiva')).toBeVisible()

    // A category with items cannot be deleted.
    await card.getByRole('button', { name: `Eliminar ${name}` }).click()
    await expect(dialog(page).getByRole('heading', { name: '¡Acción no permitida!' })).toBeVisible()
    for (const line of screen.blocked) await expect(dialog(page).getByText(line)).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Entendido' }).click()

    // Delete the item (title, and preview for images), then the empty category.
    await tile.getByRole('button', { name: 'Eliminar Elemento de prueba' }).click()
    await expect(dialog(page).getByText('¿Estás seguro de que deseas eliminar "Elemento de prueba"?')).toBeVisible()
    if (screen.file === PNG) await expect(dialog(page).getByRole('img', { name: 'Elemento de prueba' })).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
    await expect(card.getByText(screen.empty)).toBeVisible()
    await card.getByRole('button', { name: `Eliminar ${name}` }).click()
    await expect(dialog(page).getByText(`¿Estás seguro de que deseas eliminar "${name}"?`)).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
    await expect(page.getByRole('region', { name })).toHaveCount(0)
  })
}

test('editing a category keeps its images when none is chosen', async ({ page }) => {
  await open(page, '/profe-max/recursos-educativos/imagenes')
  const first = page.locator('.pm-categories > section').first()
  const name = (await first.locator('.pm-card__title').textContent()) ?? ''
  await first.getByRole('button', { name: `Editar ${name}` }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Editar categoría' })).toBeVisible()
  await expect(field(page, 'Nombre')).toHaveValue(name)
  await expect(dialog(page).getByAltText('Vista previa').first()).toBeVisible()
  await save(page, 'Actualizar')
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByRole('region', { name })).toBeVisible()
})
