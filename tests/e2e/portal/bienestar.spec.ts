import { expect, test } from '@playwright/test'

import { holdRequests } from '../hold'
import { Api, createCopy, DESKTOP, keepGlobal, openPortal, PHONE, reloadUntil } from './helpers'

/** Bienestar: menu, music, recipes, books and podcasts, recommendation jumps, load failures. */

const SLUG = 'wellbeing-recommendation'

test.describe('Bienestar at 1440 px', () => {
  test.use(DESKTOP)

  test('menu of Música / Recetas / Libros y podcast flip cards', async ({ page }) => {
    await openPortal(page, '?seccion=bienestar')
    for (const [key, title] of [
      ['musica', 'Música'],
      ['recetas', 'Recetas'],
      ['libros_podcast', 'Libros y podcast'],
    ] as const) {
      await openPortal(page, '?seccion=bienestar')
      await page.getByTestId(`flip-${key}`).hover()
      await page.getByRole('link', { name: `Explorar: ${title}` }).click()
      await expect(page).toHaveURL(new RegExp(`vista=${key}$`))
      await expect(page.getByTestId(`view-${key}`)).toBeVisible()
    }
  })

  test('recipes: grid of published recipes, detail with time, portions, ingredients, steps and the day list', async ({
    page,
    request,
  }) => {
    const api = await Api.signIn(request)
    await openPortal(page, '?seccion=bienestar&vista=recetas')
    const grid = page.getByRole('list', { name: 'Recetas' })
    await expect(grid.getByRole('listitem')).toHaveCount(3)
    await expect(page.getByText('Galletas de avena sin azúcar')).toHaveCount(0) // unpublished

    for (const [title, wording] of [
      ['Licuado verde energizante', '1 porción'],
      ['Ensalada de quinoa con verduras', '2 porciones'],
      ['Tacos de frijol y nopal', '4 porciones'],
    ] as const) {
      const recipe = await api.one('recipes', 'title', title)
      await openPortal(page, '?seccion=bienestar&vista=recetas')
      await page.getByRole('link', { name: `Leer más: ${title}` }).click()
      const detail = page.getByTestId('detail')
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
      await expect(detail.getByRole('heading', { name: `Ingredientes (${wording})` })).toBeVisible()
      await expect(detail).toContainText(String(recipe.time))
      await expect(detail.getByRole('heading', { name: 'Preparación' })).toBeVisible()
      await expect(detail.locator('ol > li')).toHaveCount((recipe.preparation as string[]).length)
      await expect(detail.getByRole('heading', { name: '¿Para qué te sirve en el día?' })).toBeVisible()
      for (const ingredient of recipe.ingredients as string[])
        await expect(detail.getByText(ingredient, { exact: true })).toBeVisible()
    }
    await page.getByRole('link', { name: 'Volver a Recetas' }).click()
    await expect(page).toHaveURL(/vista=recetas$/)
  })

  test('libros y podcast: two lists capped at 3, details with their lists and links', async ({ page, request }) => {
    const api = await Api.signIn(request)
    const [first] = await api.find('podcasts', { title: 'Respira y enseña' })
    const extra = await createCopy(api, 'podcasts', first!, { title: 'Podcast de prueba e2e' })
    try {
      await reloadUntil(page, `?seccion=bienestar&vista=podcast&id=${extra.id}`, async () => {
        await expect(page.getByRole('heading', { name: 'Podcast de prueba e2e' })).toBeVisible({ timeout: 2000 })
      })
      await openPortal(page, '?seccion=bienestar&vista=libros_podcast')
      await expect(page.getByRole('list', { name: 'Libros' }).getByRole('listitem')).toHaveCount(3)
      await expect(page.getByRole('list', { name: 'Podcast' }).getByRole('listitem')).toHaveCount(3)
      // Newest first (issue 28): the podcast just added is among the 3.
      await expect(page.getByRole('list', { name: 'Podcast' }).getByText('Podcast de prueba e2e')).toBeVisible()
      await expect(page.getByText('Cuaderno de gratitud')).toHaveCount(0) // unpublished
      await expect(page.getByText('Café con profes')).toHaveCount(0) // unpublished
    } finally {
      await api.remove('podcasts', extra.id)
    }

    const book = await api.one('wellbeing-books', 'title', 'Hábitos atómicos')
    await page.getByRole('link', { name: 'Leer más: Hábitos atómicos' }).click()
    const detail = page.getByTestId('detail')
    await expect(detail).toContainText(String(book.author))
    await expect(detail.getByRole('link', { name: /Dónde comprarlo/ })).toHaveAttribute(
      'href',
      String(book.link_purchase),
    )
    await expect(detail.getByRole('heading', { name: 'Qué te llevas de este libro' })).toBeVisible()
    await expect(detail.getByRole('heading', { name: 'Ideal para ti si' })).toBeVisible()
    await page.getByRole('link', { name: 'Volver a Libros y podcast' }).click()

    // Whichever stored podcast the list shows first (newest first, issue 28; not the copy just removed),
    // checked against its stored fields.
    const open = page
      .getByRole('list', { name: 'Podcast' })
      .getByRole('link', { name: /^Leer más: (?!Podcast de prueba e2e)/ })
      .first()
    const title = ((await open.getAttribute('aria-label')) ?? (await open.innerText())).replace(/^Leer más: /, '')
    const podcast = await api.one('podcasts', 'title', title)
    await open.click()
    await expect(detail.getByRole('link', { name: /Dónde escucharlo/ })).toHaveAttribute('href', String(podcast.link))
    await expect(detail.locator('li')).toHaveCount(
      (podcast.subdescription_1 as string[]).length + (podcast.subdescription_2 as string[]).length,
    )
  })

  test('music: slider and accordion, play links in a new tab, share', async ({ page }) => {
    await openPortal(page, '?seccion=bienestar&vista=musica')
    await page.getByTestId('category-slider').getByRole('link', { name: 'Relajación' }).click()
    const rows = page.getByTestId('item-row')
    await expect(rows).toHaveCount(2) // one of its three tracks is unpublished
    const play = rows.first().getByRole('link', { name: /Reproducir/ })
    await expect(play).toHaveAttribute('target', '_blank')
    await expect(play).toHaveAttribute('href', /^https:\/\//)
    await rows
      .first()
      .getByRole('button', { name: /Compartir/ })
      .click()
    // A track shares its own page (issue 31: its Open Graph card, then the track starred in the portal).
    const id = (await rows.first().getAttribute('id'))?.replace('track-', '')
    await expect(page.getByTestId('share-menu').getByRole('textbox')).toHaveValue(
      new RegExp(`/profe-max/compartir/cancion/${id}$`),
    )
  })
})

test.describe('wellbeing recommendation', () => {
  test.use(DESKTOP)
  keepGlobal(SLUG)

  for (const [type, collection, title, view] of [
    ['recipe', 'recipes', 'Tacos de frijol y nopal', 'receta'],
    ['book', 'wellbeing-books', 'Mindfulness para docentes', 'libro'],
    ['podcast', 'podcasts', 'Aula abierta', 'podcast'],
  ] as const) {
    test(`'Explorar' on a ${type} opens its details`, async ({ page, request }) => {
      const api = await Api.signIn(request)
      const item = await api.one(collection, 'title', title)
      await api.setGlobal(SLUG, { type, item: { relationTo: collection, value: item.id } })
      await reloadUntil(page, '?seccion=bienestar', async () => {
        await expect(page.locator('.pm-reco')).toContainText(title, { timeout: 2000 })
      })
      await page.getByRole('link', { name: `Explorar: ${title}` }).click()
      await expect(page).toHaveURL(new RegExp(`vista=${view}&id=${item.id}`))
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
      await page.getByRole('link', { name: /^Volver a (Recetas|Libros y podcast)$/ }).click()
      await expect(page).toHaveURL(new RegExp(`vista=${type === 'recipe' ? 'recetas' : 'libros_podcast'}$`))
    })
  }

  test("'Explorar' on a track refetches the music, opens its category, stars it and scrolls to it; another category clears the star", async ({
    page,
    request,
  }) => {
    const api = await Api.signIn(request)
    const track = await api.one('music-items', 'title', 'Huapango de Moncayo')
    const category = await api.one('music-categories', 'id', String(track.category))
    await api.setGlobal(SLUG, { type: 'music', item: { relationTo: 'music-items', value: track.id } })
    await reloadUntil(page, '?seccion=bienestar', async () => {
      await expect(page.locator('.pm-reco')).toContainText('Huapango de Moncayo', { timeout: 2000 })
    })
    // The refetch is held: its skeleton shows meanwhile.
    const refetch = await holdRequests(page, '**/profe-max/datos/musicCategories/**')
    await page.getByRole('link', { name: 'Explorar: Huapango de Moncayo' }).click()
    await expect(page.getByTestId('skeleton')).toBeVisible()
    await refetch.release()
    await expect(page).toHaveURL(new RegExp(`vista=musica&categoria=${category.id}&destacado=${track.id}`))
    await expect(
      page.getByTestId('category-slider').getByRole('link', { name: String(category.name) }),
    ).toHaveAttribute('aria-current', 'true')
    const starred = page.locator(`#track-${track.id}`)
    await expect(starred).toContainText('Ítem destacado')
    await expect(starred).toContainText('★')
    await expect(starred).toBeInViewport()

    await page.getByTestId('category-slider').getByRole('link', { name: 'Concentración' }).click()
    await expect(page).not.toHaveURL(/destacado/)
    await page
      .getByTestId('category-slider')
      .getByRole('link', { name: String(category.name) })
      .click()
    await expect(page.getByText('Ítem destacado')).toHaveCount(0)
  })

  test("a failed refetch of the categories shows the spec's toast and keeps the list", async ({ page, request }) => {
    const api = await Api.signIn(request)
    const track = await api.one('music-items', 'title', 'Piano suave para estudiar')
    await api.setGlobal(SLUG, { type: 'music', item: { relationTo: 'music-items', value: track.id } })
    await reloadUntil(page, '?seccion=bienestar', async () => {
      await expect(page.locator('.pm-reco')).toContainText('Piano suave para estudiar', { timeout: 2000 })
    })
    await page.route('**/profe-max/datos/musicCategories/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Servicio no disponible' }] }),
      }),
    )
    await page.getByRole('link', { name: 'Explorar: Piano suave para estudiar' }).click()
    await expect(page.getByText('Error al cargar las categorías')).toBeVisible()
    await expect(page.getByText('Servicio no disponible')).toBeVisible()
    await expect(page.locator(`#track-${track.id}`)).toContainText('Ítem destacado')
  })
})

test.describe('Bienestar at 375 px', () => {
  test.use(PHONE)

  test('music slider shows one category at a time and fits the screen', async ({ page }) => {
    await openPortal(page, '?seccion=bienestar&vista=musica')
    await expect(page.getByTestId('category-slider')).toHaveAttribute('data-visible', '1')
    await page.getByTestId('category-slider').getByRole('link', { name: 'Concentración' }).tap()
    await expect(page.getByTestId('item-row')).toHaveCount(3)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
})
