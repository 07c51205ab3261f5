import { expect, test, type Page } from '@playwright/test'

import { dialog, field, open, PNG, save, signIn, toast, unique, fieldBox } from './helpers'

/** Bienestar > Música: category cards with track tiles (spec admin-wellbeing-blogs.md §2-§9). */

test.describe.configure({ timeout: 180_000 })

test.beforeEach(async ({ page }) => signIn(page))

const PATH = '/profe-max/bienestar/musica'
const CATEGORY_TOGGLE = '**/bienestar/musica/categorias/toggle-active/*'
const ITEM_TOGGLE = '**/bienestar/musica/toggle-active/*'

/** Answers the next calls to `glob` with the contract's refusal (`error: true`), or fails them. */
const refuse = (page: Page, glob: string, answer: { error: true; message?: string } | 'failure') =>
  page.route(glob, (route) =>
    answer === 'failure' ? route.fulfill({ status: 500, body: 'x' }) : route.fulfill({ status: 200, json: answer }),
  )

test('categories: form messages, create, edit, toggle with warning and failure, blocked and allowed delete; tracks: form, icons, edit, toggle, delete', async ({
  page,
}) => {
  await open(page, PATH)
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveText(/Bienestar.*Música/)
  await expect(page.getByRole('heading', { level: 1, name: 'Música' })).toBeVisible()

  // Category form: every message, then a real create.
  await page.getByRole('button', { name: 'Nueva categoría' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Nueva categoría' })).toBeVisible()
  await save(page)
  for (const message of [
    'El nombre es obligatorio.',
    'La imagen no seleccionada es obligatoria.',
    'La imagen al seleccionarse es obligatoria.',
  ]) {
    await expect(dialog(page).getByText(message)).toBeVisible()
  }
  const first = unique('Música e2e')
  await field(page, 'Nombre').fill(first)
  await field(page, 'Imagen no seleccionada').setInputFiles(PNG)
  await expect(dialog(page).getByText('La imagen no seleccionada es obligatoria.')).toHaveCount(0)
  await field(page, 'Imagen al seleccionarse').setInputFiles(PNG)
  await save(page)
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(toast(page, 'Categoría creada correctamente.')).toBeVisible()
  await expect(page.getByRole('region', { name: first }).getByText('No hay elementos en esta categoría.')).toBeVisible()

  // Edit: pre-filled, images kept when none is chosen.
  await page
    .getByRole('region', { name: first })
    .getByRole('button', { name: `Editar ${first}` })
    .click()
  await expect(dialog(page).getByRole('heading', { name: 'Editar categoría' })).toBeVisible()
  await expect(field(page, 'Nombre')).toHaveValue(first)
  const name = `${first} editada`
  await field(page, 'Nombre').fill(name)
  await save(page, 'Actualizar')
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(toast(page, 'Categoría actualizada correctamente.')).toBeVisible()
  const card = page.getByRole('region', { name })
  await expect(card.getByRole('heading', { name })).toBeVisible()
  await expect(card.getByText('0 elementos', { exact: true })).toBeVisible()
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/api\/media\/file\//)

  // Category toggle: flips once the server confirms...
  const categorySwitch = card.getByRole('switch', { name: `Cambiar estado de ${name}` })
  await expect(categorySwitch).toHaveAttribute('aria-checked', 'true')
  await categorySwitch.click()
  await expect(toast(page, 'Estado de la categoría actualizado correctamente.')).toBeVisible()
  await expect(categorySwitch).toHaveAttribute('aria-checked', 'false')
  await expect(card.getByText('Inactiva')).toBeVisible()
  // ...not on a refusal (warning with the server's message, or the fallback)...
  await refuse(page, CATEGORY_TOGGLE, { error: true, message: 'La categoría está en uso por el portal.' })
  await categorySwitch.click()
  await expect(toast(page, 'La categoría está en uso por el portal.')).toBeVisible()
  await expect(categorySwitch).toHaveAttribute('aria-checked', 'false')
  await page.unroute(CATEGORY_TOGGLE)
  await refuse(page, CATEGORY_TOGGLE, { error: true })
  await categorySwitch.click()
  await expect(toast(page, 'No se pudo cambiar el estado de la categoría.')).toBeVisible()
  await expect(categorySwitch).toHaveAttribute('aria-checked', 'false')
  await page.unroute(CATEGORY_TOGGLE)
  // ...nor when the request fails.
  await refuse(page, CATEGORY_TOGGLE, 'failure')
  await categorySwitch.click()
  await expect(toast(page, 'Error al cambiar el estado de la categoría. Por favor, inténtalo de nuevo.')).toBeVisible()
  await expect(categorySwitch).toHaveAttribute('aria-checked', 'false')
  await page.unroute(CATEGORY_TOGGLE)
  await page.reload()
  await expect(categorySwitch).toHaveAttribute('aria-checked', 'false')
  await categorySwitch.click()
  await expect(categorySwitch).toHaveAttribute('aria-checked', 'true')
  await expect(card.getByText('Activa', { exact: true })).toBeVisible()

  // Track form: title and url required, title at most 100 characters, url must be a link.
  await card.getByRole('button', { name: '+ Elemento' }).click()
  await expect(dialog(page).getByRole('heading', { name: `Agregar elemento a "${name}"` })).toBeVisible()
  await save(page)
  await expect(dialog(page).getByText('El título es obligatorio.')).toBeVisible()
  await expect(dialog(page).getByText('El enlace es obligatorio.')).toBeVisible()
  // The limit is shown, not enforced by cutting (issue 28).
  await expect(fieldBox(page, 'Título').locator('.pm-field__count')).toHaveText(/\/100$/)
  await expect(field(page, 'URL')).toHaveAttribute('type', 'url')
  await field(page, 'Título').fill('Pista e2e')
  await field(page, 'URL').fill('pista-sin-enlace')
  await expect(dialog(page).getByText('El enlace no es válido.')).toBeVisible()
  await field(page, 'URL').fill('https://musica.ejemplo.mx/e2e/pista-de-prueba.mp3')
  await expect(dialog(page).getByText('El enlace no es válido.')).toHaveCount(0)
  // A failed save keeps the form open with what was typed.
  await page.route('**/bienestar/musica', (route) => route.fulfill({ status: 500, body: 'x' }))
  await save(page)
  await expect(toast(page, 'Error al guardar el elemento. Por favor, inténtalo de nuevo.')).toBeVisible()
  await expect(field(page, 'Título')).toHaveValue('Pista e2e')
  await page.unroute('**/bienestar/musica')
  await save(page)
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  // Creating says so (issue 13: not 'Elemento actualizado correctamente.').
  await expect(toast(page, 'Elemento agregado correctamente.')).toBeVisible()
  await expect(card.getByText('1 elemento', { exact: true })).toBeVisible()
  await expect(card.getByText('No hay elementos en esta categoría.')).toHaveCount(0)
  const mp3 = card.getByRole('article', { name: 'Pista e2e' })
  await expect(mp3.getByRole('img', { name: 'Audio MP3' })).toBeVisible()

  // An aiff track: no audio icon on its tile (spec 5: the icon knows seven extensions).
  await card.getByRole('button', { name: '+ Elemento' }).click()
  await field(page, 'Título').fill('Pista aiff e2e')
  await field(page, 'URL').fill('https://musica.ejemplo.mx/e2e/estudio.aiff')
  await save(page)
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(card.getByText('2 elementos', { exact: true })).toBeVisible()
  const aiff = card.getByRole('article', { name: 'Pista aiff e2e' })
  await expect(aiff.getByRole('img', { name: 'Archivo FILE' })).toBeVisible()
  await expect(aiff.getByRole('img', { name: /^Audio/ })).toHaveCount(0)

  // Edit the first track: pre-filled; its icon follows the new link.
  await mp3.getByRole('button', { name: 'Editar Pista e2e' }).click()
  await expect(dialog(page).getByRole('heading', { name: `Editar elemento de "${name}"` })).toBeVisible()
  await expect(field(page, 'Título')).toHaveValue('Pista e2e')
  await expect(field(page, 'URL')).toHaveValue('https://musica.ejemplo.mx/e2e/pista-de-prueba.mp3')
  await field(page, 'Título').fill('Guía e2e')
  await field(page, 'URL').fill('https://musica.ejemplo.mx/e2e/letras.pdf')
  await save(page, 'Actualizar')
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  const pdf = card.getByRole('article', { name: 'Guía e2e' })
  await expect(pdf.getByRole('img', { name: 'Archivo FILE' })).toBeVisible()
  await expect(card.getByRole('article', { name: 'Pista e2e' })).toHaveCount(0)

  // Track toggle: flips on success only; a refusal warns, a failure shows the error toast.
  const itemSwitch = pdf.getByRole('switch', { name: 'Cambiar estado de Guía e2e' })
  await expect(itemSwitch).toHaveAttribute('aria-checked', 'true')
  await itemSwitch.click()
  await expect(itemSwitch).toHaveAttribute('aria-checked', 'false')
  await refuse(page, ITEM_TOGGLE, { error: true })
  await itemSwitch.click()
  await expect(toast(page, 'No se pudo cambiar el estado del elemento.')).toBeVisible()
  await expect(itemSwitch).toHaveAttribute('aria-checked', 'false')
  await page.unroute(ITEM_TOGGLE)
  await refuse(page, ITEM_TOGGLE, { error: true, message: 'El elemento está bloqueado.' })
  await itemSwitch.click()
  await expect(toast(page, 'El elemento está bloqueado.')).toBeVisible()
  await expect(itemSwitch).toHaveAttribute('aria-checked', 'false')
  await page.unroute(ITEM_TOGGLE)
  await refuse(page, ITEM_TOGGLE, 'failure')
  await itemSwitch.click()
  await expect(toast(page, /^Error al cambiar el estado$/)).toBeVisible()
  await expect(itemSwitch).toHaveAttribute('aria-checked', 'false')
  await page.unroute(ITEM_TOGGLE)
  await page.reload()
  await expect(itemSwitch).toHaveAttribute('aria-checked', 'false')
  await itemSwitch.click()
  await expect(itemSwitch).toHaveAttribute('aria-checked', 'true')

  // A category that still holds tracks cannot be deleted.
  await card.getByRole('button', { name: `Eliminar ${name}` }).click()
  await expect(dialog(page).getByRole('heading', { name: '¡Acción no permitida!' })).toBeVisible()
  await expect(dialog(page).getByText('No puedes eliminar una categoría que contiene archivos.')).toBeVisible()
  await expect(dialog(page).getByText('Primero elimina los archivos asociados.')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Entendido' }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(card).toBeVisible()

  // 'Eliminar Archivo': names the track; the extension as a badge when it is not audio...
  await pdf.getByRole('button', { name: 'Eliminar Guía e2e' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Eliminar Archivo' })).toBeVisible()
  await expect(dialog(page).getByText('¿Estás seguro de que deseas eliminar "Guía e2e"?')).toBeVisible()
  await expect(dialog(page).getByText('PDF', { exact: true })).toBeVisible()
  await expect(dialog(page).getByText('Esta acción no se puede deshacer.')).toBeVisible()
  // ...the dialog closes even when the delete fails (spec 4), and the track stays.
  await page.route('**/bienestar/musica/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'x' }) : route.continue(),
  )
  await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(toast(page, 'Error al eliminar el archivo. Por favor, inténtalo de nuevo.')).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
  await expect(pdf).toBeVisible()
  await page.unroute('**/bienestar/musica/*')
  await pdf.getByRole('button', { name: 'Eliminar Guía e2e' }).click()
  await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(toast(page, 'Elemento eliminado correctamente.')).toBeVisible()
  await expect(pdf).toHaveCount(0)
  await expect(card.getByText('1 elemento', { exact: true })).toBeVisible()

  // ...and an audio picture for an audio-like extension (aiff included here).
  await aiff.getByRole('button', { name: 'Eliminar Pista aiff e2e' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Eliminar Archivo' })).toBeVisible()
  await expect(dialog(page).getByText('¿Estás seguro de que deseas eliminar "Pista aiff e2e"?')).toBeVisible()
  await expect(dialog(page).getByRole('img', { name: 'Audio AIFF' })).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(aiff).toHaveCount(0)
  await expect(card.getByText('No hay elementos en esta categoría.')).toBeVisible()

  // The empty category can now go.
  await card.getByRole('button', { name: `Eliminar ${name}` }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Confirmar Eliminación' })).toBeVisible()
  await expect(dialog(page).getByText(`¿Estás seguro de que deseas eliminar "${name}"?`)).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(toast(page, 'Categoría eliminada correctamente.')).toBeVisible()
  await expect(page.getByRole('region', { name })).toHaveCount(0)
})

test('seeded tracks show the audio icon of their file extension', async ({ page }) => {
  await open(page, PATH)
  const card = page.getByRole('region', { name: 'Concentración' })
  await expect(
    card.getByRole('article', { name: 'Piano suave para estudiar' }).getByRole('img', { name: 'Audio MP3' }),
  ).toBeVisible()
  await expect(
    card.getByRole('article', { name: 'Sonidos de lluvia' }).getByRole('img', { name: 'Audio WAV' }),
  ).toBeVisible()
  await expect(
    card.getByRole('article', { name: 'Guitarra acústica matutina' }).getByRole('img', { name: 'Audio OGG' }),
  ).toBeVisible()
})

test('empty and failed loads: the empty text, and the load error toast', async ({ page }) => {
  await page.route('**/bienestar/musica/categorias/all', (route) => route.fulfill({ status: 200, json: [] }))
  await open(page, PATH)
  await expect(page.getByText('No hay categorías creadas. Haz clic en "Nueva categoría" para comenzar.')).toBeVisible()
  await page.unroute('**/bienestar/musica/categorias/all')
  await page.route('**/bienestar/musica/categorias/all', (route) => route.fulfill({ status: 500, body: 'x' }))
  await page.reload()
  await expect(toast(page, 'Error al cargar las categorías. Por favor, inténtalo de nuevo.')).toBeVisible()
})
