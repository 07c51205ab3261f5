import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { holdRequests } from '../hold'
import { reloadUntil } from '../portal/helpers'
import { ADMIN, open, signIn, toast } from './helpers'

/**
 * Bienestar > Recomendación (spec admin-wellbeing-blogs.md §2, §4, §7, §8): choose a book, a recipe,
 * a track and a podcast; each is saved, kept after a reload and shown on the teacher portal.
 */

test.describe.configure({ timeout: 180_000 })

const PATH = '/profe-max/bienestar/recomendacion'
const ACTUAL = '/profe-max/bienestar/recomendacion/actual?section=2'
const SAVE = '**/bienestar/recomendacion/save'

type Current = { type: string | null; item: { id: number } | null }

/** The seeded recommendation, put back at the end: the portal tests run later on the same database. */
let seeded: Current = { type: null, item: null }

const staffRequest = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok()).toBeTruthy()
  return request
}

test.beforeAll(async ({ request }) => {
  const response = await request.get(ACTUAL)
  expect(response.ok()).toBeTruthy()
  seeded = (await response.json()) as Current
})

test.afterAll(async ({ request }) => {
  if (!seeded.type || !seeded.item) return
  const staff = await staffRequest(request)
  const saved = await staff.post('/profe-max/bienestar/recomendacion/save', {
    data: { type: seeded.type, item_id: seeded.item.id },
  })
  expect(saved.ok(), await saved.text()).toBeTruthy()
  const now = (await (await request.get(ACTUAL)).json()) as Current
  expect(now).toMatchObject({ type: seeded.type, item: { id: seeded.item.id } })
})

test.beforeEach(async ({ page }) => signIn(page))

const summaryOf = (page: Page) => page.getByRole('complementary', { name: 'SELECCIÓN DE RECOMENDACIÓN' })

const openScreen = async (page: Page) => {
  await open(page, PATH)
  await expect(page.getByRole('heading', { level: 1, name: 'Recomendación' })).toBeVisible()
  await expect(summaryOf(page).getByText('Cargando...')).toHaveCount(0)
}

/** The picker card of a published item (its 'Elegir' button is disabled while it is the current one). */
const card = (page: Page, name: string) =>
  page.locator('.pm-reco__card', { has: page.getByRole('heading', { name, exact: true }) })

// Published seed items the portal shows; two per type, so one is never the current choice.
const TYPES = [
  {
    label: 'Libro',
    list: 'Selecciona un libro',
    kind: 'Libro',
    names: ['Mindfulness para docentes', 'Hábitos atómicos'],
  },
  {
    label: 'Receta',
    list: 'Selecciona una receta',
    kind: 'Receta',
    names: ['Tacos de frijol y nopal', 'Licuado verde energizante'],
  },
  {
    label: 'Musica',
    list: 'Selecciona una opcion de música',
    kind: 'Música',
    names: ['Olas del mar al atardecer', 'Guitarra acústica matutina'],
  },
  {
    label: 'Podcast',
    list: 'Selecciona un podcast',
    kind: 'Podcast',
    names: ['Aula abierta', 'Maestros que inspiran'],
  },
] as const

for (const type of TYPES) {
  test(`${type.label}: chosen, saved, kept after a reload and shown on the teacher portal`, async ({ page }) => {
    await openScreen(page)
    await page.getByRole('radio', { name: type.label, exact: true }).check()
    await expect(page.getByRole('heading', { name: type.list })).toBeVisible()
    // The first of the two that is not the current recommendation.
    let name: string = type.names[0]
    await expect(card(page, name)).toBeVisible()
    if (await card(page, name).getByRole('button', { name: 'Elegido' }).isVisible()) name = type.names[1]
    const chosen = card(page, name)

    // 'Ver detalles' / 'Ocultar detalles'.
    await chosen.getByRole('button', { name: 'Ver detalles' }).click()
    await expect(chosen.locator('.pm-reco__details')).toBeVisible()
    await chosen.getByRole('button', { name: 'Ocultar detalles' }).click()
    await expect(chosen.locator('.pm-reco__details')).toHaveCount(0)
    await expect(chosen.getByRole('button', { name: 'Ver detalles' })).toBeVisible()

    // Chosen: 'Guardando...' while the save is under way, then the type and the name.
    // (The save is held until 'Guardando...' has been seen.)
    const saving = await holdRequests(page, SAVE)
    await chosen.getByRole('button', { name: 'Elegir' }).click()
    await expect(summaryOf(page).getByText('Guardando...')).toBeVisible()
    await saving.release()
    await expect(toast(page, 'Recomendación guardada exitosamente')).toBeVisible()
    await expect(summaryOf(page)).toContainText(type.label)
    await expect(summaryOf(page)).toContainText(name)
    await expect(chosen.getByRole('button', { name: 'Elegido' })).toBeDisabled()

    // Kept after a reload, with its type selected.
    await page.reload()
    await expect(summaryOf(page).getByText('Cargando...')).toHaveCount(0)
    await expect(summaryOf(page)).toContainText(type.label)
    await expect(summaryOf(page)).toContainText(name)
    await expect(page.getByRole('radio', { name: type.label, exact: true })).toBeChecked()

    // The teacher portal's 'Recomendación del mes' shows it (the static page is revalidated by tag).
    await reloadUntil(page, '?seccion=bienestar', async () => {
      await expect(page.locator('.pm-reco').getByRole('heading', { name, exact: true })).toBeVisible({ timeout: 2000 })
    })
    const portal = page.locator('.pm-reco')
    await expect(portal.getByText('Recomendación del mes')).toBeVisible()
    await expect(portal.getByText(type.kind, { exact: true })).toBeVisible()
    await expect(portal.getByRole('link', { name: `Explorar: ${name}` })).toBeVisible()
  })
}

test('a failed or refused save keeps the previous choice and says why', async ({ page }) => {
  await openScreen(page)
  const summary = summaryOf(page)
  const before = (await summary.textContent()) ?? ''
  expect(before).not.toContain('Sin recomendación')
  await page.getByRole('radio', { name: 'Libro', exact: true }).check()
  const other = page.locator('.pm-reco__card', { has: page.getByRole('button', { name: 'Elegir' }) }).first()
  const otherName = (await other.locator('h3').textContent()) ?? ''

  await page.route(SAVE, (route) => route.fulfill({ status: 500, body: 'x' }))
  await other.getByRole('button', { name: 'Elegir' }).click()
  await expect(
    toast(
      page,
      'Error al guardar la recomendación: El servidor no pudo completar la solicitud. Intenta de nuevo en unos minutos.',
    ),
  ).toBeVisible()
  await expect(summary).toHaveText(before)
  await page.unroute(SAVE)

  await page.route(SAVE, (route) =>
    route.fulfill({ status: 200, json: { error: true, message: 'El elemento ya no está publicado.' } }),
  )
  await other.getByRole('button', { name: 'Elegir' }).click()
  await expect(toast(page, 'Error al guardar la recomendación: El elemento ya no está publicado.')).toBeVisible()
  await expect(summary).toHaveText(before)
  await expect(summary).not.toContainText(otherName)
  await page.unroute(SAVE)

  await page.reload()
  await expect(summary.getByText('Cargando...')).toHaveCount(0)
  await expect(summary).toHaveText(before)
})

test('a failed load of the current recommendation says why', async ({ page }) => {
  await page.route('**/bienestar/recomendacion/actual?*', (route) => route.fulfill({ status: 503, body: 'x' }))
  await open(page, PATH)
  // Issue 13: a Spanish reason, never the status code.
  await expect(
    toast(
      page,
      'Error al cargar la recomendación actual: El servidor no pudo completar la solicitud. Intenta de nuevo en unos minutos.',
    ),
  ).toBeVisible()
  await expect(summaryOf(page).getByText('Sin recomendación')).toBeVisible()
})

test('open details close when another type is shown (ids repeat across types)', async ({ page }) => {
  await openScreen(page)
  await page.getByRole('radio', { name: 'Libro', exact: true }).check()
  await page.locator('.pm-reco__card').first().getByRole('button', { name: 'Ver detalles' }).click()
  await expect(page.getByRole('button', { name: 'Ocultar detalles' })).toHaveCount(1)
  await page.getByRole('radio', { name: 'Receta', exact: true }).check()
  await expect(page.getByRole('heading', { name: 'Selecciona una receta' })).toBeVisible()
  await expect(page.locator('.pm-reco__card').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ocultar detalles' })).toHaveCount(0)
  await page.getByRole('radio', { name: 'Libro', exact: true }).check()
  await expect(page.locator('.pm-reco__card').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ocultar detalles' })).toHaveCount(0)
})
