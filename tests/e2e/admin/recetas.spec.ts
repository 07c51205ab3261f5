import { expect, test, type Page } from '@playwright/test'

import { holdRequests, typeInOneBurst } from '../hold'
import {
  addConcepts,
  createItem,
  deleteMatching,
  dialog,
  field,
  fieldBox,
  open,
  PNG,
  refuse,
  row,
  save,
  signIn,
  TEXT_FILE,
  toast,
  unique,
} from './helpers'

const PATH = '/profe-max/bienestar/recetas'
const ENDPOINT = '/profe-max/bienestar/recetas'
const CONCEPTS = '¿Para qué te sirve en el día?'

test.describe.configure({ timeout: 180_000 })

/** Prefixes of what a test created; whatever is left of them is deleted after it, passed or failed. */
const prefixes: string[] = []

test.beforeEach(async ({ page }) => signIn(page))

test.afterEach(async ({ page }) => {
  for (const prefix of prefixes.splice(0))
    await deleteMatching(page, `${ENDPOINT}/all`, prefix, (id) => `${ENDPOINT}/${id}`)
})

const search = (page: Page) => page.getByRole('searchbox', { name: 'Buscar receta...' })

test('recipe form: create (unpublished), details, toggles, edit and delete', async ({ page }) => {
  const name = unique('Receta e2e')
  prefixes.push(name)
  await open(page, PATH)
  await expect(page.getByRole('heading', { name: 'Nutrición (Recetas)', level: 1 })).toBeVisible()
  for (const header of ['Nombre', 'Estatus', 'Acciones'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Agregar receta' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Nueva receta' })).toBeVisible()
  // The messages of an empty or wrong form (portions, blank list entries): tests/unit/admin-form-messages.test.ts.
  await field(page, 'Porciones').fill('4')

  // Lists: a blank entry is not added; an entry can be removed.
  const ingredients = fieldBox(page, 'Ingredientes')
  await field(page, 'Ingredientes').fill('   ')
  await field(page, 'Ingredientes').press('Enter')
  await expect(ingredients.getByRole('listitem')).toHaveCount(0)
  await addConcepts(page, 'Ingredientes', ['1 taza de avena', '2 plátanos'])
  await ingredients.getByRole('button', { name: 'Quitar' }).nth(1).click()
  await expect(ingredients.getByRole('listitem')).toHaveCount(1)

  // The image input takes images only and previews the choice.
  await field(page, 'Imagen').setInputFiles(TEXT_FILE)
  await expect(dialog(page).getByText('Solo se permiten archivos de imagen.')).toBeVisible()
  await field(page, 'Imagen').setInputFiles(PNG)
  await expect(dialog(page).getByAltText('Vista previa')).toBeVisible()

  await field(page, 'Título').fill(name)
  await field(page, 'Tiempo').fill('30 minutos')
  await field(page, 'Descripción corta').fill('Un desayuno rápido y nutritivo.')
  await field(page, 'Descripción').fill('Avena cocida con plátano, ideal antes de un día de clases.')
  await addConcepts(page, 'Preparación (pasos en orden)', ['Cocer la avena', 'Agregar el plátano'])
  await addConcepts(page, CONCEPTS, ['Energía para toda la mañana'])
  // Spec §4: a new recipe starts unpublished.
  await expect(fieldBox(page, 'Estatus').getByRole('switch')).toHaveAttribute('aria-checked', 'false')
  await expect(fieldBox(page, 'Estatus')).toContainText('No publicado')
  await expect(dialog(page).locator('[role="alert"]')).toHaveCount(0)

  // A failed request keeps the form open with the spec's error.
  await page.route(`**${ENDPOINT}`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'x' }) : route.continue(),
  )
  await save(page)
  await expect(toast(page, 'Error al guardar la receta. Por favor, inténtalo de nuevo.')).toBeVisible()
  await expect(dialog(page).getByRole('heading', { name: 'Nueva receta' })).toBeVisible()
  await page.unroute(`**${ENDPOINT}`)

  // The save is held until its in-flight state has been seen.
  const saving = await holdRequests(page, `**${ENDPOINT}`, (request) => request.method() === 'POST')
  await save(page)
  await expect(dialog(page).getByText('Guardando...')).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Cancelar' })).toHaveCount(0)
  await saving.release()
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(toast(page, 'Receta guardada correctamente')).toBeVisible()

  await search(page).fill(name)
  const created = row(page, name)
  await expect(created).toHaveCount(1)
  await expect(created).toContainText('No publicado')
  await expect(page.locator('.pm-counter')).toHaveText('1 recetas registradas')

  // Details.
  await created.getByRole('button', { name, exact: true }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Detalles de la receta' })).toBeVisible()
  for (const text of [
    name,
    '30 minutos',
    '4',
    'Inactivo',
    'Un desayuno rápido y nutritivo.',
    'Ingredientes',
    '1 taza de avena',
    'Preparación',
    CONCEPTS,
    'Energía para toda la mañana',
  ]) {
    await expect(dialog(page).getByText(text, { exact: true }).first()).toBeVisible()
  }
  await expect(dialog(page).locator('ol li')).toHaveText(['Cocer la avena', 'Agregar el plátano'])
  await expect(dialog(page).getByRole('img', { name: 'Imagen' })).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click()

  const toggle = created.getByRole('switch', { name: `Cambiar estado de ${name}` })
  // A refusal (error flag) is a warning and the status does not flip.
  await page.route('**/recetas/toggle-active/*', (route) => route.fulfill(refuse('La receta está bloqueada.')))
  await toggle.click()
  await expect(toast(page, 'La receta está bloqueada.')).toHaveAttribute('data-type', 'warning')
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(created).toContainText('No publicado')
  await page.unroute('**/recetas/toggle-active/*')
  // A failed request shows the spec's error and does not flip either.
  await page.route('**/recetas/toggle-active/*', (route) => route.abort())
  await toggle.click()
  await expect(toast(page, 'Error al cambiar el estado de la receta')).toHaveAttribute('data-type', 'error')
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await page.unroute('**/recetas/toggle-active/*')
  // Success flips after the server confirms; a second click while in flight is ignored.
  // (The request is held until both clicks are in.)
  const toggling = await holdRequests(page, '**/recetas/toggle-active/*')
  await toggle.click()
  await toggle.click()
  await toggling.release()
  await expect(toast(page, 'Estado actualizado')).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(created).toContainText('Publicado')
  expect(toggling.requests).toHaveLength(1)

  // Edit, pre-filled from the row; the stored image is kept, so no new one is needed.
  await created.getByRole('button', { name: `Editar ${name}` }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Editar receta' })).toBeVisible()
  await expect(field(page, 'Título')).toHaveValue(name)
  await expect(field(page, 'Tiempo')).toHaveValue('30 minutos')
  await expect(field(page, 'Porciones')).toHaveValue('4')
  await expect(field(page, 'Descripción corta')).toHaveValue('Un desayuno rápido y nutritivo.')
  await expect(fieldBox(page, 'Ingredientes').getByLabel('Elemento 1')).toHaveValue('1 taza de avena')
  await expect(fieldBox(page, 'Preparación (pasos en orden)').getByLabel('Elemento 2')).toHaveValue(
    'Agregar el plátano',
  )
  await expect(fieldBox(page, 'Estatus')).toContainText('Publicado')
  await expect(fieldBox(page, 'Imagen').getByAltText('Vista previa')).toBeVisible()
  await field(page, 'Título').fill(`${name} v2`)
  await field(page, 'Porciones').fill('2')
  await save(page)
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(toast(page, 'Receta actualizada correctamente')).toBeVisible()
  await search(page).fill(`${name} v2`)
  const edited = row(page, `${name} v2`)
  await expect(edited).toHaveCount(1)
  await expect(edited).toContainText('Publicado')

  // A failed delete keeps the confirmation open (spec §4), with the recipe's own message.
  await page.route(`**${ENDPOINT}/*`, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'x' }) : route.continue(),
  )
  await edited.getByRole('button', { name: `Eliminar ${name} v2` }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Confirmar Eliminación' })).toBeVisible()
  await expect(dialog(page).getByText(`¿Estás seguro de que deseas eliminar "${name} v2"?`)).toBeVisible()
  await expect(dialog(page).getByText('Esta acción no se puede deshacer.')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(toast(page, 'Error al eliminar la receta')).toBeVisible()
  await expect(dialog(page).getByRole('heading', { name: 'Confirmar Eliminación' })).toBeVisible()
  await page.unroute(`**${ENDPOINT}/*`)

  // Retried from the same dialog, it deletes.
  await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(toast(page, 'Receta eliminada')).toBeVisible()
  await expect(row(page, `${name} v2`)).toHaveCount(0)
  await expect(page.getByText('No se encontraron recetas')).toBeVisible()
})

test('recipes: a failed load shows the spec error', async ({ page }) => {
  await page.route(`**${ENDPOINT}/all?*`, (route) => route.fulfill({ status: 500, body: 'x' }))
  await open(page, PATH)
  await expect(toast(page, 'Error al cargar las recetas')).toHaveAttribute('data-type', 'error')
})

test('recipes: search (300 ms, back to page 1) and paging by 5', async ({ page }) => {
  const prefix = unique('Paginado recetas')
  prefixes.push(prefix)
  for (let index = 1; index <= 6; index += 1) {
    await createItem(page, ENDPOINT, {
      title: `${prefix} ${index}`,
      time: '10 minutos',
      portions: '2',
      is_active: '0',
      ingredients: JSON.stringify(['Agua']),
      preparation: JSON.stringify(['Servir']),
      first_subdescription: JSON.stringify(['Hidratación']),
      description: 'Receta para probar el paginado.',
      short_description: 'Paginado',
      image: PNG,
    })
  }
  await page.clock.install()
  await open(page, PATH)
  const queries: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/recetas/all?') && request.url().includes('filters'))
      queries.push(decodeURIComponent(request.url()))
  })
  await typeInOneBurst(page, search(page), prefix, queries)
  await expect(page.getByText('Registros totales: 6')).toBeVisible()
  expect(queries).toHaveLength(1)
  expect(queries[0]).toContain('page=1')
  expect(queries[0]).toContain('pageSize=5')
  await expect(page.locator('.pm-table tbody tr')).toHaveCount(5)
  await expect(page.locator('.pm-counter')).toHaveText('5 recetas registradas')
  await page.getByRole('button', { name: 'Última página' }).click()
  await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('.pm-table tbody tr')).toHaveCount(1)
  await expect(page.locator('.pm-counter')).toHaveText('1 recetas registradas')
  await expect(page.getByRole('button', { name: 'Siguiente página' })).toBeDisabled()
  // A new search goes back to page 1.
  await search(page).fill(`${prefix} 3`)
  await expect(page.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('Registros totales: 1')).toBeVisible()
  await expect(row(page, `${prefix} 3`)).toHaveCount(1)
})
