import { expect, test, type Page, type Route } from '@playwright/test'

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

const PATH = '/profe-max/bienestar/libros-podcast'
const BOOKS = '/profe-max/bienestar/libros'
const PODCASTS = '/profe-max/bienestar/podcast'
const LONG_SHORT = 'Una descripción corta que pasa de los cincuenta caracteres para ver el recorte.'

test.describe.configure({ timeout: 180_000 })

/** What a test created (list endpoint and unique prefix); deleted after it, passed or failed. */
const leftovers: { endpoint: string; prefix: string }[] = []

test.beforeEach(async ({ page }) => signIn(page))

test.afterEach(async ({ page }) => {
  for (const { endpoint, prefix } of leftovers.splice(0))
    await deleteMatching(page, `${endpoint}/all`, prefix, (id) => `${endpoint}/delete/${id}`)
})

const tab = (page: Page, name: 'Libros' | 'Podcast') => page.getByRole('tab', { name, exact: true })
const panel = (page: Page) => page.getByRole('tabpanel')
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Ruta de navegación' })

/** Answers the list call as the server did, with `patch` applied to the row titled `title` (states the contract cannot produce). */
const patchListRow = (title: string, patch: Record<string, unknown>) => async (route: Route) => {
  const response = await route.fetch()
  const body = (await response.json()) as { data: Record<string, unknown>[]; total: number }
  await route.fulfill({
    response,
    json: { ...body, data: body.data.map((item) => (item.title === title ? { ...item, ...patch } : item)) },
  })
}

const bookFields = (title: string): Record<string, string | typeof PNG> => ({
  title,
  author: 'Autora de paginado',
  description: 'Libro para probar el paginado.',
  short_description: 'Paginado',
  link_purchase: 'https://libros.ejemplo.mx/paginado',
  is_active: '1',
  subdescription_1: JSON.stringify(['Uno']),
  subdescription_2: JSON.stringify(['Dos']),
  imageFile: PNG,
})

const podcastFields = (title: string): Record<string, string | typeof PNG> => ({
  title,
  description: 'Podcast para probar el paginado.',
  short_description: 'Paginado',
  link: 'https://podcast.ejemplo.mx/paginado',
  is_active: '1',
  subdescription_1: JSON.stringify(['Uno']),
  subdescription_2: JSON.stringify(['Dos']),
  imageFile: PNG,
})

test('tabs: Libros by default, Podcast kept in the address, keyboard and roles', async ({ page }) => {
  await open(page, PATH)
  await expect(page.getByRole('heading', { name: 'Libros y podcast', level: 1 })).toBeVisible()
  await expect(page.getByRole('tablist', { name: 'Libros y podcast' })).toBeVisible()
  await expect(tab(page, 'Libros')).toHaveAttribute('aria-selected', 'true')
  await expect(tab(page, 'Podcast')).toHaveAttribute('aria-selected', 'false')
  await expect(panel(page)).toHaveAccessibleName('Libros')
  await expect(panel(page).getByRole('button', { name: 'Agregar libro' })).toBeVisible()
  await expect(breadcrumb(page)).toHaveText(/ProfeMax.*Bienestar.*Libros/)
  for (const header of ['Título', 'Descripción corta', 'Autor', 'Estatus', 'Acciones'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible()

  await tab(page, 'Podcast').click()
  await expect(tab(page, 'Podcast')).toHaveAttribute('aria-selected', 'true')
  await expect(panel(page)).toHaveAccessibleName('Podcast')
  await expect(panel(page).getByRole('button', { name: 'Agregar podcast' })).toBeVisible()
  await expect(panel(page).getByRole('heading', { name: 'Lista de podcasts' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Buscar podcast...' })).toBeVisible()
  await expect(page.locator('.pm-counter')).toHaveText(/^\d+ podcasts registrados$/)
  await expect(breadcrumb(page)).toHaveText(/ProfeMax.*Bienestar.*Podcast/)
  await expect(page.getByRole('columnheader', { name: 'Autor' })).toHaveCount(0)
  await expect(page).toHaveURL(/\?tab=podcast$/)

  // The tab survives a reload.
  await page.reload()
  await expect(tab(page, 'Podcast')).toHaveAttribute('aria-selected', 'true')
  await expect(panel(page).getByRole('button', { name: 'Agregar podcast' })).toBeVisible()

  // Keyboard: one tab stop; arrows, Home and End move and select.
  await tab(page, 'Podcast').focus()
  await expect(tab(page, 'Libros')).toHaveAttribute('tabindex', '-1')
  await page.keyboard.press('ArrowLeft')
  await expect(tab(page, 'Libros')).toBeFocused()
  await expect(tab(page, 'Libros')).toHaveAttribute('aria-selected', 'true')
  await expect(panel(page).getByRole('button', { name: 'Agregar libro' })).toBeVisible()
  await expect(page).not.toHaveURL(/tab=/)
  await page.keyboard.press('End')
  await expect(tab(page, 'Podcast')).toBeFocused()
  await expect(tab(page, 'Podcast')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Home')
  await expect(tab(page, 'Libros')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(tab(page, 'Podcast')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(tab(page, 'Libros')).toHaveAttribute('aria-selected', 'true')
  // Tab leaves the tab list for the panel's first control.
  await page.keyboard.press('Tab')
  await expect(panel(page).getByRole('button', { name: 'Agregar libro' })).toBeFocused()
})

test('books: create (published), Desconocido, details, toggles, edit and delete', async ({ page }) => {
  const name = unique('Libro bienestar e2e')
  leftovers.push({ endpoint: BOOKS, prefix: name })
  await open(page, PATH)
  await page.getByRole('button', { name: 'Agregar libro' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Agregar libro' })).toBeVisible()
  // The messages of an empty or wrong form, and the limits: tests/unit/admin-form-messages.test.ts.
  await field(page, 'Enlace de compra').fill('https://libros.ejemplo.mx/bienestar')
  await field(page, 'Imagen principal').setInputFiles(TEXT_FILE)
  await expect(dialog(page).getByText('Solo se permiten archivos de imagen.')).toBeVisible()
  await field(page, 'Imagen principal').setInputFiles(PNG)
  await field(page, 'Imagen de lista (opcional)').setInputFiles(PNG)
  await expect(dialog(page).getByText('Tamaño sugerido: 600x400 px')).toBeVisible()
  await expect(dialog(page).getByText('Tamaño sugerido: 400x200 px')).toBeVisible()
  await expect(dialog(page).getByAltText('Vista previa')).toHaveCount(2)

  await field(page, 'Título').fill(name)
  await field(page, 'Autor').fill('Autora de prueba')
  await field(page, 'Descripción corta').fill(LONG_SHORT)
  await field(page, 'Descripción').fill('Un libro sobre el cuidado de uno mismo en el aula.')
  await addConcepts(page, 'Qué te llevas de este libro', ['Calma en el aula'])
  await addConcepts(page, 'Ideal para ti si', ['Buscas equilibrio'])
  // Spec §3: a new book starts published.
  await expect(fieldBox(page, 'Estatus')).toContainText('Publicado')
  await save(page)
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(toast(page, 'Libro guardado correctamente')).toBeVisible()

  const search = page.getByRole('searchbox', { name: 'Buscar libro...' })
  await search.fill(name)
  const created = row(page, name)
  await expect(created).toHaveCount(1)
  await expect(created).toContainText('Publicado')
  await expect(created).toContainText('Autora de prueba')
  await expect(created).toContainText(`${LONG_SHORT.slice(0, 50)}...`)
  await expect(page.locator('.pm-counter')).toHaveText('1 libros registrados')

  await created.getByRole('button', { name, exact: true }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Detalles del libro' })).toBeVisible()
  for (const text of [
    'Autora de prueba',
    'Activo',
    LONG_SHORT,
    'Qué te llevas de este libro',
    'Calma en el aula',
    'Ideal para ti si',
    'Buscas equilibrio',
  ]) {
    await expect(dialog(page).getByText(text, { exact: true })).toBeVisible()
  }
  await expect(dialog(page).getByRole('img', { name: 'Imagen principal' })).toBeVisible()
  await expect(dialog(page).getByRole('img', { name: 'Imagen de lista' })).toBeVisible()
  await expect(dialog(page).getByRole('link', { name: 'Ver enlace' })).toHaveAttribute(
    'href',
    'https://libros.ejemplo.mx/bienestar',
  )
  await expect(dialog(page).getByRole('link', { name: 'Ver enlace' })).toHaveAttribute('target', '_blank')
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click()

  // An empty author reads 'Desconocido' (the contract requires one, so the answer is patched).
  await page.route(`**${BOOKS}/all?*`, patchListRow(name, { author: null }))
  // A new query (one character less, still only this book) goes through the patched answer.
  await search.fill(name.slice(0, -1))
  await expect(created).toContainText('Desconocido')
  await created.getByRole('button', { name, exact: true }).click()
  await expect(dialog(page).getByText('Desconocido', { exact: true })).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click()
  await page.unroute(`**${BOOKS}/all?*`)
  await search.fill(name)
  await expect(created).toContainText('Autora de prueba')

  const toggle = created.getByRole('switch', { name: `Cambiar estado de ${name}` })
  await page.route('**/libros/toggle-active/*', (route) => route.fulfill(refuse('El libro está bloqueado.')))
  await toggle.click()
  await expect(toast(page, 'El libro está bloqueado.')).toHaveAttribute('data-type', 'warning')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await page.unroute('**/libros/toggle-active/*')
  await page.route('**/libros/toggle-active/*', (route) => route.abort())
  await toggle.click()
  await expect(toast(page, 'Error al cambiar el estado')).toHaveAttribute('data-type', 'error')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await page.unroute('**/libros/toggle-active/*')
  await toggle.click()
  await expect(toast(page, 'Estado actualizado')).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(created).toContainText('No publicado')

  // Edit, pre-filled; the stored image is kept.
  await created.getByRole('button', { name: `Editar ${name}` }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Editar libro' })).toBeVisible()
  await expect(field(page, 'Título')).toHaveValue(name)
  await expect(field(page, 'Autor')).toHaveValue('Autora de prueba')
  await expect(field(page, 'Descripción corta')).toHaveValue(LONG_SHORT)
  await expect(field(page, 'Enlace de compra')).toHaveValue('https://libros.ejemplo.mx/bienestar')
  await expect(fieldBox(page, 'Qué te llevas de este libro').getByLabel('Elemento 1')).toHaveValue('Calma en el aula')
  await expect(fieldBox(page, 'Estatus')).toContainText('No publicado')
  await field(page, 'Autor').fill('Otra autora')
  await save(page)
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(toast(page, 'Libro guardado correctamente')).toBeVisible()
  await expect(created).toContainText('Otra autora')

  // Delete: a failure is reported, then the confirmation deletes.
  await page.route(`**${BOOKS}/delete/*`, (route) => route.fulfill({ status: 500, body: 'x' }))
  await created.getByRole('button', { name: `Eliminar ${name}` }).click()
  await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(toast(page, 'Error al eliminar el libro')).toBeVisible()
  await page.unroute(`**${BOOKS}/delete/*`)
  await expect(created).toHaveCount(1)
  if ((await dialog(page).count()) === 0) await created.getByRole('button', { name: `Eliminar ${name}` }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Confirmar Eliminación' })).toBeVisible()
  await expect(dialog(page).getByText(`¿Estás seguro de que deseas eliminar "${name}"?`)).toBeVisible()
  await expect(dialog(page).getByText('Esta acción no se puede deshacer.')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(toast(page, 'Libro eliminado')).toBeVisible()
  await expect(created).toHaveCount(0)
  await expect(page.getByText('No se encontraron libros')).toBeVisible()
})

test('podcasts: save errors, create (active), details, toggles, edit and delete', async ({ page }) => {
  const name = unique('Podcast e2e')
  leftovers.push({ endpoint: PODCASTS, prefix: name })
  await page.goto(`/admin${PATH}?tab=podcast`)
  await page.getByRole('button', { name: 'Agregar podcast' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Agregar podcast' })).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Cancelar' })).toBeVisible()
  // The messages of an empty or wrong form, and the limits: tests/unit/admin-form-messages.test.ts.
  await field(page, 'Enlace').fill('https://podcast.ejemplo.mx/bienestar')
  await field(page, 'Imagen principal').setInputFiles(TEXT_FILE)
  await expect(dialog(page).getByText('Solo se permiten archivos de imagen.')).toBeVisible()
  await field(page, 'Imagen principal').setInputFiles(PNG)
  await field(page, 'Imagen de lista (opcional)').setInputFiles(PNG)
  await field(page, 'Título').fill(name)
  await field(page, 'Descripción corta').fill(LONG_SHORT)
  await field(page, 'Descripción').fill('Conversaciones sobre bienestar docente.')
  // Concepts: trimmed, blanks not added, '+' adds, editable and removable.
  const take = fieldBox(page, 'Qué te llevas de este podcast')
  await field(page, 'Qué te llevas de este podcast').fill('   ')
  await take.getByRole('button', { name: 'Agregar' }).click()
  await expect(take.getByRole('listitem')).toHaveCount(0)
  await field(page, 'Qué te llevas de este podcast').fill('  Ideas para respirar  ')
  await take.getByRole('button', { name: 'Agregar' }).click()
  await addConcepts(page, 'Qué te llevas de este podcast', ['Para quitar'])
  await expect(take.getByLabel('Elemento 1')).toHaveValue('Ideas para respirar')
  await take.getByRole('button', { name: 'Quitar Para quitar' }).click()
  await expect(take.getByRole('listitem')).toHaveCount(1)
  await addConcepts(page, 'Ideal para ti si', ['Te cuesta desconectar'])
  await fieldBox(page, 'Ideal para ti si').getByLabel('Elemento 1').fill('Te cuesta desconectar del trabajo')
  // Spec §4: a new podcast starts active.
  await expect(fieldBox(page, 'Estatus')).toContainText('Publicado')

  // A refusal is a warning with the server's message, a failed request the spec's error; the form stays open.
  await page.route(`**${PODCASTS}/store`, (route) => route.fulfill(refuse('Ya existe un podcast con ese título.')))
  await save(page)
  await expect(toast(page, 'Ya existe un podcast con ese título.')).toHaveAttribute('data-type', 'warning')
  await expect(dialog(page).getByRole('heading', { name: 'Agregar podcast' })).toBeVisible()
  await page.unroute(`**${PODCASTS}/store`)
  await page.route(`**${PODCASTS}/store`, (route) => route.fulfill({ status: 500, body: 'x' }))
  await save(page)
  await expect(toast(page, 'Error al guardar el podcast')).toHaveAttribute('data-type', 'error')
  await page.unroute(`**${PODCASTS}/store`)

  // The save is held until its in-flight state has been seen.
  const saving = await holdRequests(page, `**${PODCASTS}/store`)
  await save(page)
  await expect(dialog(page).getByRole('button', { name: 'Guardando...' })).toBeDisabled()
  await expect(dialog(page).getByRole('button', { name: 'Cancelar' })).toHaveCount(0)
  await saving.release()
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(toast(page, 'Podcast guardado correctamente')).toBeVisible()

  const search = page.getByRole('searchbox', { name: 'Buscar podcast...' })
  await search.fill(name)
  const created = row(page, name)
  await expect(created).toHaveCount(1)
  await expect(created.getByRole('switch')).toHaveAttribute('aria-checked', 'true')
  await expect(created).toContainText('Publicado')
  await expect(created).toContainText(`${LONG_SHORT.slice(0, 50)}...`)
  await expect(page.locator('.pm-counter')).toHaveText('1 podcasts registrados')

  await created.getByRole('button', { name, exact: true }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Detalles del podcast' })).toBeVisible()
  for (const text of [
    name,
    'Activo',
    'Conversaciones sobre bienestar docente.',
    'Qué te llevas de este podcast',
    'Ideas para respirar',
    'Ideal para ti si',
    'Te cuesta desconectar del trabajo',
  ]) {
    await expect(dialog(page).getByText(text, { exact: true })).toBeVisible()
  }
  await expect(dialog(page).getByRole('img', { name: 'Imagen principal' })).toBeVisible()
  await expect(dialog(page).getByRole('img', { name: 'Imagen de lista' })).toBeVisible()
  const link = dialog(page).getByRole('link', { name: 'Ver enlace' })
  await expect(link).toHaveAttribute('href', 'https://podcast.ejemplo.mx/bienestar')
  await expect(link).toHaveAttribute('target', '_blank')
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click()

  // Without a link the details read '-' (the contract requires one, so the answer is patched).
  await page.route(`**${PODCASTS}/all?*`, patchListRow(name, { link: null, is_active: false }))
  await search.fill(name.slice(0, -1))
  await expect(created).toContainText('No publicado')
  await created.getByRole('button', { name, exact: true }).click()
  await expect(dialog(page).getByRole('link', { name: 'Ver enlace' })).toHaveCount(0)
  await expect(dialog(page).locator('dt', { hasText: 'Enlace' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    '-',
  )
  await expect(dialog(page).getByText('Inactivo', { exact: true })).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click()
  await page.unroute(`**${PODCASTS}/all?*`)
  await search.fill(name)
  await expect(created).toContainText('Publicado')

  const toggle = created.getByRole('switch', { name: `Cambiar estado de ${name}` })
  await page.route('**/podcast/toggle-active/*', (route) => route.fulfill(refuse('El podcast está bloqueado.')))
  await toggle.click()
  await expect(toast(page, 'El podcast está bloqueado.')).toHaveAttribute('data-type', 'warning')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await page.unroute('**/podcast/toggle-active/*')
  await page.route('**/podcast/toggle-active/*', (route) => route.fulfill({ status: 500, body: 'x' }))
  await toggle.click()
  await expect(toast(page, 'Error al cambiar el estado')).toHaveAttribute('data-type', 'error')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await page.unroute('**/podcast/toggle-active/*')
  await toggle.click()
  await expect(toast(page, 'Estado actualizado')).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(created).toContainText('No publicado')

  await created.getByRole('button', { name: `Editar ${name}` }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Editar podcast' })).toBeVisible()
  await expect(field(page, 'Título')).toHaveValue(name)
  await expect(field(page, 'Enlace')).toHaveValue('https://podcast.ejemplo.mx/bienestar')
  await expect(field(page, 'Descripción')).toHaveValue('Conversaciones sobre bienestar docente.')
  await expect(fieldBox(page, 'Ideal para ti si').getByLabel('Elemento 1')).toHaveValue(
    'Te cuesta desconectar del trabajo',
  )
  await expect(fieldBox(page, 'Imagen principal').getByAltText('Vista previa')).toBeVisible()
  await field(page, 'Título').fill(`${name} v2`)
  await save(page)
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(toast(page, 'Podcast guardado correctamente')).toBeVisible()
  await search.fill(`${name} v2`)
  const edited = row(page, `${name} v2`)
  await expect(edited).toHaveCount(1)

  await page.route(`**${PODCASTS}/delete/*`, (route) => route.abort())
  await edited.getByRole('button', { name: `Eliminar ${name} v2` }).click()
  await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(toast(page, 'Error al eliminar el podcast')).toBeVisible()
  await page.unroute(`**${PODCASTS}/delete/*`)
  await expect(edited).toHaveCount(1)
  if ((await dialog(page).count()) === 0) await edited.getByRole('button', { name: `Eliminar ${name} v2` }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Confirmar Eliminación' })).toBeVisible()
  await expect(dialog(page).getByText(`¿Estás seguro de que deseas eliminar "${name} v2"?`)).toBeVisible()
  await expect(dialog(page).getByText('Esta acción no se puede deshacer.')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(toast(page, 'Podcast eliminado')).toBeVisible()
  await expect(edited).toHaveCount(0)
  await expect(page.getByText('No se encontraron podcasts')).toBeVisible()
})

for (const list of [
  {
    tab: 'Libros' as const,
    endpoint: BOOKS,
    fields: bookFields,
    search: 'Buscar libro...',
    counter: 'libros registrados',
  },
  {
    tab: 'Podcast' as const,
    endpoint: PODCASTS,
    fields: podcastFields,
    search: 'Buscar podcast...',
    counter: 'podcasts registrados',
  },
]) {
  test(`${list.tab}: search (300 ms, back to page 1) and paging by 10`, async ({ page }) => {
    const prefix = unique(`Paginado ${list.tab}`)
    leftovers.push({ endpoint: list.endpoint, prefix })
    for (let index = 1; index <= 11; index += 1)
      await createItem(page, `${list.endpoint}/store`, list.fields(`${prefix} ${index}`))
    await page.clock.install()
    await open(page, PATH)
    await tab(page, list.tab).click()
    const queries: string[] = []
    page.on('request', (request) => {
      if (request.url().includes(`${list.endpoint}/all?`) && request.url().includes('filters'))
        queries.push(decodeURIComponent(request.url()))
    })
    const search = page.getByRole('searchbox', { name: list.search })
    await typeInOneBurst(page, search, prefix, queries)
    await expect(page.getByText('Registros totales: 11')).toBeVisible()
    expect(queries).toHaveLength(1)
    expect(queries[0]).toContain('page=1')
    expect(queries[0]).toContain('pageSize=10')
    await expect(page.locator('.pm-table tbody tr')).toHaveCount(10)
    await expect(page.locator('.pm-counter')).toHaveText(`10 ${list.counter}`)
    await page.getByRole('button', { name: 'Siguiente página' }).click()
    await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.pm-table tbody tr')).toHaveCount(1)
    await expect(page.locator('.pm-counter')).toHaveText(`1 ${list.counter}`)
    await expect(page.getByRole('button', { name: 'Última página' })).toBeDisabled()
    await search.fill(`${prefix} 11`)
    await expect(page.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText('Registros totales: 1')).toBeVisible()
    await expect(row(page, `${prefix} 11`)).toHaveCount(1)
  })
}

test('books and podcasts: failed loads show the spec errors', async ({ page }) => {
  await page.route(`**${BOOKS}/all?*`, (route) => route.fulfill({ status: 500, body: 'x' }))
  await page.route(`**${PODCASTS}/all?*`, (route) => route.fulfill({ status: 500, body: 'x' }))
  await open(page, PATH)
  await expect(toast(page, 'Error al cargar los libros')).toHaveAttribute('data-type', 'error')
  await tab(page, 'Podcast').click()
  await expect(toast(page, 'Error al cargar los podcasts')).toHaveAttribute('data-type', 'error')
})
