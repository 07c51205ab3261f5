import { expect, test, type Page } from '@playwright/test'

import { ADMIN_ROUTES, adminHref } from '../../../src/content/admin-routes'
import { CONTRACT_PATHS } from '../../../src/contract/paths'
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES, uploadLimitText } from '../../../src/lib/uploads'
import { createItem, dayFromToday, dialog, field, open, PNG, row, signIn, toast, unique } from './helpers'
import { deleteForGood } from './helpers'

/**
 * Issue 13 part B, as staff against the production build: the discard prompt, the recommendation's
 * integrity, upload limits before sending, search over every shown column, activities upcoming
 * first, per-screen titles and Spanish reasons instead of technical errors.
 */

test.describe.configure({ timeout: 120_000 })
test.beforeEach(async ({ page }) => signIn(page))

const ACTIVITIES = '/profe-max/recursos-educativos/actividades'
const DISCARD = '¿Descartar los cambios?'
const prompt = (page: Page) => page.getByRole('dialog', { name: DISCARD })
const form = (page: Page) => page.getByRole('dialog', { name: 'Nueva Actividad' })

test('a dirty form asks before closing on Escape, ✕, Cancelar and the backdrop; a clean one closes at once', async ({
  page,
}) => {
  await open(page, ACTIVITIES)
  const newActivity = page.getByRole('button', { name: 'Nueva Actividad' })

  // Clean: every way out closes at once, with no question.
  await newActivity.click()
  await page.keyboard.press('Escape')
  await expect(form(page)).toHaveCount(0)
  await newActivity.click()
  await form(page).getByRole('button', { name: 'Cerrar' }).click()
  await expect(form(page)).toHaveCount(0)
  await newActivity.click()
  await form(page).getByRole('button', { name: 'Cancelar' }).click()
  await expect(form(page)).toHaveCount(0)
  await expect(prompt(page)).toHaveCount(0)

  // Dirty: each way out asks; 'Cancelar' of the question keeps what was typed.
  await newActivity.click()
  await field(page, 'Título').fill('Borrador sin guardar')
  const ways: [string, () => Promise<void>][] = [
    ['Escape', () => page.keyboard.press('Escape')],
    ['✕', () => form(page).getByRole('button', { name: 'Cerrar' }).click()],
    ['Cancelar', () => form(page).getByRole('button', { name: 'Cancelar' }).click()],
    // A click on the backdrop is a click whose target is the <dialog> itself (the full-screen form leaves no backdrop to hit).
    ['backdrop', () => form(page).dispatchEvent('click')],
  ]
  for (const [way, close] of ways) {
    await close()
    await expect(prompt(page), way).toBeVisible()
    await expect(prompt(page).getByText('Los cambios que no has guardado se perderán.')).toBeVisible()
    await prompt(page).getByRole('button', { name: 'Cancelar' }).click()
    await expect(prompt(page)).toHaveCount(0)
    await expect(form(page).getByLabel('Título', { exact: true }), way).toHaveValue('Borrador sin guardar')
  }
  // Confirming discards: the form closes and opens empty next time.
  await page.keyboard.press('Escape')
  await prompt(page).getByRole('button', { name: 'Descartar' }).click()
  await expect(form(page)).toHaveCount(0)
  await newActivity.click()
  await expect(form(page).getByLabel('Título', { exact: true })).toHaveValue('')
  // A change typed and undone is no change.
  await field(page, 'Título').fill('x')
  await field(page, 'Título').fill('')
  await page.keyboard.press('Escape')
  await expect(form(page)).toHaveCount(0)
  await expect(prompt(page)).toHaveCount(0)
})

test('while a form is dirty the browser asks before a reload; not once it is clean', async ({ page }) => {
  await open(page, ACTIVITIES)
  const asked: string[] = []
  page.on('dialog', (browserDialog) => {
    asked.push(browserDialog.type())
    void browserDialog.accept()
  })
  await page.getByRole('button', { name: 'Nueva Actividad' }).click()
  await field(page, 'Título').pressSequentially('Borrador')
  await page.reload()
  await expect(page.locator('.pm-screen')).toBeVisible({ timeout: 30_000 })
  expect(asked).toEqual(['beforeunload'])

  // Clean form open: no question.
  await page.getByRole('button', { name: 'Nueva Actividad' }).click()
  await field(page, 'Título').click()
  await page.reload()
  await expect(page.locator('.pm-screen')).toBeVisible({ timeout: 30_000 })
  expect(asked).toEqual(['beforeunload'])
})

test('the recommended item cannot be unpublished or deleted; the screen shows its state', async ({ page }) => {
  const recommendation = CONTRACT_PATHS.wellbeingRecommendation
  const actual = `${recommendation}/actual?section=2`
  const seeded = (await (await page.request.get(actual)).json()) as { type: string | null; item: { id: number } | null }
  const title = unique('Receta recomendada')
  const id = await createItem(page, CONTRACT_PATHS.recipes, {
    title,
    time: '10 minutos',
    portions: '2',
    is_active: '1',
    ingredients: JSON.stringify(['Agua']),
    preparation: JSON.stringify(['Servir']),
    first_subdescription: JSON.stringify(['Hidratación']),
    description: 'Receta recomendada de prueba.',
    short_description: 'Recomendada',
    image: PNG,
  })
  const chosen = await page.request.post(`${recommendation}/save`, { data: { type: 'recipe', item_id: id } })
  expect(chosen.ok(), await chosen.text()).toBeTruthy()
  const refusal = 'Esta receta es la recomendación del mes de Bienestar: elige otra antes de despublicarla.'
  try {
    // The screen: the toggle is refused with the server's words, the switch stays on.
    await open(page, '/profe-max/bienestar/recetas')
    await page.getByRole('searchbox', { name: 'Buscar receta...' }).fill(title)
    const line = row(page, title)
    const toggle = line.getByRole('switch', { name: `Cambiar estado de ${title}` })
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await toggle.click()
    await expect(toast(page, refusal)).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-checked', 'true')

    // The contract and Payload's API refuse too (4xx), and nothing changed.
    const viaContract = await page.request.post(`${CONTRACT_PATHS.recipes}/toggle-active/${id}`)
    expect(viaContract.status()).toBe(409)
    expect(((await viaContract.json()) as { message: string }).message).toBe(refusal)
    const viaApi = await page.request.patch(`/api/recipes/${id}`, { data: { is_active: false } })
    expect(viaApi.status()).toBe(409)
    const deleted = await page.request.delete(`${CONTRACT_PATHS.recipes}/${id}`)
    expect(deleted.status()).toBe(409)
    expect(((await deleted.json()) as { message: string }).message).toBe(
      'Esta receta es la recomendación del mes de Bienestar: elige otra antes de eliminarla.',
    )
    expect((await page.request.delete(`/api/recipes/${id}`)).status()).toBe(409)
    const now = (await (await page.request.get(actual)).json()) as {
      type: string
      item: { id: number; is_active: boolean }
    }
    expect(now.type).toBe('recipe')
    expect(now.item.id).toBe(id)
    expect(now.item.is_active).toBe(true)

    // The recommendation screen names the item and its state.
    await open(page, '/profe-max/bienestar/recomendacion')
    const summary = page.getByRole('complementary', { name: 'SELECCIÓN DE RECOMENDACIÓN' })
    await expect(summary).toContainText(title)
    await expect(summary.getByText('Publicado', { exact: true })).toBeVisible()
    await expect(summary).toContainText('Visible en el sitio.')
  } finally {
    if (seeded.type && seeded.item)
      await page.request.post(`${recommendation}/save`, { data: { type: seeded.type, item_id: seeded.item.id } })
    await deleteForGood(page, CONTRACT_PATHS.recipes, id)
  }
})

test('upload limits are stated beside the input and an oversized file is refused before anything is sent', async ({
  page,
}) => {
  await open(page, '/profe-max/bienestar/recetas')
  await page.getByRole('button', { name: 'Agregar receta' }).click()
  const box = dialog(page).locator('.pm-field', { has: page.getByLabel('Imagen', { exact: true }) })
  await expect(box.getByText(uploadLimitText('image'))).toBeVisible()
  await expect(box.getByText('JPG, PNG, WebP, GIF, AVIF o BMP, máximo 10 MB')).toBeVisible()

  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`)
  })
  const big = {
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG.buffer, Buffer.alloc(MAX_UPLOAD_BYTES + 1024)]),
  }
  await field(page, 'Imagen').setInputFiles(big)
  await expect(box.getByText(FILE_TOO_LARGE)).toBeVisible()
  await expect(box.getByText('Ningún archivo seleccionado')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(box.getByText('La imagen es obligatoria.')).toBeVisible()
  expect(sent).toEqual([])

  // The server's words for a file over the limit are the same constant (src/lib/uploads.ts, read by
  // src/hooks/checkUploadContent.ts); a request body over 10 MB is cut short by Next's proxy first
  // (`proxyClientMaxBodySize`, 10 MB by default), so that refusal is not reachable here (see the report).
})

test('search matches author and description words, accent- and case-insensitively', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const name = `Escuelas creativas ${stamp}`
  const id = await createItem(page, CONTRACT_PATHS.developmentBooks, {
    name,
    author: `Ken Robinson ${stamp}`,
    description: `Un libro sobre la educación y la imaginación${stamp} en el aula.`,
    purchase_link: 'https://libreria.ejemplo.mx/escuelas-creativas',
    image: PNG,
    first_subdescription: JSON.stringify(['Creatividad']),
    second_subdescription: JSON.stringify(['Escuela']),
  })
  try {
    await open(page, '/profe-max/desarrollo/libros')
    const search = page.getByRole('searchbox')
    for (const text of [`KEN ROBINSON ${stamp}`, `imaginacion${stamp}`, `IMAGINACIÓN${stamp}`]) {
      await search.fill(text)
      await expect(row(page, name), text).toBeVisible()
      await expect(page.locator('.pm-table tbody tr'), text).toHaveCount(1)
    }
    await search.fill(`nadie ${stamp}`)
    await expect(row(page, name)).toHaveCount(0)
  } finally {
    await deleteForGood(page, CONTRACT_PATHS.developmentBooks, id)
  }
})

test('activities: upcoming first (soonest first), past ones after (latest first); grade is searchable', async ({
  page,
}) => {
  const stamp = unique('Orden')
  const ids: number[] = []
  const create = async (days: number) => {
    const response = await page.request.post(CONTRACT_PATHS.activities, {
      data: {
        title: `${stamp} ${days}`,
        description: 'Actividad para probar el orden.',
        activityDate: dayFromToday(days),
        schoolGrade: `Grado ${stamp} de secundaria`,
        materialsLink: 'https://materiales.ejemplo.mx',
        materialsList: ['Papel'],
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    ids.push(((await response.json()) as { data: { id: number } }).data.id)
  }
  try {
    for (const days of [-30, 20, -2, 3]) await create(days)
    await open(page, ACTIVITIES)
    await page
      .getByRole('searchbox', { name: 'Buscar actividad...' })
      .fill(`grado ${stamp.toUpperCase()} DE SECUNDARIA`)
    await expect(page.locator('.pm-table tbody tr')).toHaveCount(4)
    // The title's cell (the first is the row's selection checkbox, issue 28).
    await expect(page.locator('.pm-table tbody tr td[data-label="Título"]')).toHaveText([
      `${stamp} 3`,
      `${stamp} 20`,
      `${stamp} -2`,
      `${stamp} -30`,
    ])

    // Across every page of the whole list: no upcoming activity after a past one.
    const list = await page.request.get(`${CONTRACT_PATHS.activities}/all?paginated=true&page=1&pageSize=100`)
    const { data } = (await list.json()) as { data: { activity_date_format: string }[] }
    const today = dayFromToday(0)
    const firstPast = data.findIndex((activity) => activity.activity_date_format < today)
    if (firstPast !== -1)
      expect(data.slice(firstPast).every((activity) => activity.activity_date_format < today)).toBe(true)
  } finally {
    for (const id of ids) await deleteForGood(page, CONTRACT_PATHS.activities, id)
  }
})

test('every screen has its own document title', async ({ page }) => {
  const titles: string[] = []
  for (const route of ADMIN_ROUTES) {
    await page.goto(adminHref(route.path))
    await expect(page.locator('.pm-page')).toBeVisible({ timeout: 30_000 })
    const title = await page.title()
    expect(title, route.path).toBe(`${route.title ?? route.label} · ProfeMax`)
    titles.push(title)
  }
  expect(new Set(titles).size).toBe(titles.length)
  expect(titles).toContain('Recetas · ProfeMax')
})

test('a request that never reaches the server shows a Spanish sentence, not the technical error', async ({ page }) => {
  await page.route('**/bienestar/recomendacion/actual?*', (route) => route.abort('connectionrefused'))
  await open(page, '/profe-max/bienestar/recomendacion')
  await expect(
    toast(page, 'Error al cargar la recomendación actual: No se pudo conectar con el servidor. Intenta de nuevo.'),
  ).toBeVisible()
  await expect(page.locator('[data-sonner-toast]', { hasText: /TypeError|Failed to fetch|\b5\d\d\b/ })).toHaveCount(0)
})

test('brand: the primary button stays blue on hover; the sidebar keeps "Actividades (Calendario)" on one line; the phone drawer covers the page', async ({
  page,
}) => {
  await open(page, ACTIVITIES)
  const button = page.getByRole('button', { name: 'Nueva Actividad' })
  const colour = () => button.evaluate((element) => getComputedStyle(element).backgroundColor)
  expect(await colour()).toBe('rgb(13, 74, 140)')
  await button.hover()
  await expect.poll(colour).toBe('rgb(8, 38, 74)')

  const link = page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Actividades (Calendario)' })
  // Whole (not cut by the ellipsis) and on one line: less than two lines of text plus the link's 10 px of padding.
  const fits = await link.evaluate(
    (element) =>
      element.scrollWidth <= element.clientWidth &&
      element.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(element).fontSize) + 10,
  )
  expect(fits).toBe(true)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.locator('.app-header__mobile-nav-toggler').click()
  const nav = page.locator('aside.nav')
  await expect(nav).toBeVisible()
  await expect.poll(() => nav.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(390)
  await expect(
    page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Actividades (Calendario)' }),
  ).toBeVisible()
})
